import Testing

@testable import TerminalUI

/// A data source that remembers which rows were asked for.
final class RecordingRows: ListDataSource {
    let count: Int
    private(set) var requested: [Range<Int>] = []

    init(count: Int) { self.count = count }

    func rows(in range: Range<Int>) -> [String] {
        requested.append(range)
        return range.map { "row \($0)" }
    }
}

/// Lists, buttons, forms and confirmations.
@Suite struct WidgetTests {
    @Test func aHugeListAsksOnlyForTheVisibleWindow() {
        let source = RecordingRows(count: 1_000_000)
        var list = ListView()
        list.handle(.end, count: source.count, height: 5)
        var buffer = ScreenBuffer(width: 20, height: 5)
        list.render(source, into: &buffer, in: buffer.area)
        #expect(source.requested == [999_995..<1_000_000])
        #expect(buffer.line(4) == "row 999999")
        #expect(buffer[0, 4].style == .reverse)
    }

    @Test func theSelectionScrollsOneLineAtATime() {
        var list = ListView()
        for _ in 0..<5 { list.handle(.down, count: 100, height: 5) }
        #expect(list.selection == 5)
        #expect(list.top == 1)
        list.handle(.pageUp, count: 100, height: 5)
        #expect(list.selection == 1)
        list.handle(.up, count: 100, height: 5)
        list.handle(.up, count: 100, height: 5)
        #expect(list.selection == 0)
        #expect(list.top == 0)
    }

    @Test func buttonsMoveWithArrowsAndPressWithEnterOrTheirLetter() {
        var grid = ButtonGrid(
            [
                .init("Recipes", letter: "r"), .init("Budget", letter: "b"),
                .init("Calc", letter: "c"),
            ],
            columns: 2
        )
        let right = grid.handle(.right)
        #expect(right.pressed == nil && right.consumed)
        let enter = grid.handle(.enter)
        #expect(enter.pressed == 1)
        _ = grid.handle(.down)
        #expect(grid.selected == 1)  // nothing below Budget: the focus stays
        _ = grid.handle(.left)
        _ = grid.handle(.down)
        #expect(grid.selected == 2)
        let back = grid.handle(.backTab)
        #expect(back.pressed == nil)
        #expect(grid.selected == 1)
        let letter = grid.handle(.character("R"))
        #expect(letter.pressed == 0)
        let unknown = grid.handle(.character("z"))
        #expect(unknown.pressed == nil && !unknown.consumed)
    }

    @Test func aFormMovesBetweenFieldsAndSubmitsFromTheLast() {
        var form = Form([
            Form.Field("Name"), Form.Field("Notes", multiline: true), Form.Field("Link"),
        ])
        // In a multi-line field Enter breaks the line; Tab moves on.
        let keys: [Key] = [.character("S"), .enter, .enter, .tab, .paste("a\nb"), .enter]
        let events = keys.map { form.handle($0) }
        #expect(events == [.edited(0), .moved, .edited(1), .moved, .edited(2), .submit])
        #expect(form.fields[2].text == "a b")
        #expect(form.fields[1].text == "\n")
        let back = form.handle(.backTab)
        #expect(back == .moved)
        #expect(form.focus == 1)
        let save = form.handle(.control("s"))
        #expect(save == .submit)
    }

    @Test func aFormShowsEachFieldsErrorBesideIt() {
        var form = Form([Form.Field("Precision", text: "7"), Form.Field("Currency", text: "$")])
        form.fields[0].error = "expected 2, 3 or 4"
        var buffer = ScreenBuffer(width: 80, height: 4)
        form.render(into: &buffer, in: buffer.area)
        #expect(buffer.line(0).hasPrefix("Precision  7"))
        #expect(buffer.line(0).hasSuffix("✗ expected 2, 3 or 4"))
        #expect(buffer.line(2) == "Currency   $")
        #expect(form.hasErrors)
    }

    @Test func aConfirmationIsNoUnlessTheAnswerIsY() {
        let question = Confirmation("Delete “Soup”?")
        #expect(question.answer(.character("y")) == .yes)
        #expect(question.answer(.enter) == .no)
        #expect(question.answer(.escape) == .no)
        #expect(question.answer(.character("x")) == .pending)
        var buffer = ScreenBuffer(width: 40, height: 5)
        question.render(into: &buffer, in: buffer.area)
        #expect(buffer.text.contains("Delete “Soup”?  [y/N]"))
    }
}
