internal import SQLiteWrapper

/// Derives the one-line description of a change from its changeset: `add expense "Milk"
/// 1.29`, `delete recipe "Soup"`, `set currency to "€"`, or for a table it does not know
/// (a module added later) `change 3 rows`. A domain that knows better says it with
/// ``UndoRecorder/describe(_:in:)`` (e.g. a recipe's delete names the meals it unlinks).
enum UndoDescription {
    /// `import of 1,000 budget items from bank.csv` (the file's name without its folder), or
    /// of `events` with `noun` "event".
    static func importOf(_ count: Int, from path: String?, noun: String = "budget item") -> String {
        let noun = count == 1 ? noun : noun + "s"
        let file = path.map { " from " + String($0.split(separator: "/").last ?? Substring($0)) }
        return "import of \(grouped(count)) \(noun)\(file ?? "")"
    }

    /// `1,000,000`: digits with a comma before every group of three from the right.
    private static func grouped(_ number: Int) -> String {
        let digits = String(number)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result += "," }
            result.append(digit)
        }
        return result
    }

    /// Describes `changeset`; `db` supplies unchanged columns of an edited row.
    static func derive(from changeset: Changeset, _ db: Database) throws -> String {
        var changes: [ChangesetChange] = []
        var total = 0
        var kinds: Set<String> = []
        var details: [ChangesetChange] = []
        try changeset.forEachChange { change in
            // A skipped occurrence belongs to its event: the event's change names it.
            if detailTables.contains(change.table) {
                if details.count < 2 { details.append(change) }
                return
            }
            total += 1
            kinds.insert("\(change.operation) \(change.table)")
            // A few are enough to name the change; a delete of many rows is only counted.
            if changes.count < 8 { changes.append(change) }
        }
        // Saving a conversion also prunes old ones: the insert is what the person did.
        let main = changes.first { $0.operation == .insert } ?? changes.first
        guard let main else {
            guard let detail = details.first else { return "change nothing" }
            return try details.count == 1
                ? skippedOccurrence(detail, db) : "change skipped occurrences"
        }
        let row = try values(of: main, db)
        let specific =
            total == 1 || main.table == "conversions" ? try phrase(main, row, db) : nil
        if let specific { return specific }
        // Many rows of one kind: `add 12 events`, `delete 3 budget items`.
        if kinds.count == 1 {
            return "\(verb(main.operation)) \(total) \(noun(main.table, plural: total != 1))"
        }
        let tables = Set(changes.map { noun($0.table, plural: true) }).sorted()
            .joined(separator: ", ")
        return "change \(total) row\(total == 1 ? "" : "s") of \(tables)"
    }

    /// `skip 2026-03-09 of event "Standup"` (or `restore …` when the change brings it back).
    private static func skippedOccurrence(
        _ change: ChangesetChange,
        _ db: Database
    ) throws
        -> String
    {
        let row = try values(of: change, db)
        guard case .integer(let id)? = row["event_id"], case .text(let day)? = row["day"] else {
            return "change a skipped occurrence"
        }
        let title: String? = try db.fetchOne(
            "SELECT title FROM planner_events WHERE id = ?",
            [.integer(id)]
        )?.get(0)
        let verb = change.operation == .delete ? "restore" : "skip"
        return "\(verb) \(day) of event \(quoted(title ?? "#\(id)"))"
    }

    /// Tables whose rows only detail a row of another table.
    private static let detailTables: Set<String> = [
        "planner_event_exceptions", "planner_event_extra_dates",
    ]

    /// What a person calls a row of `table`: `budget item`, `event`; `row` for one this does
    /// not know.
    private static func noun(_ table: String, plural: Bool) -> String {
        let nouns = [
            "budget_items": "budget item", "recipes": "recipe", "conversions": "conversion",
            "settings": "setting", "planner_events": "event", "planner_calendars": "calendar",
            "import_mappings": "import mapping",
        ]
        // A table no domain names here is counted in rows, never shown by its own name.
        guard let noun = nouns[table] else { return plural ? "rows" : "row" }
        return plural ? noun + "s" : noun
    }

    private static func verb(_ operation: ChangesetChange.Operation) -> String {
        switch operation {
        case .insert: return "add"
        case .delete: return "delete"
        case .update: return "edit"
        }
    }

    /// The phrase for one row of a known table, or nil.
    private static func phrase(
        _ change: ChangesetChange,
        _ row: [String: DatabaseValue],
        _ db: Database
    ) throws -> String? {
        let verb = verb(change.operation)
        switch change.table {
        case "recipes":
            guard case .text(let name)? = row["name"] else { return nil }
            if change.operation == .update, try changedColumns(change, db) == ["last_made"],
                case .text(let day)? = row["last_made"]
            {
                return "mark recipe \(quoted(name)) made on \(day)"
            }
            return "\(verb) recipe \(quoted(name))"
        case "conversions":
            guard case .text(let value)? = row["value_text"], case .text(let unit)? = row["unit"]
            else { return nil }
            return "\(verb == "add" ? "save" : verb) conversion \(value) \(unit)"
        case "planner_events":
            guard case .text(let title)? = row["title"] else { return nil }
            return "\(verb) event \(quoted(title))"
        case "planner_calendars":
            guard case .text(let name)? = row["name"] else { return nil }
            return "\(verb) calendar \(quoted(name))"
        case "settings":
            guard case .text(let key)? = row["key"] else { return nil }
            guard change.operation != .delete, case .text(let value)? = row["value"] else {
                return "reset \(key)"
            }
            return "set \(key) to \(quoted(value))"
        default:
            return nil
        }
    }

    /// The row's values by column name: the changeset's, completed from the table for an edit.
    private static func values(
        of change: ChangesetChange,
        _ db: Database
    ) throws -> [String: DatabaseValue] {
        let names = try columnNames(change.table, db)
        var row: [String: DatabaseValue] = [:]
        if change.operation == .update {
            // Unchanged columns are not in an update's record: read them from the row as it
            // is now, found by its primary key.
            let keyNames = zip(names, change.primaryKey).filter(\.1).map(\.0)
            let condition = keyNames.map { UndoBulk.quoted($0) + " = ?" }
                .joined(separator: " AND ")
            if !keyNames.isEmpty, keyNames.count == change.key.count,
                let current = try db.fetchOne(
                    "SELECT * FROM \(UndoBulk.quoted(change.table)) WHERE \(condition)",
                    change.key
                )
            {
                for (name, value) in zip(current.columnNames, current.values) { row[name] = value }
            }
        }
        let source = change.operation == .delete ? change.old : change.new
        for (name, value) in zip(names, source) {
            if let value { row[name] = value }
        }
        return row
    }

    /// The names of the non-key columns an update changed.
    private static func changedColumns(
        _ change: ChangesetChange,
        _ db: Database
    ) throws -> Set<String> {
        let names = try columnNames(change.table, db)
        var changed: Set<String> = []
        for (index, name) in names.enumerated()
        where index < change.new.count && change.new[index] != nil && !change.primaryKey[index] {
            changed.insert(name)
        }
        return changed
    }

    private static func columnNames(_ table: String, _ db: Database) throws -> [String] {
        try db.fetchAll("SELECT name FROM pragma_table_info(?) ORDER BY cid", [.text(table)])
            .map { try $0.get(0) }
    }

    private static func quoted(_ text: String) -> String {
        "\"" + text + "\""
    }
}
