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
    /// The question is about removing one rule, or about applying them all (nil).
    private var parts = ListScreenParts<BankRule?>()

    init(store: HomebookStore) {
        self.store = store
        reload()
    }

    var title: String { "Rules" }
    var quitsOnQ: Bool { !parts.isAsking }
    var keys: [KeyHint] {
        [
            KeyHint("a", "add"), KeyHint("d", "remove"), KeyHint("A", "apply to the items"),
            KeyHint("↑↓ PgUp PgDn", "move"),
        ]
    }
    /// A line for the person: what was done, or why not.
    var note: String? { parts.note }

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
            parts.note = "\(error)"
        }
        parts.select(count: rules.count)
    }

    mutating func resume(from closed: any Screen) { parts.noteSave(from: closed) }

    mutating func layout(in area: Rect) { parts.layout(in: area, count: rules.count) }

    mutating func handle(_ key: Key, in area: Rect) -> ScreenAction {
        if parts.isAsking {
            return parts.answer(key, declined: "nothing changed", failed: "nothing changed") {
                rule in
                if let rule {
                    try store.ledger.removeRule(id: rule.id)
                    return "removed rule \(rule.id)"
                }
                let count = try store.ledger.applyRules()
                return "changed \(CountedNoun.text(count, "budget item"))"
            }
        }
        if parts.move(key, count: rules.count, in: area) { return .handled }
        switch key {
        case .character("a"):
            return .push(FormScreen.rule(store))
        case .character("d"), .delete:
            guard let rule = parts.selected(in: rules) else { return .handled }
            let pattern = DisplayText.singleLine(rule.pattern)
            parts.ask("Remove rule \(rule.id) “\(pattern)”?", about: rule)
        case .character("A"):
            guard !rules.isEmpty else {
                parts.note = "no rules to apply: press a to add one"
                return .handled
            }
            guard changing > 0 else {
                parts.note = "applying the rules would change no item"
                return .handled
            }
            // The count is asked about before anything changes (docs/manual.md#interchange).
            let items = CountedNoun.text(changing, "item")
            parts.ask("Apply the rules? \(items) would change.", about: nil)
        default:
            return .ignored
        }
        return .handled
    }

    func render(into buffer: inout ScreenBuffer, in area: Rect) {
        // The rules in the order they are tried.
        let table = ListScreenParts<BankRule?>.table(
            [
                .init("ID", .right), .init("Mapping"), .init("Pattern"), .init("Category"),
                .init("Name"), .init("Would change", .right),
            ],
            rules.map { rule in
                [
                    "\(rule.id)", rule.mapping, rule.pattern, rule.category, rule.name ?? "",
                    "\(effects[rule.id] ?? 0)",
                ]
            },
            width: area.width
        )
        var summary = CountedNoun.text(rules.count, "rule") + ", the first match wins"
        if changing > 0 { summary += " · A applies them: \(CountedNoun.text(changing, "item"))" }
        parts.render(
            summary: summary,
            table: table,
            empty: "No rules yet: press a to add one (a rule belongs to a saved bank mapping).",
            into: &buffer,
            in: area
        )
    }
}
