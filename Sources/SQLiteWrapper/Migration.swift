/// One schema change: a numbered SQL script, applied once, in order.
///
/// Migrations come from files named `NNNN_snake_case_name.sql`; the number is the version.
public struct Migration: Sendable, Equatable {
    /// The version, from the file name's leading number.
    public let version: Int64
    /// The file name without its number and extension, e.g. `create_recipes`.
    public let name: String
    /// The SQL script.
    public let sql: String
    /// A fingerprint of the SQL text (see ``checksum(of:)``), recorded when applied, so an
    /// edited migration is noticed.
    public let checksum: String

    /// Creates a migration from its parts; `checksum` is given when it was computed ahead
    /// (as when the migrations were embedded at build time), else computed from `sql`.
    public init(version: Int64, name: String, sql: String, checksum: String? = nil) {
        self.version = version
        self.name = name
        self.sql = sql
        self.checksum = checksum ?? Self.checksum(of: sql)
    }

    /// Parses a file name such as `0001_create_recipes.sql` together with its contents.
    ///
    /// - Returns: nil when the name does not have the `NNNN_name.sql` form.
    public init?(fileName: String, sql: String, checksum: String? = nil) {
        guard fileName.hasSuffix(".sql") else { return nil }
        let stem = fileName.dropLast(4)
        guard let separator = stem.firstIndex(of: "_") else { return nil }
        let digits = stem[..<separator]
        let name = stem[stem.index(after: separator)...]
        // Bytes, not Characters: every command reads every name when it opens the file.
        guard !digits.isEmpty, digits.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
            let version = Int64(digits), version > 0, !name.isEmpty
        else { return nil }
        self.init(version: version, name: String(name), sql: sql, checksum: checksum)
    }

    /// The fingerprint of a migration's SQL text: 64-bit FNV-1a over its UTF-8 bytes, as 16
    /// hexadecimal digits. The build tool `embed-migrations` computes the same ahead.
    public static func checksum(of sql: String) -> String {
        // Hash the bytes in place rather than walking the string's UTF-8 view one index at
        // a time.
        var text = sql
        let hash = text.withUTF8 { bytes in
            bytes.reduce(0xcbf2_9ce4_8422_2325 as UInt64) { hash, byte in
                (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            }
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
