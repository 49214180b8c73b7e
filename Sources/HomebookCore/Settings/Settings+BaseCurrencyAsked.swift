internal import SQLiteWrapper

/// Whether the screens asked the base-currency question (docs/manual.md#currencies): stored
/// with the settings, so a question answered or declined is never asked again in a later run.
/// Not one of the ``SettingKey``s a person types: `settings base-currency` names the currency.
extension Settings {
    /// The stored key (migration 0038).
    static let baseCurrencyAskedKey = "base-currency-asked"

    /// Whether the question was asked (and answered or declined) on this book.
    public func baseCurrencyAsked() throws -> Bool {
        let row = try database.access {
            try $0.cachedStatement("SELECT value FROM settings WHERE key = ?")
                .fetchOne([.text(Self.baseCurrencyAskedKey)])
        }
        return row != nil
    }

    /// Records that the question was asked. Not an undoable change (`undo` takes back what
    /// the person did, not that a question was put), so it is not recorded for undo, nor
    /// for household sync: each machine asks once.
    public func markBaseCurrencyAsked() throws {
        let recorder = UndoRecorder.of(database.database)
        recorder?.isPaused = true
        defer { recorder?.isPaused = false }
        try database.write { db in
            try db.cachedStatement(
                "INSERT INTO settings (key, value) VALUES (?, 'yes') ON CONFLICT (key) DO NOTHING"
            ).execute([.text(Self.baseCurrencyAskedKey)])
        }
    }
}
