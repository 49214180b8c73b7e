internal import SQLiteWrapper

/// The name a bank row's fingerprint is made with (docs/manual.md#interchange): fixed when
/// the account is made, so a rename never makes an old statement's rows new again.
extension Accounts {
    /// The fingerprint name of `account`: nil for the default account (its rows keep the
    /// fingerprints they always had), else the stored one, or the lowercased name while
    /// none is stored (an account made before migration 0040 and never renamed since).
    func fingerprintName(of account: Account) throws -> String? {
        guard account.id != Account.defaultID else { return nil }
        return try database.access { db in try Self.fingerprintName(of: account.id, db) }
    }

    /// The fingerprint name of the account with `id`, nil for the default account.
    static func fingerprintName(of id: Int64, _ db: Database) throws -> String? {
        guard id != Account.defaultID else { return nil }
        guard
            let row = try db.cachedStatement(
                "SELECT name, fingerprint_name FROM accounts WHERE id = ?"
            ).fetchOne([.integer(id)])
        else { return nil }
        if let stored = try row.get(1) as String? { return stored }
        return (try row.get(0) as String).lowercased()
    }

    /// A fingerprint name for a new account called `name`: its lowercased name, unless an
    /// account renamed since holds it (its rows would then count as this one's); a tab and
    /// a number are then added (a tab is never in a name, so no name can take it later).
    static func newFingerprintName(_ name: String, _ db: Database) throws -> String {
        var taken: Set<String> = []
        try db.cachedStatement("SELECT name, fingerprint_name FROM accounts WHERE id <> ?")
            .forEachRow([.integer(Account.defaultID)]) { row in
                let name = (try row.get(0) as String).lowercased()
                taken.insert(try row.get(1) as String? ?? name)
            }
        let base = name.lowercased()
        var candidate = base
        var number = 2
        while taken.contains(candidate) {
            candidate = base + "\t\(number)"
            number += 1
        }
        return candidate
    }

    /// Keeps the name rows were fingerprinted with through a rename: an account without a
    /// stored one stores its name before the rename.
    static func keepFingerprintName(of id: Int64, _ db: Database) throws {
        guard id != Account.defaultID else { return }
        try db.execute(
            """
            UPDATE accounts SET fingerprint_name = ?
            WHERE id = ? AND fingerprint_name IS NULL
            """,
            [.text(try fingerprintName(of: id, db) ?? ""), .integer(id)]
        )
    }
}
