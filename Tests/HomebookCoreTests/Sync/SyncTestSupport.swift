import Foundation
import HomebookCore
import SQLiteWrapper
import TestSupport
import Testing

/// A machine of a simulated household: its own database file, joined to a shared folder.
struct SyncMachine {
    let path: String
    let name: String
    /// The store kept open between actions (``keptOpen()``), or nil: each action opens it.
    var store: HomebookStore? = nil

    /// Makes the database and joins it to the household in `folder`.
    ///
    /// The database starts as a copy of one migrated once per test process: migrating a new
    /// book each time was most of a simulated run's cost (thousands of runs in CI).
    static func joined(_ name: String, in root: String, folder: String) throws -> SyncMachine {
        let machine = SyncMachine(path: root + "/" + name + ".sqlite", name: name)
        try FileManager.default.copyItem(atPath: try template.get(), toPath: machine.path)
        try machine.with { try $0.householdSync.join(folder: folder, name: name) }
        return machine
    }

    /// A new, migrated, closed book (no `-wal` left), made once.
    private static let template = Result<String, any Error> {
        let folder = NSTemporaryDirectory() + "homebook-sync-template-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/template.sqlite"
        if !FileManager.default.fileExists(atPath: path) {
            try withStore(at: path) { _ in }
        }
        // Removed when the test process ends.
        atexit {
            try? FileManager.default.removeItem(
                atPath: NSTemporaryDirectory() + "homebook-sync-template-\(getpid())"
            )
        }
        return path
    }

    /// This machine with its store open until ``close()``, as the full-screen app keeps it:
    /// opening and closing the store around each action was most of a simulated run.
    func keptOpen() throws -> SyncMachine {
        var machine = self
        machine.store = try HomebookStore.open(path: path)
        return machine
    }

    /// Closes the store ``keptOpen()`` opened.
    func close() {
        try? store?.close()
    }

    func with<Result>(_ body: (HomebookStore) throws -> Result) throws -> Result {
        if let store { return try body(store) }
        return try withStore(at: path, body)
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
                // Per account by its global id: local ids may differ between machines.
                """
                SELECT c.month, c.category, hex(a.gid), c.income_cents, c.expense_cents,
                       c.income_count, c.expense_count
                FROM budget_category_totals c JOIN accounts a ON a.id = c.account_id
                ORDER BY 1, 2, 3
                """
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

extension SyncMachine {
    /// Every synced table (docs/manual.md#household-sync, "What travels") by identity.
    static let syncedTables = [
        "accounts", "currencies", "base_currency", "budget_items", "recipes", "budget_schedules",
        "budget_schedule_occurrences", "planner_calendars", "planner_events",
        "planner_event_exceptions", "planner_event_extra_dates", "import_rules",
        "import_mappings", "imported_bank_rows", "budget_targets", "food_aisles",
        "shopping_checks", "settings",
    ]

    /// Local-id columns and the identity of the row each points to.
    static let references: [String: (table: String, identity: String)] = [
        "calendar_id": ("planner_calendars", "gid"), "recipe_id": ("recipes", "gid"),
        "event_id": ("planner_events", "uid"), "account_id": ("accounts", "gid"),
        "schedule_id": ("budget_schedules", "gid"), "item_id": ("budget_items", "gid"),
    ]

    /// Every synced table's rows as sorted text, local ids replaced by the identity of what
    /// they point to, plus the totals: equal on every machine once they have converged.
    func everything() throws -> String {
        try with { store in
            var lines: [String] = []
            for table in Self.syncedTables {
                let columns = try store.database.fetchAll(
                    "SELECT name FROM pragma_table_info(?) ORDER BY cid",
                    [.text(table)]
                ).map { try $0.get(0) as String }.filter { $0 != "id" && $0 != "ingredient_parse" }
                let selected = columns.map { column -> String in
                    guard let target = Self.references[column] else {
                        return column == "gid" ? "hex(gid)" : "\"\(column)\""
                    }
                    return "(SELECT hex(r.\(target.identity)) FROM \(target.table) r "
                        + "WHERE r.id = t.\(column))"
                }
                var rows: [String] = []
                let filter =
                    table == "settings"
                    ? " WHERE key NOT IN ('precision', 'decimal-comma', 'weather-provider')" : ""
                for row in try store.database.fetchAll(
                    "SELECT \(selected.joined(separator: ", ")) FROM \(table) t" + filter
                ) {
                    rows.append("\(table) \(row)")
                }
                lines += rows.sorted()
            }
            for row in try store.database.fetchAll("SELECT * FROM budget_totals") {
                lines.append("totals \(row)")
            }
            for row in try store.database.fetchAll(
                // Per account by its global id: local ids may differ between machines.
                """
                SELECT c.month, c.category, hex(a.gid), c.income_cents, c.expense_cents,
                       c.income_count, c.expense_count
                FROM budget_category_totals c JOIN accounts a ON a.id = c.account_id
                ORDER BY 1, 2, 3
                """
            ) {
                lines.append("cell \(row)")
            }
            return lines.joined(separator: "\n")
        }
    }
}
