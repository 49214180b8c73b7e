import SQLiteWrapper
import TestSupport
import Testing

/// Changesets built without a session read, apply and invert exactly like recorded ones.
@Suite struct ChangesetBuildingTests {
    static let keys: [Int64] = [7, -3, 0, .max, .min, 1 << 40]

    /// The changeset a session records for inserting `keys` into `keys_only`.
    func recorded(_ keys: [Int64], _ database: Database) throws -> Changeset {
        let session = try Session(database: database)
        try session.attach("keys_only")
        try database.write { db in
            for key in keys { try db.execute("INSERT INTO keys_only VALUES (?)", [.integer(key)]) }
        }
        return try session.changeset()
    }

    func withKeysTable(_ body: (Database) throws -> Void) throws {
        try withDatabase { database, _ in
            try database.execute("CREATE TABLE keys_only (key INTEGER PRIMARY KEY) STRICT")
            try body(database)
        }
    }

    @Test func oneInsertIsByteForByteWhatASessionRecords() throws {
        try withKeysTable { (database: Database) throws in
            for key in Self.keys {
                try database.execute("DELETE FROM keys_only")
                #expect(
                    try recorded([key], database).bytes
                        == Changeset.insertions(into: "keys_only", keys: [key]).bytes
                )
            }
        }
    }

    @Test func manyInsertsReadAsTheSameChangesAsASessionRecords() throws {
        try withKeysTable { (database: Database) throws in
            func inserted(_ changeset: Changeset) throws -> Set<String> {
                var seen: Set<String> = []
                try changeset.forEachChange { change in
                    #expect(change.operation == .insert && change.table == "keys_only")
                    seen.insert("\(change.new)")
                }
                return seen
            }
            let built = Changeset.insertions(into: "keys_only", keys: Self.keys)
            #expect(try inserted(built) == inserted(recorded(Self.keys, database)))
            #expect(try inserted(built).count == Self.keys.count)
        }
    }

    @Test func aBuiltChangesetAppliesInvertsAndConflictsLikeARecordedOne() throws {
        try withKeysTable { (database: Database) throws in
            func stored() throws -> [Int64] {
                try database.fetchAll("SELECT key FROM keys_only ORDER BY key").map {
                    try $0.get(0)
                }
            }
            let built = Changeset.insertions(into: "keys_only", keys: Self.keys)
            try database.write { try built.apply(to: $0) }
            #expect(try stored() == Self.keys.sorted())
            // Applying it again would insert rows that exist: refused, nothing changed.
            #expect(throws: ChangesetConflict.self) {
                try database.write { try built.apply(to: $0) }
            }
            #expect(try stored() == Self.keys.sorted())
            try database.write { try built.inverted().apply(to: $0) }
            #expect(try stored().isEmpty)
            #expect(Changeset.insertions(into: "keys_only", keys: []).isEmpty)
        }
    }

    @Test func followedByKeepsBothChangesetsGroups() throws {
        try withKeysTable { (database: Database) throws in
            try database.execute("CREATE TABLE other (id INTEGER PRIMARY KEY) STRICT")
            let first = Changeset.insertions(into: "other", keys: [1, 2])
            let second = Changeset.insertions(into: "keys_only", keys: [3])
            try database.write { try first.followed(by: second).apply(to: $0) }
            #expect(try database.fetchOne("SELECT count(*) FROM other")?.get(0) == Int64(2))
            #expect(try database.fetchOne("SELECT key FROM keys_only")?.get(0) == Int64(3))
            #expect(first.followed(by: Changeset(bytes: [])) == first)
        }
    }
}
