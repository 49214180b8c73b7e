/// Edits and deletes of an item as a screen showed it (docs/manual.md#storage): refused when
/// it changed elsewhere since, so an edit never lands on something the person did not see.
extension Ledger {
    /// Validates the changes typed and applies them to the item `shown`, which must still be
    /// stored as it was shown.
    ///
    /// - Throws: ``LedgerError/changedElsewhere(id:deleted:)`` when it is not (nothing is
    ///   saved), or what ``update(_:with:today:)`` throws.
    @discardableResult
    public func update(
        _ shown: LedgerItem,
        with changes: LedgerChanges,
        today: CalendarDate
    ) throws -> LedgerItem {
        // Read in the item's account's currency (docs/manual.md#currencies).
        let typed = try LedgerInput.changes(
            changes,
            today: today,
            style: amountStyle(ofItem: shown.id)
        )
        return try update(shown.id, applying: typed, shown: shown)
    }

    /// Deletes the item `shown`, which must still be stored as it was shown.
    ///
    /// - Throws: ``LedgerError/changedElsewhere(id:deleted:)`` when it is not.
    @discardableResult
    public func delete(_ shown: LedgerItem) throws -> LedgerItem {
        try delete(shown.id, shown: shown)
    }

    /// The stored item, inside the caller's write transaction; when `shown` is given, it
    /// must still exist and (with `sameValues`) equal it.
    func current(_ id: Int64, shown: LedgerItem?, sameValues: Bool = true) throws -> LedgerItem {
        guard let shown else { return try get(id) }
        let stored: LedgerItem
        do {
            stored = try get(id)
        } catch LedgerError.notFound {
            throw LedgerError.changedElsewhere(id: id, deleted: true)
        }
        guard stored == shown || !sameValues else {
            throw LedgerError.changedElsewhere(id: id, deleted: false)
        }
        return stored
    }
}
