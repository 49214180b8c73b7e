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
        // Each answer is checked by the core's problems of the edit, field by field.
        let check = { (field: LedgerDraft.Field, text: String) throws(LedgerError) in
            var single = LedgerChanges()
            single[field] = text
            if let problem = LedgerInput.problems(single, today: today, style: style)[field] {
                throw problem
            }
        }
        changes.kind = try askKept("Kind [\(item.kind.rawValue)] (i/e):") {
            try check(.kind, $0)
        }
        changes.name = try askKept("Name [\(DisplayText.singleLine(item.name))]:") {
            try check(.name, $0)
        }
        changes.amount = try askKept("Amount [\(item.amount.plain)]:") {
            try check(.amount, $0)
        }
        changes.date = try askKept("Date [\(item.date)]:") { try check(.date, $0) }
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

    /// Asks a required field: Enter keeps it (nil), `-` is refused (it cannot be cleared),
    /// and any other answer must pass `check`.
    private func askKept(
        _ prompt: String,
        check: @escaping (String) throws -> Void
    ) throws(EndOfInput) -> String? {
        try session.ask(prompt) { answer -> String? in
            switch EditAnswer.parse(answer) {
            case nil: return nil
            case ""?: throw MenuAnswerError.cannotClear
            case let text?:
                try check(text)
                return text
            }
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
