internal import SQLiteWrapper

/// Every setting as typed, one text per key: what the Settings screen edits.
public struct SettingsDraft: Sendable, Equatable {
    /// The text of each setting.
    public private(set) var values: [SettingKey: String]

    /// A draft holding `values`; a key left out is its default.
    public init(_ values: [SettingKey: String] = [:]) {
        self.values = values
    }

    /// The text of one setting.
    public subscript(key: SettingKey) -> String {
        get { values[key] ?? key.defaultValue }
        set { values[key] = newValue }
    }
}

/// The settings form contract: every problem of a draft keyed by its setting, and one save
/// (docs/manual.md#forms).
extension Settings {
    /// The settings as stored, as a draft to edit.
    public func draft() throws -> SettingsDraft {
        SettingsDraft(Dictionary(uniqueKeysWithValues: try all().map { ($0.key, $0.value) }))
    }

    /// Every problem of a draft, keyed by setting; the default calendar must exist.
    ///
    /// - Throws: only a storage error.
    public func problems(_ draft: SettingsDraft) throws -> FormProblems<SettingKey, SettingsError> {
        var problems = FormProblems<SettingKey, SettingsError>()
        for key in SettingKey.allCases {
            problems.check(key) { () throws(SettingsError) in _ = try key.validate(draft[key]) }
        }
        let calendar = draft[.defaultCalendar].trimmingWhitespace()
        if problems[.defaultCalendar] == nil, !calendar.isEmpty {
            let found: String? = try database.access {
                try $0.cachedStatement("SELECT name FROM planner_calendars WHERE name = ?")
                    .fetchOne([.text(calendar)])?.get(0)
            }
            if found == nil { problems[.defaultCalendar] = .unknownCalendar(calendar) }
        }
        return problems
    }

    /// Stores the settings whose value differs from the stored one, in one change; nothing
    /// when none does (so an untouched form records no change).
    ///
    /// - Returns: whether anything was written.
    /// - Throws: the first problem of the draft; nothing is written then.
    @discardableResult
    public func save(_ draft: SettingsDraft) throws -> Bool {
        try problems(draft).throwFirst()
        let changed = try SettingKey.allCases.filter { key in
            try value(of: key) != (try? key.validate(draft[key]))
        }.map { (key: $0, text: draft[$0]) }
        if !changed.isEmpty { try set(changed) }
        return !changed.isEmpty
    }
}

extension SettingsError {
    /// What the setting expects, which is what fits beside a field.
    public var reason: String {
        if case .invalidValue(_, _, let expected) = self { return "expected " + expected }
        return description
    }
}
