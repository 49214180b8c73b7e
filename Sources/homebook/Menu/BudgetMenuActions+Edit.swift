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
        changes.kind = try askKept("Kind [\(item.kind.rawValue)] (i/e):") {
            _ = try LedgerInput.kind($0)
        }
        changes.name = try askKept("Name [\(DisplayText.singleLine(item.name))]:") {
            _ = try LedgerInput.name($0)
        }
        changes.amount = try askKept("Amount [\(item.amount.plain)]:") {
            _ = try LedgerInput.newAmount($0, style: style)
        }
        changes.date = try askKept("Date [\(item.date)]:") {
            _ = try LedgerInput.date($0, today: today)
        }
        changes.category = EditAnswer.parse(
            try session.ask("Category [\(DisplayText.singleLine(item.category ?? ""))] (- clears):")
        )
        changes.note = EditAnswer.parse(
            try session.ask("Note [\(DisplayText.singleLine(item.note ?? ""))] (- clears):")
        )
        let saved = try session.store.ledger.update(item.id, with: changes, today: today)
        session.say(
            saved == item
                ? "Nothing changed." : "Saved: " + LedgerText.summary(saved, currency: currency)
        )
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
        try session.store.ledger.delete(item.id)
        session.say("Deleted.")
    }
}
