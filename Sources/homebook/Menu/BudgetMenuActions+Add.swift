import HomebookCore

extension BudgetMenuActions {
    /// Asks, in order: kind, name, amount, date, category, note; then saves the item.
    ///
    /// Each answer is checked by the core's problems of the draft (docs/manual.md#forms):
    /// an empty kind goes back; an empty name or amount saves nothing; an invalid amount is
    /// explained and asked again, Enter keeping it as 0.00 (docs/manual.md#budget); a bad
    /// date is asked again. End of input at any prompt saves nothing.
    func add() throws {
        let today = session.today()
        let style = try session.store.settings.amountStyle()
        var draft = LedgerDraft(kind: "", name: "", amount: "", invalidAmountRecordsZero: false)
        func problem(_ field: LedgerDraft.Field) -> LedgerError? {
            LedgerInput.problems(draft, today: today, style: style)[field]
        }
        func askUntilAccepted(_ prompt: String, _ field: LedgerDraft.Field) throws(EndOfInput) {
            repeat {
                draft[field] = try session.ask(prompt)
                if field == .kind, draft.kind.trimmingWhitespace().isEmpty { return }
                guard let problem = problem(field) else { return }
                session.show(problem)
            } while true
        }
        try askUntilAccepted("Kind (i = income, e = expense; Enter goes back):", .kind)
        guard !draft.kind.trimmingWhitespace().isEmpty else { return }
        draft.name = try session.ask("Name:")
        if let problem = problem(.name) {
            session.say("Nothing saved: \(problem.reason).")
            return
        }
        draft.amount = try session.ask("Amount:")
        while let problem = problem(.amount) {
            guard case .invalidAmountRefused(let invalid) = problem else {
                session.say("Nothing saved: \(problem.reason).")
                return
            }
            session.warn(LedgerText.retypeAmount(invalid))
            let again = try session.ask("Amount:")
            // Enter keeps what was typed, which the core then records as 0.00.
            if again.trimmingWhitespace().isEmpty {
                draft.invalidAmountRecordsZero = true
            } else {
                draft.amount = again
            }
        }
        try askUntilAccepted("Date (YYYY-MM-DD, today, yesterday; empty = today):", .date)
        draft.category = try session.ask("Category (optional):")
        draft.note = try session.ask("Note (optional):")
        let added = try session.store.ledger.add(draft, today: today)
        session.say("Added: " + LedgerText.summary(added.item, currency: try currency()))
    }
}
