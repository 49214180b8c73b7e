/// The other machines' change files one `homebook sync` has read, by path: each is read,
/// hash-checked and decoded once, though both the snapshot check (does a machine's next file
/// go on from where this one stopped?) and the pending scan look at it
/// (docs/manual.md#household-sync). A change file never changes under its name, so what was
/// read stays true for the run; one still being copied is read again next run.
final class ChangeFileReads {
    /// What reading one file gave.
    enum Read {
        /// Whole and decoded, with its hash (its last 32 bytes, which the next file names).
        case whole(ChangeFile, hash: [UInt8])
        /// Not readable as a change file yet, or written by a newer homebook.
        case unreadable(ChangeFile.Unreadable)
        /// Gone or not readable at all.
        case missing
    }

    private let schemaVersion: UInt64
    private var reads: [String: Read] = [:]

    /// Reads files for a database of `schemaVersion`.
    init(schemaVersion: UInt64) {
        self.schemaVersion = schemaVersion
    }

    /// The file at `path`, read the first time it is asked for.
    func read(_ path: String) -> Read {
        if let read = reads[path] { return read }
        let read: Read
        if let bytes = SyncFiles.contents(of: path) {
            do {
                let file = try ChangeFile.decode(bytes, schemaVersion: schemaVersion)
                read = .whole(file, hash: Array(bytes.suffix(32)))
            } catch {
                read = .unreadable(error)
            }
        } else {
            read = .missing
        }
        reads[path] = read
        return read
    }

    /// Forgets a file once applied: its entries need not stay in memory.
    func forget(_ path: String) {
        reads[path] = nil
    }
}
