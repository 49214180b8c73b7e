import HomebookCore

/// `p` on the Budget screen: prices between currencies (docs/manual.md#prices), through the
/// same core calls as `homebook budget price`; adding asks the core's price form.
extension BudgetMenuActions {
    /// Lists the prices, then asks what to do.
    func prices() throws {
        let store = session.store
        let prices = try store.prices.list()
        if prices.isEmpty { session.say("No prices yet.") }
        for price in prices { session.say(PriceText.line(price)) }
        let choice = try session.ask("a add, i import, d delete (Enter goes back):")
        switch choice.trimmingWhitespace().lowercased() {
        case "": return
        case "a":
            var form = FormSession(PriceForm(store: store, today: session.today()))
            if let saved = try FormAsker(session: session).ask(&form) {
                session.say("Added \(saved.note).")
            }
        case "i":
            let path = try session.ask("CSV file (date,from,to,rate or Date,USD,JPY,… per EUR):")
            guard !path.trimmingWhitespace().isEmpty else { return }
            let result = try store.prices.importCSV(path: path.trimmingWhitespace())
            session.say("Imported \(CountedNoun.text(result.count, "price")).")
            if !result.skippedCurrencies.isEmpty {
                session.say(
                    "Left out (unknown currencies): \(result.skippedCurrencies.joined(separator: ", "))"
                )
            }
        case "d":
            let typed = try session.ask(
                "Date, from and to, e.g. 2026-03-02 USD EUR (Enter goes back):"
            )
            let parts = typed.split(separator: " ").map(String.init)
            guard !parts.isEmpty else { return }
            guard parts.count == 3 else {
                session.say("Type the date and both currencies: 2026-03-02 USD EUR.")
                return
            }
            try store.prices.delete(day: parts[0], from: parts[1], to: parts[2])
            session.say("Deleted the price of \(parts[0]).")
        default:
            session.say("\"\(DisplayText.singleLine(choice))\" is not a choice: a, i or d.")
        }
    }
}
