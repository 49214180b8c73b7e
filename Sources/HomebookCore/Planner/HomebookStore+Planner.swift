extension HomebookStore {
    /// The planner stored in this database, in the local time zone.
    public var planner: Planner {
        Planner(database: database)
    }
}
