import HomebookCore

extension BudgetMenuActions {
    /// `n`: sets a category's monthly target through the core's form, asked field by field
    /// (docs/manual.md#budget-targets).
    func setTarget() throws {
        var form = FormSession(
            BudgetTargetForm(ledger: session.store.ledger, today: session.today())
        )
        guard let saved = try FormAsker(session: session).ask(&form) else { return }
        session.say(saved.note)
    }

    /// `m`: renames a category or a branch (onto an existing name: merges), through the
    /// core's form (docs/manual.md#categories).
    func renameCategory() throws {
        var form = FormSession(CategoryRenameForm(ledger: session.store.ledger))
        guard let saved = try FormAsker(session: session).ask(&form) else { return }
        session.say(saved.note)
    }
}
