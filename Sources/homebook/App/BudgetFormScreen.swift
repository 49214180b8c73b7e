import HomebookCore
import TerminalUI

/// Adds or edits one budget item in a form (docs/manual.md#forms): the kind toggles with
/// i/e, the core's problems of the draft are shown beside their fields as it is typed, and
/// saving is one core call.
struct BudgetFormScreen: Screen {
    typealias Field = LedgerDraft.Field

    let model: BudgetModel
    /// The item being edited, as the form opened with it; nil when adding.
    let original: LedgerItem?
    /// The item as the person last saw it stored: the form's item, or after a refusal
    /// because it changed elsewhere, the item as it is now (a second Ctrl-S saves over it).
    private var shown: LedgerItem?
    let today: () -> CalendarDate
    private(set) var form: Form
    /// A line under the form: the 0.00 question, or why nothing was saved.
    private(set) var note: String?
    /// Whether the person accepted 0.00 for the invalid amount typed (the draft's flag).
    private var acceptsZero = false
    /// The fields typed in, or all after a save was tried: only their problems are shown.
    private var touched: Set<Field> = []
    /// What the save did, for the list below once the form closes (``BudgetScreen``).
    private(set) var saved: (note: String, added: Bool)?

    init(model: BudgetModel, editing item: LedgerItem?, today: @escaping () -> CalendarDate) {
        self.model = model
        original = item
        shown = item
        self.today = today
        form = Form([
            Form.Field("Kind", text: (item?.kind ?? .expense).rawValue),
            Form.Field("Name", text: item?.name ?? ""),
            Form.Field("Amount", text: item?.amount.plain ?? ""),
            Form.Field("Date", text: (item?.date ?? today()).description),
            Form.Field("Category", text: item?.category ?? ""),
            Form.Field("Note", text: item?.note ?? "", multiline: true),
        ])
    }

    var title: String { original == nil ? "Add item" : "Edit item" }
    var quitsOnQ: Bool { false }
    var keys: [KeyHint] {
        [
            KeyHint("Tab/↑↓", "field"), KeyHint("i/e", "kind"), KeyHint("Ctrl-S", "save"),
            KeyHint("Esc", "cancel"),
        ]
    }

    private var focused: Field? { Field(rawValue: form.focus) }

    mutating func handle(_ key: Key, in area: Rect) -> ScreenAction {
        if key == .character("?"), focused == .kind { return .ignored }
        switch (focused, key) {
        case (.kind, .character(let letter)):
            toggleKind(letter)
            return .handled
        case (.kind, .left), (.kind, .right), (.kind, .backspace):
            toggleKind(" ")
            return .handled
        case (.kind, .paste):
            return .handled
        case (.category, .tab):
            if let completion = NameCompletion.complete(text(.category), from: model.categories) {
                set(.category, completion)
                return .handled
            }
        case (.amount, .enter) where problems[.amount] != nil:
            // Enter on an amount the core refuses saves, which asks the 0.00 question for
            // a new item; Enter again answers it (docs/manual.md#budget).
            if note == LedgerText.zeroQuestion { acceptsZero = true }
            return save()
        default:
            break
        }
        switch form.handle(key) {
        case .edited(let index):
            note = nil
            if let field = Field(rawValue: index) { edited(field) }
        case .submit:
            return save()
        case .moved:
            break
        case .ignored:
            return .ignored
        }
        return .handled
    }

    /// The kind field takes only i, e (or a space, ← →, which switch it).
    private mutating func toggleKind(_ letter: Character) {
        let current = text(.kind)
        switch letter.lowercased() {
        case "i": set(.kind, LedgerKind.income.rawValue)
        case "e": set(.kind, LedgerKind.expense.rawValue)
        case " ": set(.kind, current == "income" ? "expense" : "income")
        default: note = "the kind is i (income) or e (expense)"
        }
    }

    private func text(_ field: Field) -> String { form.fields[field.rawValue].text }

