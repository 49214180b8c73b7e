import Foundation
import HomebookCore
import SQLiteWrapper
import TestSupport
import Testing

/// A machine of a simulated household: its own database file, joined to a shared folder.
struct SyncMachine {
    let path: String
    let name: String

    /// Makes the database and joins it to the household in `folder`.
    static func joined(_ name: String, in root: String, folder: String) throws -> SyncMachine {
        let machine = SyncMachine(path: root + "/" + name + ".sqlite", name: name)
        try machine.with { try $0.householdSync.join(folder: folder, name: name) }
        return machine
    }

    func with<Result>(_ body: (HomebookStore) throws -> Result) throws -> Result {
        try withStore(at: path, body)
    }

    @discardableResult
    func sync(snapshot: Bool = false) throws -> HouseholdSyncReport {
        try with { try $0.householdSync.run(snapshot: snapshot) }
    }

    /// The synced rows as text, ordered by identity (not by local id), plus the totals: equal
    /// on every machine after a full exchange.
    func canonical() throws -> String {
        try with { store in
            var lines: [String] = []
            for row in try store.database.fetchAll(
                """
                SELECT hex(gid), kind, name, amount_cents, date, category, note
                FROM budget_items ORDER BY gid
                """
            ) {
                lines.append("item \(row)")
            }
            for row in try store.database.fetchAll(
                "SELECT hex(gid), name, ingredients, notes, link, servings, last_made FROM recipes ORDER BY gid"
            ) {
                lines.append("recipe \(row)")
            }
            for row in try store.database.fetchAll("SELECT * FROM budget_totals") {
                lines.append("totals \(row)")
            }
            for row in try store.database.fetchAll(
                "SELECT * FROM budget_category_totals ORDER BY month, category"
            ) {
                lines.append("cell \(row)")
            }
            return lines.joined(separator: "\n")
        }
    }

    /// The household folder's change files of every machine.
    static func changeFiles(in folder: String) -> [String] {
        var files: [String] = []
        for household in entries(folder + "/homebook-sync") {
            let path = folder + "/homebook-sync/" + household
            for site in entries(path) {
                for name in entries(path + "/" + site) where name.hasSuffix(".hbc") {
                    files.append(path + "/" + site + "/" + name)
                }
            }
        }
        return files.sorted()
    }

    static func entries(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }
}
