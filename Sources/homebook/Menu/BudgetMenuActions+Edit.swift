import HomebookCore

extension BudgetMenuActions {
    /// `e`: the item form on a stored item, asked by ``FormAsker``: Enter keeps a value,
    /// `-` empties the category or the note; an edit never records 0.00.
    func edit() throws {
        guard let item = try askItem() else { return }
        let currency = try self.currency()
        session.say(LedgerText.summary(item, currency: currency))
        let ledger = session.store.ledger
        var form = FormSession(
            BudgetItemForm(ledger: ledger, editing: item, today: session.today())
        )
        guard let saved = try FormAsker(session: session).ask(&form) else { return }
        guard saved.id != nil, form.isChanged else {
            session.say("Nothing changed.")
            return
        }
        session.say("Saved: " + LedgerText.summary(try ledger.get(item.id), currency: currency))
    }

    /// The item with this id as stored now, or nil when it is gone.
    private func current(_ id: Int64) throws -> LedgerItem? {
        do {
            return try session.store.ledger.get(id)
        } catch LedgerError.notFound {
            return nil
        }
    }

    /// Asks for confirmation, then deletes the item.
    func delete() throws {
        guard let item = try askItem() else { return }
        let currency = try self.currency()
        session.say(LedgerText.summary(item, currency: currency))
        guard try session.confirm("Delete this item?") else {
            session.say("Kept.")
            return
        }
        let ledger = session.store.ledger
        let deleted = try session.writeShown(
            item,
            retry: "Delete it as it is now?",
            gone: "It was deleted already.",
            reload: { try current(item.id) },
            describe: { LedgerText.summary($0, currency: currency) },
            write: { try ledger.delete($0) }
        )
        if deleted != nil { session.say("Deleted.") }
    }
}
