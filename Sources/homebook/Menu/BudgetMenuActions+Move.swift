import HomebookCore

extension BudgetMenuActions {
    /// `f`: the transfer form asked by ``FormAsker``: from, to, amount, what arrived (between
    /// currencies), date, note (docs/manual.md#transfers); then the two balances.
    func transfer() throws {
        let store = session.store
        var form = FormSession(TransferForm(store: store, today: session.today()))
        guard let saved = try FormAsker(session: session).ask(&form, new: true), let id = saved.id
        else { return }
        session.say("Transfer \(id): " + saved.note + ".")
        let moved = try store.transfers.get(id)
        let decimalComma = try store.settings.decimalComma()
        for entry in try store.accounts.list()
        where entry.account.id == moved.from.id || entry.account.id == moved.to.id {
            session.say(
                "Balance of “\(DisplayText.singleLine(entry.account.name))”: "
                    + DisplayText.singleLine(
                        entry.account.currency.formatted(entry.balance, decimalComma: decimalComma)
                    )
            )
        }
    }
}