    private mutating func set(_ field: Field, _ text: String) {
        form.fields[field.rawValue].editor = TextArea(text)
        edited(field)
    }

    /// A field changed: a new amount needs a new answer to the 0.00 question, and every
    /// problem is asked of the core again.
    private mutating func edited(_ field: Field) {
        if field == .amount { acceptsZero = false }
        touched.insert(field)
        showProblems()
    }

    /// The new item as typed.
    private var draft: LedgerDraft {
        var draft = LedgerDraft(
            kind: "",
            name: "",
            amount: "",
            invalidAmountRecordsZero: acceptsZero
        )
        for field in Field.allCases { draft[field] = text(field) }
        return draft
    }

    /// The core's problems of the form as it is now (the draft, or the edit).
    private var problems: FormProblems<Field, LedgerError> {
        if let original {
            return LedgerInput.problems(
                changes(from: original),
                today: today(),
                style: model.amountStyle
            )
        }
        return LedgerInput.problems(draft, today: today(), style: model.amountStyle)
    }

    /// Marks each touched field with its problem, and clears the others.
    private mutating func showProblems() {
        let problems = problems
        for field in Field.allCases {
            form.fields[field.rawValue].error =
                touched.contains(field) ? problems[field]?.reason : nil
        }
    }

    /// Saves through one core call; a field the core refuses gets the reason beside it.
    private mutating func save() -> ScreenAction {
        touched = Set(Field.allCases)
        showProblems()
        if form.hasErrors {
            if case .invalidAmountRefused? = problems[.amount] {
                note = LedgerText.zeroQuestion
            } else {
                note = "not saved: fix the marked fields"
            }
            return .handled
        }
        do {
            if let original, let shown {
                // Only the fields retyped (against the form's item) change.
                let item = try model.ledger.update(
                    shown,
                    with: changes(from: original),
                    today: today()
                )
                saved = ("saved “\(DisplayText.singleLine(item.name))”", added: false)
                return .pop
            }
            let added = try model.ledger.add(draft, today: today())
            saved = (
                "added “\(DisplayText.singleLine(added.item.name))”"
                    + (added.warning.map { " — \($0)" } ?? ""),
                added: true
            )
            return .pop
        } catch LedgerError.changedElsewhere(let id, let deleted) {
            note = AppNotes.changedElsewhere(deleted: deleted)
            if !deleted { shown = try? model.ledger.get(id) }
        } catch {
            note = "not saved: \(error)"
        }
        return .handled
    }

    /// The fields that differ from the stored item, as typed.
    private func changes(from item: LedgerItem) -> LedgerChanges {
        let stored = LedgerDraft(
            kind: item.kind.rawValue,
            name: item.name,
            amount: item.amount.plain,
            date: item.date.description,
            category: item.category ?? "",
            note: item.note ?? ""
        )
        var changes = LedgerChanges()
        for field in Field.allCases where text(field) != stored[field] {
            changes[field] = text(field)
        }
        return changes
    }

    func render(into buffer: inout ScreenBuffer, in area: Rect) {
        let body = area.inset(top: 1, left: 2, right: 2)
        // The hint goes on the row after the form, the note on the last row.
        let hintRow = form.render(into: &buffer, in: body.inset(bottom: 2))
        if focused == .category {
            let matches = NameCompletion.matches(text(.category), from: model.categories)
            let hint =
                matches.isEmpty
                ? "a new category" : "Tab completes: " + matches.joined(separator: " · ")
            buffer.writeLine(DisplayText.singleLine(hint), in: body, row: hintRow, style: .dim)
        } else if focused == .kind {
            buffer.writeLine(
                "i income · e expense · space switches",
                in: body,
                row: hintRow,
                style: .dim
            )
        }
        if let note {
            buffer.writeLine(
                note,
                in: body,
                row: body.height - 1,
                style: CellStyle(bold: true, foreground: .yellow)
            )
        }
    }
}
