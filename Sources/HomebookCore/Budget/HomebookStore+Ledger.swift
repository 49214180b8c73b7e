extension HomebookStore {
    /// The ledger (budget items) of this store.
    public var ledger: Ledger {
        Ledger(database: connection)
    }
}
