import HomebookCore

extension BudgetMenuActions {
    /// Asks for each field showing its current value: Enter keeps it, `-` clears the
    /// category or the note (docs/manual.md#input-rules). Each answer is checked by the
    /// core as it is typed; an invalid one is asked again, so an edit never zeroes an amount.
    func edit() throws {
        guard let item = try askItem() else { return }
        let currency = try self.currency()
        let style = try session.store.settings.amountStyle()
        let today = session.today()
        session.say(LedgerText.summary(item, currency: currency))
        var changes = LedgerChanges()
        // A required field: Enter keeps it, `-` cannot clear it, and any other answer is
        // asked again while the core's problems of the edit have one for it.
        func askKept(_ prompt: String, _ field: LedgerDraft.Field) throws(EndOfInput) {
            changes[field] = try session.ask(prompt) { answer -> String? in
                switch EditAnswer.parse(answer) {
                case nil: return nil
                case ""?: throw MenuAnswerError.cannotClear
                case let text?:
                    var edit = changes
                    edit[field] = text
                    if let problem = LedgerInput.problems(edit, today: today, style: style)[field] {
                        throw problem
                    }
                    return text
                }
            }
        }
        try askKept("Kind [\(item.kind.rawValue)] (i/e):", .kind)
        try askKept("Name [\(DisplayText.singleLine(item.name))]:", .name)
        try askKept("Amount [\(item.amount.plain)]:", .amount)
        try askKept("Date [\(item.date)]:", .date)
        changes.category = EditAnswer.parse(
            try session.ask("Category [\(DisplayText.singleLine(item.category ?? ""))] (- clears):")
        )
        changes.note = EditAnswer.parse(
            try session.ask("Note [\(DisplayText.singleLine(item.note ?? ""))] (- clears):")
        )
        let ledger = session.store.ledger
        guard
            let (before, saved) = try session.writeShown(
                item,
                retry: "Your answers are kept. Save them over it as it is now?",
                gone: "It was deleted, so your answers cannot be saved to it.",
                reload: { try current(item.id) },
                describe: { LedgerText.summary($0, currency: currency) },
                write: { shown in (shown, try ledger.update(shown, with: changes, today: today)) }
            )
        else { return }
        session.say(
            saved == before
                ? "Nothing changed." : "Saved: " + LedgerText.summary(saved, currency: currency)
        )
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
