internal import SQLiteWrapper

/// Where a member database stands (`homebook sync status`).
public struct HouseholdSyncStatus: Equatable, Sendable {
    /// Another machine of the household, as far as this one has read it.
    public struct Member: Equatable, Sendable {
        public let name: String
        /// Wall-clock milliseconds of its last change applied here.
        public let lastChangeMilliseconds: UInt64
        /// When a file of it was last applied here (UTC).
        public let receivedAt: String?
        /// How far its last applied file's clock was ahead of this machine's wall clock,
        /// when more than five minutes (0 otherwise).
        public let clockAheadMilliseconds: UInt64
    }

    /// A change file kept for a newer homebook.
    public struct Parked: Equatable, Sendable {
        public let path: String
        public let reason: String
    }

    public let name: String
    public let site: String
    public let household: String
    public let folder: String
    public let members: [Member]
    /// Changes recorded here and not yet written to a change file.
    public let waiting: Int64
    public let parked: [Parked]
    /// Unresolved conflicts.
    public let conflicts: Int64
}

/// A field two machines changed without seeing each other's change: the value kept and the
/// one that lost (`homebook sync conflicts`).
public struct HouseholdSyncConflict: Equatable, Sendable {
    public let id: Int64
    public let table: String
    /// The row's identity as text (its gid, uid or key).
    public let row: String
    public let column: String
    public let kept: String
    public let keptBy: String
    public let lost: String
    public let lostBy: String
    public let noticedAt: String

    static func describe(_ value: DatabaseValue?) -> String {
        switch value {
        case nil, .null?: return "(none)"
        case .integer(let number)?: return String(number)
        case .real(let number)?: return String(number)
        case .text(let text)?: return text
        case .blob(let bytes)?:
            return bytes.count == 16
                ? GlobalID(bytes: bytes)?.description ?? Hex.string(bytes) : Hex.string(bytes)
        }
    }
}

extension HouseholdSyncStatus {
    /// The warning for a machine whose clock runs ahead of this one's: its changes are
    /// applied, and count as later than edits made here until this clock passes them.
    public static func clockAheadWarning(name: String, milliseconds: UInt64) -> String {
        let minutes = milliseconds / 60_000
        let skew =
            minutes >= 60 ? "\(minutes / 60) h \(minutes % 60) min" : "\(minutes) min"
        return
            "Warning: the clock of \(DisplayText.singleLine(name)) is \(skew) ahead of this machine's;"
            + " its changes were applied (fix the clock on one of them)."
    }
}
