import HomebookCore
import TerminalUI

/// Adds or edits one budget item in a form (SPEC §10 forms, §4 rules): the kind toggles with
/// i/e, each field is checked by the core as it is typed, and saving is one core call.
struct BudgetFormPage: Screen {
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
    /// The invalid amount the person was told about, which the next save records as 0.00.
    private var warnedAmount: String?
    /// What the save did, for the list below once the form closes (``BudgetPage``).
    private(set) var saved: (note: String, added: Bool)?

    private enum Field: Int {
        case kind, name, amount, date, category, note
    }

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
            if let completion = BudgetCompletion.complete(text(.category), from: model.categories) {
                set(.category, completion)
                return .handled
            }
        case (.amount, .enter) where warnedAmount != nil || amountProblem != nil:
            // The amount question's answer: Enter records 0.00 once the warning was shown.
            return save()
        default:
            break
        }
        switch form.handle(key) {
        case .edited(let index):
            note = nil
            check(Field(rawValue: index))
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
        check(field)
    }

    /// Why the amount as typed is not an amount, in the core's words, or nil.
    private var amountProblem: String? {
        if original == nil {
            let parsed = try? LedgerInput.amount(text(.amount), style: model.amountStyle)
            // Said before saving, so not the core's "recorded as 0.00" sentence.
            return parsed?.warning.map {
                "\"\(DisplayText.singleLine($0.input))\" is not an amount (\($0.problem))"
            }
        }
        return failure {
            _ = try LedgerInput.newAmount(text(.amount), style: model.amountStyle)
        }
    }

    /// The short form of the amount's problem that fits beside the field.
    private var amountFieldError: String? {
        guard amountProblem != nil else { return nil }
        return original == nil
            ? "not an amount: Enter records 0.00" : "not an amount: the old one is kept"
    }

    /// Sets the error beside `field` from the core's rule for it, as it is typed.
    private mutating func check(_ field: Field?) {
        guard let field else { return }
        let problem: String?
        switch field {
        case .name:
            problem = failure { _ = try LedgerInput.name(text(.name)) }
        case .amount:
            warnedAmount = nil
            let missing = text(.amount).trimmingWhitespace().isEmpty
            problem = missing ? LedgerError.missingAmount.description : amountFieldError
            // The whole reason goes on the note line, where it has room.
            note = missing ? nil : amountProblem
        case .date:
            let typed = text(.date)
            problem =
                typed.trimmingWhitespace().isEmpty && original == nil
                ? nil : failure { _ = try LedgerInput.date(typed, today: today()) }
        case .kind, .category, .note:
            problem = nil
        }
        form.fields[field.rawValue].error = problem
    }

    /// Saves through one core call; a field the core refuses gets the reason beside it.
    private mutating func save() -> ScreenAction {
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
            let draft = LedgerDraft(
                kind: text(.kind),
                name: text(.name),
                amount: text(.amount),
                date: text(.date),
                category: text(.category),
                note: text(.note)
            )
            // An invalid amount is recorded as 0.00 only once the person has been told.
            let checked = try LedgerInput.item(
                draft,
                today: today(),
                style: model.amountStyle
            )
            if checked.warning != nil, warnedAmount != draft.amount {
                warnedAmount = draft.amount
                form.fields[Field.amount.rawValue].error = amountFieldError
                note =
                    "\"\(DisplayText.singleLine(draft.amount))\" is not an amount: type it again, or press Enter to record 0.00"
                return .handled
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
        } catch let error as LedgerError {
            refuse(error)
        } catch {
            note = "not saved: \(error)"
        }
        return .handled
    }

    /// The fields that differ from the stored item, as typed.
    private func changes(from item: LedgerItem) -> LedgerChanges {
        var changes = LedgerChanges()
        if text(.kind) != item.kind.rawValue { changes.kind = text(.kind) }
        if text(.name) != item.name { changes.name = text(.name) }
        if text(.amount) != item.amount.plain { changes.amount = text(.amount) }
        if text(.date) != item.date.description { changes.date = text(.date) }
        if text(.category) != (item.category ?? "") { changes.category = text(.category) }
        if text(.note) != (item.note ?? "") { changes.note = text(.note) }
        return changes
    }

    /// Shows the core's refusal beside the field it is about.
    private mutating func refuse(_ error: LedgerError) {
        let field: Field?
        switch error {
        case .emptyName, .nameHasLineBreak, .nameHasNUL: field = .name
        case .missingAmount, .invalidAmount: field = .amount
        case .invalidDate: field = .date
        case .invalidKind: field = .kind
        default: field = nil
        }
        if let field {
            form.fields[field.rawValue].error =
                field == .amount ? amountFieldError ?? "\(error)" : "\(error)"
        }
        note = "not saved: \(error)"
    }

    func render(into buffer: inout ScreenBuffer, in area: Rect) {
        let body = area.inset(top: 1, left: 2, right: 2)
        // The hint goes on the row after the form, the note on the last row.
        let hintRow = form.render(into: &buffer, in: body.inset(bottom: 2))
        if focused == .category {
            let matches = BudgetCompletion.matches(text(.category), from: model.categories)
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

/// The text of the error `body` throws, or nil when it does not.
private func failure(_ body: () throws -> Void) -> String? {
    do {
        try body()
        return nil
    } catch {
        return "\(error)"
    }
}
