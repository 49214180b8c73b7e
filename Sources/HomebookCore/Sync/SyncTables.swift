internal import SQLiteWrapper

/// What household sync carries, table by table (docs/manual.md#household-sync).
enum SyncTables {
    /// How a synced table's rows are known on every machine.
    enum Identity: Equatable {
        /// By the `gid` column (migration 0029); the integer `id` stays local.
        case gid
        /// By another unique column (events: their iCalendar uid).
        case unique(String)
        /// By their primary key, which means the same thing everywhere (a setting's name).
        case naturalKey
    }

    /// A column holding another row's local id, which travels as that row's identity.
    struct Reference {
        let table: String
        /// The referenced table's identity column (`gid` or `uid`).
        let identity: String
    }

    /// The synced tables and their identity. Never synced: the undo log, caches (weather,
    /// CalDAV), derived totals, unit conversions (a history of this machine's questions).
    static let identities: [String: Identity] = [
        "budget_items": .gid, "recipes": .gid, "budget_schedules": .gid,
        "planner_calendars": .gid, "import_rules": .gid,
        "planner_events": .unique("uid"),
        "budget_schedule_occurrences": .naturalKey, "planner_event_exceptions": .naturalKey,
        "planner_event_extra_dates": .naturalKey,
        "import_mappings": .naturalKey, "imported_bank_rows": .naturalKey,
        "budget_targets": .naturalKey, "food_aisles": .naturalKey, "shopping_checks": .naturalKey,
        "settings": .naturalKey,
        "accounts": .gid, "currencies": .naturalKey, "base_currency": .naturalKey,
        "budget_transfers": .gid, "import_transfer_rules": .gid,
        "prices": .gid,
    ]

    /// Local-id columns and what they point to.
    static let references: [String: [String: Reference]] = [
        "planner_events": [
            "calendar_id": Reference(table: "planner_calendars", identity: "gid"),
            "recipe_id": Reference(table: "recipes", identity: "gid"),
        ],
        "planner_event_exceptions": [
            "event_id": Reference(table: "planner_events", identity: "uid")
        ],
        "planner_event_extra_dates": [
            "event_id": Reference(table: "planner_events", identity: "uid")
        ],
        "budget_items": [
            "account_id": Reference(table: "accounts", identity: "gid")
        ],
        "budget_schedules": [
            "account_id": Reference(table: "accounts", identity: "gid")
        ],
        "budget_transfers": [
            "from_account_id": Reference(table: "accounts", identity: "gid"),
            "to_account_id": Reference(table: "accounts", identity: "gid"),
        ],
        "import_transfer_rules": [
            "account_id": Reference(table: "accounts", identity: "gid")
        ],
        "budget_schedule_occurrences": [
            "schedule_id": Reference(table: "budget_schedules", identity: "gid"),
            "item_id": Reference(table: "budget_items", identity: "gid"),
        ],
    ]

    /// Columns that stay on each machine: local ids and identities, and what triggers derive.
    static let localColumns: Set<String> = ["id", "gid", "ingredient_parse"]

    /// Settings that belong to one screen and keyboard, not the household.
    static let deviceSettings: Set<String> = ["precision", "decimal-comma", "weather-provider"]

    /// The column names of `table`, in order.
    static func columns(of table: String, _ db: Database) throws -> [String] {
        var names: [String] = []
        try db.cachedStatement("SELECT name FROM pragma_table_info(?) ORDER BY cid")
            .forEachRow([.text(table)]) { row in names.append(try row.get(0)) }
        return names
    }

    /// The travelling value of a reference: the identity of the row `id` points to.
    static func identity(
        of reference: Reference,
        id: DatabaseValue,
        _ db: Database
    ) throws
        -> DatabaseValue
    {
        guard case .integer(let local) = id else { return .null }
        let row = try db.cachedStatement(
            "SELECT \(reference.identity) FROM \(UndoBulk.quoted(reference.table)) WHERE id = ?"
        ).fetchOne([.integer(local)])
        return try row?.get(0) ?? .null
    }
}
