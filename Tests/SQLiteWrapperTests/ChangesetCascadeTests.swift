import SQLiteWrapper
import TestSupport
import Testing

/// Undoing an insert of a parent and its children: the inverse deletes the parent first, and
/// its `ON DELETE CASCADE` takes the children before their own deletes come. That is no
/// conflict (undo of `plan account add` was refused as "changed since").
@Suite struct ChangesetCascadeTests {
    func withFamily(_ body: (Database) throws -> Void) throws {
        try withDatabase { database, _ in
            try database.execute("PRAGMA foreign_keys = ON")
            try database.execute("CREATE TABLE parent (id INTEGER PRIMARY KEY) STRICT")
            try database.execute(
                "CREATE TABLE child (id INTEGER PRIMARY KEY, note TEXT, parent INTEGER NOT NULL"
                    + " REFERENCES parent (id) ON DELETE CASCADE) STRICT"
            )
            try body(database)
        }
    }

    func recorded(_ database: Database, _ change: (Database) throws -> Void) throws -> Changeset {
        let session = try Session(database: database)
        try session.attach("parent")
        try session.attach("child")
        try database.write { db in try change(db) }
        return try session.changeset()
    }

    func count(_ table: String, _ database: Database) throws -> Int64? {
        try database.fetchOne("SELECT count(*) FROM \(table)")?.get(0)
    }

    @Test func anInverseThatDeletesAParentFirstAppliesWhole() throws {
        try withFamily { database in
            let inserted = try recorded(database) { db in
                try db.execute("INSERT INTO parent VALUES (1)")
                try db.execute("INSERT INTO child VALUES (10, 'a', 1), (11, 'b', 1)")
            }
            try database.write { db in try inserted.inverted().apply(to: db) }
            #expect(try count("child", database) == 0)
            #expect(try count("parent", database) == 0)
        }
    }

    @Test func aRowToUpdateThatIsGoneIsStillAConflict() throws {
        try withFamily { database in
            try database.execute("INSERT INTO parent VALUES (1)")
            try database.execute("INSERT INTO child VALUES (10, 'a', 1)")
            let edited = try recorded(database) { db in
                try db.execute("UPDATE child SET note = 'b' WHERE id = 10")
            }
            try database.execute("DELETE FROM child")
            #expect(throws: ChangesetConflict.self) {
                try database.write { db in try edited.apply(to: db) }
            }
            #expect(try count("child", database) == 0)
        }
    }
}
