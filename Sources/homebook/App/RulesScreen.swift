import HomebookCore
import TerminalUI

/// The categorising rules (`g` on the Budget screen; docs/manual.md#full-screen-app,
/// #interchange): each rule with how many items it would change if applied now, and the
/// keys that add one, remove one, and apply them all after asking.
struct RulesScreen: Screen {
    let store: HomebookStore
    private var rules: [BankRule] = []
    /// How many items each rule would change now, by rule id.
    private var effects: [Int64: Int] = [:]
    private var list = ListView()
    private var listHeight = 18
    /// The question asked (remove one rule, or apply them all) and what it is about.
    private var confirming: (question: Confirmation, rule: BankRule?)?
    /// A line for the person: what was done, or why not.
    private(set) var note: String?

    init(store: HomebookStore) {
        self.store = store
        reload()
    }

    var title: String { "Rules" }
    var quitsOnQ: Bool { confirming == nil }
    var keys: [KeyHint] {
        [
            KeyHint("a", "add"), KeyHint("d", "remove"), KeyHint("A", "apply to the items"),
            KeyHint("↑↓ PgUp PgDn", "move"),
        ]
    }

    /// How many items applying the rules now would change.
    private var changing: Int { effects.values.reduce(0, +) }

    /// Reads the rules and what each would change again.
    mutating func reload() {
        do {
            rules = try store.ledger.rules()
            effects = try store.ledger.ruleEffects()
        } catch {
            rules = []
            effects = [:]
            note = "\(error)"
        }
        list.select(list.selection, count: rules.count, height: listHeight)
    }

    mutating func resume(from closed: any Screen) {
        guard let form = closed as? FormScreen, let saved = form.saved else { return }
        note = saved.note
    }

    mutating func layout(in area: Rect) {
        listHeight = Self.listRect(area).height
        list.select(list.selection, count: rules.count, height: listHeight)
    }

    private static func listRect(_ area: Rect) -> Rect {
        Rect(x: area.x, y: area.y + 3, width: area.width, height: max(1, area.height - 4))
    }

    mutating func handle(_ key: Key, in area: Rect) -> ScreenAction {
        if let confirming { return answer(key, to: confirming) }
        note = nil
        if list.handle(key, count: rules.count, height: Self.listRect(area).height) {
            return .handled
        }
        switch key {
        case .character("a"):
            return .push(FormScreen.rule(store))
        case .character("d"), .delete:
            guard rules.indices.contains(list.selection) else { return .handled }
            let rule = rules[list.selection]
            let pattern = DisplayText.singleLine(rule.pattern)
            confirming = (Confirmation("Remove rule \(rule.id) “\(pattern)”?"), rule)
        case .character("A"):
            guard !rules.isEmpty else {
                note = "no rules to apply: press a to add one"
                return .handled
            }
            guard changing > 0 else {
                note = "applying the rules would change no item"
                return .handled
            }
            // The count is asked about before anything changes (docs/manual.md#interchange).
            let items = CountedNoun.text(changing, "item")
            confirming = (Confirmation("Apply the rules? \(items) would change."), nil)
        default:
            return .ignored
        }
        return .handled
    }

    /// The y/N answer: yes removes the rule, or applies every rule, in one core call.
    private mutating func answer(
        _ key: Key,
        to confirming: (question: Confirmation, rule: BankRule?)
    ) -> ScreenAction {
        switch confirming.question.answer(key) {
        case .pending: return .handled
        case .no: note = "nothing changed"
        case .yes:
            do {
                if let rule = confirming.rule {
                    try store.ledger.removeRule(id: rule.id)
                    note = "removed rule \(rule.id)"
                } else {
                    let count = try store.ledger.applyRules()
                    note = "changed \(CountedNoun.text(count, "budget item"))"
                }
            } catch {
                note = "nothing changed: \(error)"
            }
        }
        self.confirming = nil
        return .handled
    }

    /// The rules as a table fitted to `width`, in the order they are tried.
    private func table(width: Int) -> (header: [String], lines: [String]) {
        var table = TextTable(
            [
                .init("ID", .right), .init("Mapping"), .init("Pattern"), .init("Category"),
                .init("Name"), .init("Would change", .right),
            ],
            maxWidth: max(20, width - 2)
        )
        let cells = rules.map { rule in
            [
                "\(rule.id)", rule.mapping, rule.pattern, rule.category, rule.name ?? "",
                "\(effects[rule.id] ?? 0)",
            ]
        }
        for row in cells { table.measure(row) }
        return (
            table.header().split(separator: "\n").map { " " + $0 },
            cells.map { " " + table.line($0) }
        )
    }

    func render(into buffer: inout ScreenBuffer, in area: Rect) {
        var summary = " " + CountedNoun.text(rules.count, "rule") + ", the first match wins"
        if changing > 0 { summary += " · A applies them: \(CountedNoun.text(changing, "item"))" }
        buffer.writeLine(summary, in: area, row: 0, style: .bold)
        let rect = Self.listRect(area)
        if rules.isEmpty {
            buffer.writeLine(
                " No rules yet: press a to add one (a rule belongs to a saved bank mapping).",
                in: rect,
                row: 0,
                style: .dim
            )
        } else {
            let (header, lines) = table(width: area.width)
            for (offset, line) in header.prefix(2).enumerated() {
                buffer.writeLine(line, in: area, row: 1 + offset, style: .dim)
            }
            list.render(LoadedRows(count: lines.count, texts: lines), into: &buffer, in: rect)
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
