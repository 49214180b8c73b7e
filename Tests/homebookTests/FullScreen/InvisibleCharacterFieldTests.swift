import HomebookCore
import TerminalUI
import TestSupport
import Testing

@testable import homebook

/// Text fields show invisible characters as the lists do (docs/manual.md#input-rules): a
/// zero-width space in a name is `Sal\u{200B}ary` in the edit form as in the Budget list,
/// never `Salary`, and the cursor still steps over real characters.
@Suite struct InvisibleCharacterFieldTests {
    @Test func anEditFormShowsAZeroWidthSpaceAsTheListDoesAndEditsAroundIt() throws {
        try withTemporaryStore(named: "b.sqlite") { store, folder throws in
            let today = CalendarDate(year: 2024, month: 6, day: 15) ?? CalendarDate.today()
            try store.ledger.add(
                LedgerDraft(
                    kind: "expense",
                    name: "Sal\u{200B}ary",
                    amount: "5",
                    date: "2024-06-01"
                ),
                today: today
            )
            var state = FullScreenProgram.state(store: store, size: (80, 24))
            type("b", into: &state)
            #expect(screen(state).contains("Sal\\u{200B}ary"))
            type("e", into: &state)
            #expect(state.stack.last?.title == "Edit item")
            #expect(screen(state).contains("Sal\\u{200B}ary"), "\(screen(state))")
            // To Name; three characters left of the end is before "ary", not inside the escape.
            type("\t\u{1B}[D\u{1B}[D\u{1B}[DX\u{13}", into: &state)
            #expect(state.stack.last?.title == "Budget")
            #expect(try store.ledger.get(1).name == "Sal\u{200B}Xary")
        }
    }

    @Test func theCursorStepsOverAnEscapeAsOneCharacter() {
        var form = Form([Form.Field("Name", text: "Sal\u{200B}ary")])
        func cursor() -> Int? {
            var buffer = ScreenBuffer(width: 80, height: 3)
            form.render(into: &buffer, in: buffer.area)
            #expect(buffer.line(0) == "Name  Sal\\u{200B}ary")
            return buffer.cursor?.x
        }
        // The field starts at column 6; the escape takes 8 columns.
        #expect(cursor() == 6 + 3 + 8 + 3)
        for _ in 0..<3 { _ = form.handle(.left) }
        #expect(cursor() == 6 + 3 + 8)
        _ = form.handle(.left)
        #expect(cursor() == 6 + 3)
        _ = form.handle(.delete)
        #expect(form.fields[0].text == "Salary")
    }

    /// Strings mixing every kind of character the two rules treat: plain, wide, combining,
    /// emoji joined by U+200D, format characters, controls, separators, bidirectional ones.
    static let mixed = [
        "Sal\u{200B}ary", "a\u{200D}b", "\u{FEFF}x", "soft\u{AD}hyphen", "\u{200E}ltr\u{200F}",
        "rtl\u{202E}gnp.exe", "\u{2066}iso\u{2069}", "tag\u{E0041}\u{E007F}", "line\u{2028}sep",
        "para\u{2029}end", "tab\there", "esc\u{1B}[31m", "csi\u{9B}31m", "del\u{7F}x", "nul\u{0}x",
        "👨‍👩‍👧 family", "cafe\u{301}", "日本語", "back\\slash", "\u{2060}joiner\u{180E}",
    ]

    @Test(arguments: mixed)
    func aFieldDrawsTextAsTheListsDo(_ text: String) {
        let editor = LineEditor(text)
        var buffer = ScreenBuffer(width: 120, height: 1)
        editor.render(into: &buffer, in: buffer.area, focused: false)
        #expect(buffer.line(0) == DisplayText.singleLine(text))
    }

    @Test func everyScalarOfTheUsedPlanesIsShownAsTheListsShowIt() {
        // The Basic and Supplementary Multilingual planes and the tags (plane 14): every
        // format character, control and separator Unicode assigns there.
        var differing: [String] = []
        for value in Array(0...0x1_FFFF) + Array(0xE_0000...0xE_0FFF) {
            guard let scalar = Unicode.Scalar(UInt32(value)) else { continue }
            let shown = VisibleCharacter.shown(Character(scalar))
            let listed = DisplayText.singleLine(String(scalar))
            if shown != listed { differing.append(listed) }
        }
        #expect(differing.isEmpty, "\(differing.prefix(20))")
    }
}
