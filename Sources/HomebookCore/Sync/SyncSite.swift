internal import SQLiteWrapper

/// This database's membership of a household (`sync_site`), and its clock.
enum SyncSite {
    /// The membership, as stored.
    struct Membership: Equatable {
        let site: [UInt8]
        let household: String
        let name: String
        let folder: String
        let clock: UInt64
        let lastFileHash: [UInt8]?
    }

    /// The membership, or nil when this database has not joined (the common case, which costs
    /// one lookup in an empty table).
    static func current(_ db: Database) throws -> Membership? {
        guard
            let row = try db.cachedStatement(
                "SELECT site, household, name, folder, clock, last_file_hash FROM sync_site WHERE id = 1"
            ).fetchOne()
        else { return nil }
        return Membership(
            site: try row.get(0),
            household: try row.get(1),
            name: try row.get(2),
            folder: try row.get(3),
            clock: UInt64(bitPattern: try row.get(4)),
            lastFileHash: try row.get(5)
        )
    }

    /// The next clock value for a local change, stored.
    static func tick(_ membership: Membership, _ db: Database) throws -> UInt64 {
        var clock = HybridClock(value: try storedClock(db) ?? membership.clock)
        let value = clock.tick(now: GlobalID.wallClockMilliseconds())
        try store(clock, db)
        return value
    }

    /// Moves the clock past a value read from another machine.
    static func receive(_ remote: UInt64, _ db: Database) throws {
        var clock = HybridClock(value: try storedClock(db) ?? 0)
        clock.receive(remote, now: GlobalID.wallClockMilliseconds())
        try store(clock, db)
    }

    private static func storedClock(_ db: Database) throws -> UInt64? {
        try db.cachedStatement("SELECT clock FROM sync_site WHERE id = 1").fetchOne()
            .map { UInt64(bitPattern: try $0.get(0)) }
    }

    private static func store(_ clock: HybridClock, _ db: Database) throws {
        try db.cachedStatement("UPDATE sync_site SET clock = ? WHERE id = 1")
            .execute([.integer(Int64(bitPattern: clock.value))])
    }
}
