import HomebookCore
import TerminalUI

/// What the list screens share (Accounts, Prices, Rules, Repeating items under the Budget
/// screen, Calendar accounts under the Planner; docs/manual.md#full-screen-app): a summary
/// line, a table with its headings under it (or a list without them), the selection, a note on the last row saying what was done or why not, and a y/N
/// question about one `Subject` before it is changed. Each screen keeps what it lists and
/// what its keys do; this keeps how they look and move alike.
struct ListScreenParts<Subject> {
    /// The selection and scroll of the table's rows.
    var list = ListView()
    /// A line for the person: what was done, or why not.
    var note: String?
    /// The question being asked and what it is about.
    private(set) var confirming: (question: Confirmation, subject: Subject)?
    /// Rows kept free between the table and the note.
    private let spareRows: Int
    /// The rows between the summary and the first row: the headings and their rule, or one
    /// blank row over a list without columns.
    private let headingRows: Int
    /// How many rows the table showed at the last layout.
    private var height = 18

    /// Parts for a table that ends `spareRows` rows above the note; without `headings`,
    /// a list whose rows start one blank row under the summary.
    init(spareRows: Int = 0, headings: Bool = true) {
        self.spareRows = spareRows
        headingRows = headings ? 2 : 1
    }

    /// Whether a question waits for its answer (q then answers it rather than closing).
    var isAsking: Bool { confirming != nil }

    /// The rows under the summary line and the rows of headings, above the note.
    func listRect(_ area: Rect) -> Rect {
        Rect(
            x: area.x,
            y: area.y + 1 + headingRows,
            width: area.width,
            height: max(1, area.height - 2 - headingRows - spareRows)
        )
    }

    /// Keeps the selection on `row` (the same row when nil) of `count` rows after a reload.
    mutating func select(_ row: Int? = nil, count: Int) {
        list.select(row ?? list.selection, count: count, height: height)
    }

    /// Fits the selection to the table's height in `area`.
    mutating func layout(in area: Rect, count: Int) {
        height = listRect(area).height
        list.select(list.selection, count: count, height: height)
    }

    /// Moves the selection for a navigation key; false for any other key. A key clears the
    /// last note first, so a note always says what the last key did.
    mutating func move(_ key: Key, count: Int, in area: Rect) -> Bool {
        note = nil
        return list.handle(key, count: count, height: listRect(area).height)
    }

    /// The selected one of `rows`, nil when there are none.
    func selected<Row>(in rows: [Row]) -> Row? {
        rows.indices.contains(list.selection) ? rows[list.selection] : nil
    }

    /// Asks `question` about `subject`; ``answer(_:declined:failed:doing:)`` reads the reply.
    mutating func ask(_ question: String, about subject: Subject) {
        confirming = (Confirmation(question), subject)
    }

    /// The y/N answer: yes runs `action` on the subject, whose line becomes the note; no
    /// notes `declined`, and an error notes `failed: error` (the action is one core call, so
    /// nothing changed then).
    mutating func answer(
        _ key: Key,
        declined: String,
        failed: String,
        doing action: (Subject) throws -> String
    ) -> ScreenAction {
        guard let confirming else { return .ignored }
        switch confirming.question.answer(key) {
        case .pending: return .handled
        case .no: note = declined
        case .yes:
            do {
                note = try action(confirming.subject)
            } catch {
                note = "\(failed): \(error)"
            }
        }
        self.confirming = nil
        return .handled
    }

    /// What a closed form saved, its line noted; nil for any other screen or no save.
    @discardableResult
    mutating func noteSave(from closed: any Screen) -> FormSaved? {
        guard let form = closed as? FormScreen, let saved = form.saved else { return nil }
        note = saved.note
        return saved
    }

    /// `cells` under `columns` as a table fitted to `width`: its headings (and their rule)
    /// and a line for each row, each indented one column.
    static func table(
        _ columns: [TextTable.Column],
        _ cells: [[String]],
        width: Int
    ) -> (header: [String], lines: [String]) {
        var table = TextTable(columns, maxWidth: max(20, width - 2))
        for row in cells { table.measure(row) }
        return (
            table.header().split(separator: "\n").map { " " + $0 },
            cells.map { " " + table.line($0) }
        )
    }

    /// Draws the summary in bold on the first row, the table under it (or `empty` dimmed,
    /// when given and the table has no rows), the note on the last row and the question
    /// over it all.
    func render(
        summary: String,
        table: (header: [String], lines: [String]),
        empty: String? = nil,
        into buffer: inout ScreenBuffer,
        in area: Rect
    ) {
        buffer.writeLine(" " + summary, in: area, row: 0, style: .bold)
        let rect = listRect(area)
        if let empty, table.lines.isEmpty {
            buffer.writeLine(" " + empty, in: rect, row: 0, style: .dim)
        } else {
            for (offset, line) in table.header.prefix(2).enumerated() {
                buffer.writeLine(line, in: area, row: 1 + offset, style: .dim)
            }
            list.render(
                LoadedRows(count: table.lines.count, texts: table.lines),
                into: &buffer,
                in: rect
            )
        }
        if let note {
            buffer.writeLine(
                " " + note,
                in: area,
                row: area.height - 1,
                style: CellStyle(bold: true, foreground: .yellow)
            )
        }
        if let confirming { confirming.question.render(into: &buffer, in: area) }
    }
}
