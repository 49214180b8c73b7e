extension HomebookStore {
    /// The planner stored in this database, in the local time zone.
    public var planner: Planner {
        Planner(database: connection)
    }

    /// The planner in a given time zone (tests pin one, so their times do not move).
    package func planner(in zone: LocalZone) -> Planner {
        Planner(database: connection, zone: zone)
    }
}
