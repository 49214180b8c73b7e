import HomebookCore

extension BudgetScreen {
    /// Asks for each field showing its current value: empty keeps it, `-` clears the
    /// category or the note.
    func edit(_ session: MenuSession) throws {
        guard let item = try askItem(session) else { return }
        let currency = try session.store.settings.currency()
        session.say(LedgerText.summary(item, currency: currency))
        var changes = LedgerItemChanges()
        changes.kind = try session.ask("Kind [\(item.kind.rawValue)] (i/e):") { answer in
            try Self.parseKind(answer, allowsEmpty: true)
        }
        let name = try session.ask("Name [\(DisplayText.singleLine(item.name))]:")
        if !name.trimmingWhitespace().isEmpty { changes.name = name }
        let parsed = AmountParser.parse(
            try session.ask("Amount [\(item.amount.plain)]:"),
            currency: currency
        )
        changes.amount = parsed.recorded  // missing keeps the amount
        Self.announce(parsed, session)
        changes.date = try session.ask("Date [\(item.date)]:") { answer -> CalendarDate? in
            answer.trimmingWhitespace().isEmpty
                ? nil : try DateInput.parse(answer, today: session.today())
        }
        changes.category = Self.optionalAnswer(
            try session.ask("Category [\(DisplayText.singleLine(item.category ?? ""))] (- clears):")
        )
        changes.note = Self.optionalAnswer(
            try session.ask("Note [\(DisplayText.singleLine(item.note ?? ""))] (- clears):")
        )
        let saved = try session.store.ledger.edit(id: item.id, changes)
        session.say(
            saved == item
                ? "Nothing changed." : "Saved: " + LedgerText.summary(saved, currency: currency)
        )
    }

    /// Asks for confirmation, then deletes the item.
    func delete(_ session: MenuSession) throws {
        guard let item = try askItem(session) else { return }
        let currency = try session.store.settings.currency()
        session.say(LedgerText.summary(item, currency: currency))
        guard try session.confirm("Delete this item?") else {
            session.say("Kept.")
            return
        }
        try session.store.ledger.delete(id: item.id)
        session.say("Deleted.")
    }

    /// An answer for an optional field: empty keeps (nil), `-` clears, anything else sets.
    static func optionalAnswer(_ answer: String) -> String?? {
        switch answer.trimmingWhitespace() {
        case "": return nil
        case "-": return .some(nil)
        default: return .some(answer)
        }
    }
}
