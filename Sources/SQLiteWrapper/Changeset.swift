import CSQLite

/// A set of row changes recorded by a ``Session``, in SQLite's changeset format.
///
/// A changeset can be inverted (inserts become deletes, updates swap old and new values)
/// and applied to a connection; applying it refuses any row whose current values are not
/// the ones the changeset expects.
///
/// Related SQLite documentation: <https://www.sqlite.org/session/changeset_apply.html>
public struct Changeset: Equatable, Sendable {
    /// The changeset's bytes, as stored.
    public let bytes: [UInt8]

    /// Wraps stored bytes.
    public init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Whether it holds no change.
    public var isEmpty: Bool {
        bytes.isEmpty
    }

    /// The changeset that reverts this one.
    public func inverted() throws -> Changeset {
        guard !bytes.isEmpty else { return self }
        var size: Int32 = 0
        var output: UnsafeMutableRawPointer?
        var input = bytes
        let code = input.withUnsafeMutableBytes { buffer in
            sqlite3changeset_invert(Int32(buffer.count), buffer.baseAddress, &size, &output)
        }
        defer { sqlite3_free(output) }
        guard code == SQLITE_OK else {
            throw SQLiteError(
                code: ResultCode(rawValue: code),
                message: "cannot invert a changeset"
            )
        }
        guard let output, size > 0 else { return Changeset(bytes: []) }
        return Changeset(bytes: Array(UnsafeRawBufferPointer(start: output, count: Int(size))))
    }

    /// Applies every change to `database`, or none of them.
    ///
    /// A delete of a row that is already gone is skipped, not a conflict: a foreign key's
    /// `ON DELETE CASCADE` removes it when the changeset deletes its parent first.
    ///
    /// - Throws: ``ChangesetConflict`` when a row to update is missing, a row to insert is
    ///   already present, a row holds other values than expected, or a change breaks a
    ///   constraint (every change is then undone);
    ///   an ``SQLiteError`` for any other failure.
    public func apply(to database: Database) throws {
        guard !bytes.isEmpty else { return }
        var input = bytes
        var conflict: Int32 = 0
        let code = input.withUnsafeMutableBytes { buffer in
            csqlite_changeset_apply_or_abort(
                database.handle,
                Int32(buffer.count),
                buffer.baseAddress,
                &conflict
            )
        }
        if conflict != 0 {
            throw ChangesetConflict(kind: ChangesetConflict.Kind(code: conflict))
        }
        try database.check(code)
    }

    /// Calls `body` with each change, in order.
    public func forEachChange(_ body: (ChangesetChange) throws -> Void) throws {
        guard !bytes.isEmpty else { return }
        var input = bytes
        try input.withUnsafeMutableBytes { buffer in
            var iterator: OpaquePointer?
            var code = sqlite3changeset_start(&iterator, Int32(buffer.count), buffer.baseAddress)
            guard code == SQLITE_OK, let iterator else {
                throw SQLiteError(
                    code: ResultCode(rawValue: code),
                    message: "cannot read a changeset"
                )
            }
            defer { sqlite3changeset_finalize(iterator) }
            while true {
                code = sqlite3changeset_next(iterator)
                guard code == SQLITE_ROW else { break }
                try body(ChangesetChange(iterator: iterator))
            }
            guard code == SQLITE_DONE else {
                throw SQLiteError(code: ResultCode(rawValue: code), message: "a damaged changeset")
            }
        }
    }
}

/// Applying a changeset stopped at a row that did not match; nothing was applied.
public struct ChangesetConflict: Error, Equatable, Sendable, CustomStringConvertible {
    /// What did not match.
    public enum Kind: Sendable, Equatable {
        /// A row to update or delete holds other values than expected.
        case data
        /// A row to update or delete is missing.
        case notFound
        /// A row to insert already exists.
        case conflict
        /// A change would break a NOT NULL, CHECK or UNIQUE constraint.
        case constraint
        /// The result would break a foreign key.
        case foreignKey

        init(code: Int32) {
            switch code {
            case SQLITE_CHANGESET_DATA: self = .data
            case SQLITE_CHANGESET_NOTFOUND: self = .notFound
            case SQLITE_CHANGESET_CONFLICT: self = .conflict
            case SQLITE_CHANGESET_FOREIGN_KEY: self = .foreignKey
            default: self = .constraint
            }
        }
    }

    /// What did not match.
    public let kind: Kind

    /// A conflict of this kind (also for callers that check rows themselves).
    public init(kind: Kind) {
        self.kind = kind
    }

    /// A short English phrase, for logs.
    public var description: String {
        switch kind {
        case .data: return "a row was changed since"
        case .notFound: return "a row is gone"
        case .conflict: return "a row already exists"
        case .constraint: return "a constraint would be broken"
        case .foreignKey: return "a foreign key would be broken"
        }
    }
}
