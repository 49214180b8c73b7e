import HomebookCore
import TerminalUI
import TestSupport
import Testing

@testable import homebook

/// A form that no front names: a jar's label and its shelf. Its save writes a recipe, so the
/// write is a real one to the store.
private struct JarForm: DescribedForm {
    enum Field: CaseIterable, Hashable, Sendable { case label, shelf }

    let store: HomebookStore
    var label = ""
    var shelf = ""

    var title: String { "New jar" }

    static func describe(_ field: Field) -> FormField {
        switch field {
        case .label: FormField("label", "Label", hint: "what is in it")
        case .shelf: FormField("shelf", "Shelf", kind: .number, hint: "1 to 9")
        }
    }

    subscript(field: Field) -> String {
        get { field == .label ? label : shelf }
        set { if field == .label { label = newValue } else { shelf = newValue } }
    }

    func problems() -> FormProblems<Field, MenuAnswerError> {
        var problems = FormProblems<Field, MenuAnswerError>()
        if label.trimmingWhitespace().isEmpty {
            problems[.label] = MenuAnswerError("a jar needs a label")
        }
        if !(1...9).contains(Int(shelf) ?? 0) {
            problems[.shelf] = MenuAnswerError("the shelf is 1 to 9")
        }
        return problems
    }

    mutating func save() throws -> FormSaved {
        try problems().throwFirst()
        let id = try store.recipes.add(
            RecipeDraft(name: "\(label) on shelf \(shelf)"),
            today: today
        )
        return FormSaved("added jar", id: id, added: true)
    }
}

/// A screen that opens the jar form on `o`, so closing the form has somewhere to go.
private struct Opener: Screen {
    let store: HomebookStore
    var title: String { "Jars" }
    var keys: [KeyHint] { [] }

    mutating func handle(_ key: Key, in area: Rect) -> ScreenAction {
        key == .character("o") ? .push(FormScreen(FormSession(JarForm(store: store)))) : .ignored
    }

    func render(into buffer: inout ScreenBuffer, in area: Rect) {}
}

private let today = CalendarDate(year: 2026, month: 11, day: 22)!

private func names(_ store: HomebookStore) throws -> [String] {
    try store.recipes.names(startingWith: "", limit: 10)
}

/// A field declared in the core alone reaches all three fronts' engines (docs/manual.md#forms).
@Suite struct FormEnginesTests {
    @Test func theFullScreenFormMarksAsTypedAsksOnEscAndSaves() throws {
        try withTemporaryStore { store, _ throws in
            var state = AppState(root: Opener(store: store), appName: "homebook", size: (80, 24))
            type("oJam\tx", into: &state)
            #expect(screen(state).contains("Shelf"))
            #expect(screen(state).contains("the shelf is 1 to 9"))
            // Esc on a changed form asks; any other key keeps editing.
            type("\u{1B}", into: &state)
            #expect(screen(state).contains("unsaved changes: Esc again discards them"))
            type("\u{7F}3", into: &state)
            #expect(!screen(state).contains("the shelf is 1 to 9"))
            type("\u{13}", into: &state)
            #expect(try names(store) == ["Jam on shelf 3"])
            #expect(state.stack.last?.title != "New jar")
        }
    }

    @Test func escAgainOnAChangedFormDiscardsIt() throws {
        try withTemporaryStore { store, _ throws in
            var state = AppState(root: Opener(store: store), appName: "homebook", size: (80, 24))
            type("oJam\u{1B}", into: &state)
            #expect(state.stack.last?.title == "New jar")
            type("\u{1B}", into: &state)
            #expect(state.stack.last?.title != "New jar")
            #expect(try names(store).isEmpty)
        }
    }

    @Test func theMenuAskerAsksAFieldAgainWithItsProblem() throws {
        try withTemporaryStore { store, _ throws in
            let terminal = ScriptedTerminal(["Jam", "x", "3"])
            let session = MenuSession(terminal: terminal, store: store, style: .plain)
            var form = FormSession(JarForm(store: store))
            let saved = try FormAsker(session: session).ask(&form)
            #expect(saved?.added == true)
            #expect(terminal.output.contains("Shelf:"))
            #expect(terminal.output.contains("Error: the shelf is 1 to 9"))
            // The refused answer is not offered as the value to keep.
            #expect(!terminal.output.contains("Shelf [x]"))
            #expect(try names(store) == ["Jam on shelf 3"])
        }
    }

    @Test func endOfInputInTheAskerSavesNothing() throws {
        try withTemporaryStore { store, _ throws in
            let terminal = ScriptedTerminal(["Jam"])
            let session = MenuSession(terminal: terminal, store: store, style: .plain)
            var form = FormSession(JarForm(store: store))
            #expect(throws: EndOfInput.self) { _ = try FormAsker(session: session).ask(&form) }
            #expect(try names(store).isEmpty)
        }
    }

    @Test func theCommandLineHelperFillsTheFormFromOptions() throws {
        try withTemporaryStore { store, _ throws in
            #expect(throws: MenuAnswerError.self) {
                _ = try FormOptions.save(JarForm(store: store), [("label", "Jam"), ("shelf", "x")])
            }
            #expect(try names(store).isEmpty)
            let saved = try FormOptions.save(
                JarForm(store: store),
                [("label", "Jam"), ("shelf", "3")]
            )
            #expect(saved.id != nil)
            #expect(try names(store) == ["Jam on shelf 3"])
        }
    }
}
