import Foundation
import HomebookCore
import SQLiteWrapper
import TestSupport
import Testing

@Suite struct SchemaTests {
    /// The top-level migrations/ folder, found from this file's path.
    static let migrationsFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("migrations").path

    @Test func theEmbeddedMigrationsAreExactlyTheFilesOnDisk() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.migrationsFolder)
            .filter { $0.hasSuffix(".sql") }.sorted()
        let embedded = HomebookSchema.embeddedFiles
        #expect(embedded.map(\.name) == names)
        for (file, migration) in zip(embedded, HomebookSchema.migrations()) {
            let onDisk = try String(
                contentsOfFile: Self.migrationsFolder + "/" + file.name,
                encoding: .utf8
            )
            #expect(file.sql == onDisk, "\(file.name) is stale in the binary")
            // The build tool reads names and hashes as the migrator does, so an edited file
            // is still noticed: version, name, SQL and checksum as read from disk here.
            #expect(migration == Migration(fileName: file.name, sql: onDisk), "\(file.name)")
        }
    }

    @Test func migrationsAreNumberedOneByOneWithoutGaps() throws {
        let versions = HomebookSchema.migrations().map(\.version)
        #expect(versions == Array(1...Int64(versions.count)))
    }

    @Test func everyTableIsStrictAndForeignKeysHold() throws {
        try withTemporaryStore(named: "schema.sqlite") { store, folder throws in
            let tables = try store.database.fetchAll("PRAGMA table_list").compactMap {
                row -> String? in
                let name: String = try row.get("name")
                let type: String = try row.get("type")
                let strict: Int64 = try row.get("strict")
                let schema: String = try row.get("schema")
                // FTS5 virtual tables and their shadow tables cannot be STRICT.
                guard schema == "main", type == "table", !name.hasPrefix("sqlite_"),
                    !name.contains("_fts")
                else { return nil }
                return strict == 1 ? nil : name
            }
            #expect(tables.isEmpty, "not STRICT: \(tables)")
            #expect(try store.check().isEmpty)
        }
    }
}
