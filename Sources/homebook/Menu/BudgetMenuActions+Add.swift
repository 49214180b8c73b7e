import HomebookCore

extension BudgetMenuActions {
    /// Asks, in order: kind, name, amount, date, category, note; then saves the item.
    ///
    /// An empty kind goes back; an empty name or amount saves nothing. An invalid amount is
    /// explained and asked again, Enter keeping 0.00 (docs/manual.md#budget). End of input
    /// at any prompt saves nothing.
    func add() throws {
        let today = session.today()
        let kind = try session.ask("Kind (i = income, e = expense; Enter goes back):") {
            answer -> String? in
            if answer.trimmingWhitespace().isEmpty { return nil }
            _ = try LedgerInput.kind(answer)
            return answer
        }
        guard let kind else { return }
        let name = try session.ask("Name:")
        guard !name.trimmingWhitespace().isEmpty else {
            session.say("Nothing saved: the name is empty.")
            return
        }
        guard let amount = try askAmount() else {
            session.say("Nothing saved: the amount is missing.")
            return
        }
        let date = try session.ask("Date (YYYY-MM-DD, today, yesterday; empty = today):") {
            answer in
            if !answer.trimmingWhitespace().isEmpty {
                _ = try LedgerInput.date(answer, today: today)
            }
            return answer
        }
        let draft = LedgerDraft(
            kind: kind,
            name: name,
            amount: amount,
            date: date,
            category: try session.ask("Category (optional):"),
            note: try session.ask("Note (optional):")
        )
        let added = try session.store.ledger.add(draft, today: today)
        session.say("Added: " + LedgerText.summary(added.item, currency: try currency()))
    }

    /// Asks the amount until it is valid, or until Enter accepts 0.00 for an invalid one;
    /// nil when the first answer is empty (the amount is missing).
    private func askAmount() throws -> String? {
        let style = try session.store.settings.amountStyle()
        var answer = try session.ask("Amount:")
        guard !answer.trimmingWhitespace().isEmpty else { return nil }
        while true {
            let (_, warning) = try LedgerInput.amount(answer, style: style)
            guard let warning else { return answer }
            session.warn(LedgerText.retypeAmount(warning))
            let again = try session.ask("Amount:")
            // Enter keeps what was typed, which the core records as 0.00.
            if again.trimmingWhitespace().isEmpty { return answer }
            answer = again
        }
    }
}
