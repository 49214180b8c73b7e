import HomebookCore

extension BudgetScreen {
    /// Asks, in order: kind, name, amount, date, category, note; then saves the item.
    ///
    /// An empty name or amount saves nothing; an invalid amount is saved as 0.00 and the
    /// screen says why. End of input at any prompt saves nothing.
    func add(_ session: MenuSession) throws {
        let currency = try session.store.settings.currency()
        let kind = try session.ask("Kind (i = income, e = expense):") { answer -> LedgerKind in
            guard let kind = try Self.parseKind(answer, allowsEmpty: false) else {
                throw BudgetMenuError.notAKind(answer)
            }
            return kind
        }
        let name = try session.ask("Name:")
        guard !name.trimmingWhitespace().isEmpty else {
            session.say("Nothing saved: the name is empty.")
            return
        }
        let parsed = AmountParser.parse(try session.ask("Amount:"), currency: currency)
        guard let amount = parsed.recorded else {
            session.say("Nothing saved: the amount is missing.")
            return
        }
        Self.announce(parsed, session)
        let date = try session.ask("Date (YYYY-MM-DD, today, yesterday; empty = today):") {
            answer in
            answer.trimmingWhitespace().isEmpty
                ? session.today() : try DateInput.parse(answer, today: session.today())
        }
        let category = try session.ask("Category (optional):")
        let note = try session.ask("Note (optional):")
        let item = try session.store.ledger.add(
            NewLedgerItem(
                kind: kind,
                name: name,
                amount: amount,
                date: date,
                category: category,
                note: note
            )
        )
        session.say("Added: " + LedgerText.summary(item, currency: currency))
    }
}
