import HomebookCore

/// `k` on the Budget screen: categorising rules (docs/manual.md#interchange), through the
/// same core calls as `homebook budget rules`; adding asks the core's rule form through
/// ``FormAsker``, applying says how many items each rule would change before asking.
extension BudgetMenuActions {
    /// Lists the rules with what each would change now, then asks what to do.
    func rules() throws {
        let ledger = session.store.ledger
        let rules = try ledger.rules()
        let effects = try ledger.ruleEffects()
        if rules.isEmpty {
            session.say("No rules. A rule belongs to a saved bank mapping (see Import).")
        }
        for rule in rules {
            session.say(Self.line(rule, changing: effects[rule.id] ?? 0))
        }
        let choice = try session.ask("a add, r remove, p apply (Enter goes back):")
        switch choice.trimmingWhitespace().lowercased() {
        case "": return
        case "a":
            var form = FormSession(RuleForm(ledger: ledger))
            if let saved = try FormAsker(session: session).ask(&form), let id = saved.id {
                session.say("Added rule \(id).")
            }
        case "r":
            let id = try session.ask("Rule id (Enter goes back):") { answer -> Int64? in
                let typed = answer.trimmingWhitespace()
                guard !typed.isEmpty else { return nil }
                guard let id = Int64(typed), rules.contains(where: { $0.id == id }) else {
                    throw MenuAnswerError(
                        "\"\(DisplayText.singleLine(typed))\" is not a rule's id: type one listed"
                    )
                }
                return id
            }
            guard let id else { return }
            try ledger.removeRule(id: id)
            session.say("Removed rule \(id).")
        case "p":
            let changing = effects.values.reduce(0, +)
            guard changing > 0 else {
                session.say("Applying the rules would change no item; nothing changed.")
                return
            }
            let items = CountedNoun.text(changing, "item")
            guard try session.confirm("Apply the rules? \(items) would change.") else {
                session.say("Nothing changed.")
                return
            }
            let count = try ledger.applyRules()
            session.say("Changed \(CountedNoun.text(count, "budget item")).")
        default:
            session.say("\"\(DisplayText.singleLine(choice))\" is not a choice: a, r or p.")
        }
    }

    /// One rule as the menu lists it:
    /// `2  mybank  "tesco*stores" → Groceries, named "Tesco" (would change 3)`.
    static func line(_ rule: BankRule, changing: Int) -> String {
        var line =
            "\(rule.id)  \(DisplayText.singleLine(rule.mapping))"
            + "  \"\(DisplayText.singleLine(rule.pattern))\""
            + " → \(DisplayText.singleLine(rule.category))"
        if let name = rule.name { line += ", named \"\(DisplayText.singleLine(name))\"" }
        return line + " (would change \(changing))"
    }
}
