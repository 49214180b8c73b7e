import HomebookCore

extension BudgetMenuActions {
    /// `a`: the item form asked by ``FormAsker``: kind, name, amount, date, category, note.
    ///
    /// Each answer is checked by the core's problems (docs/manual.md#forms): an empty name
    /// goes back; an invalid amount is explained and asked again, Enter keeping it as 0.00
    /// (docs/manual.md#budget). End of input at any prompt saves nothing.
    func add() throws {
        let ledger = session.store.ledger
        var form = FormSession(BudgetItemForm(ledger: ledger, editing: nil, today: session.today()))
        guard let saved = try FormAsker(session: session).ask(&form, new: true), let id = saved.id
        else { return }
        session.say("Added: " + LedgerText.summary(try ledger.get(id), currency: try currency()))
    }
}
