internal import SQLiteWrapper

/// A snapshot of the synced tables (docs/manual.md#household-sync): every synced row's values
/// with the clock of each field, the deleted rows' last values, and how far the writer had
/// read every machine's change files (its frontier). A new member starts from it and reads
/// only the files after the frontier.
///
/// Layout: the magic `HBSNAP1\n`; a header (format version, schema version, household,
/// writer's site and name, the writer's clock); the frontier; the records; then the SHA-256 of
/// everything before it, so a half-copied snapshot is never read.
struct SnapshotFile: Equatable {
    static let formatVersion: UInt64 = 1
    static let magic = Array("HBSNAP1\n".utf8)

    /// How far the writer had read one machine's files: the last one applied and its hash,
    /// which the next file of that machine names.
    struct Position: Equatable {
        var site: [UInt8]
        var name: String
        var clock: UInt64
        var hash: [UInt8]
    }

    /// One group of a row's fields written together: the record, the write's clock and site.
    struct Entry: Equatable {
        var clock: UInt64
        var site: [UInt8]
        var record: SyncOutbox.Record
    }

    var schemaVersion: UInt64
    var household: String
    var site: [UInt8]
    var siteName: String
    /// The writer's clock when it wrote the snapshot; it names the file.
    var clock: UInt64
    var frontier: [Position]
    var entries: [Entry]

    /// `snapshot-<clock>.hbs`; readers take no other name.
    var name: String { Self.name(clock: clock) }

    static func name(clock: UInt64) -> String {
        let digits = String(clock, radix: 16)
        return "snapshot-" + String(repeating: "0", count: 16 - digits.count) + digits + ".hbs"
    }

    /// The clock a snapshot's name carries, or nil when `name` is not a snapshot's.
    static func clock(ofName name: String) -> UInt64? {
        guard name.utf8.count == 29, name.hasPrefix("snapshot-"), name.hasSuffix(".hbs") else {
            return nil
        }
        let digits = name.dropFirst(9).prefix(16)
        guard digits.utf8.allSatisfy({ (48...57).contains($0) || (97...102).contains($0) }) else {
            return nil
        }
        return UInt64(digits, radix: 16)
    }

    /// The writer's position for `site`, if it had read anything of it.
    func position(of site: [UInt8]) -> Position? {
        frontier.first { $0.site == site }
    }

    /// The bytes to write, hash included.
    func encoded() -> [UInt8] {
        var out = Self.magic
        SyncRecordCodec.put(Self.formatVersion, into: &out)
        SyncRecordCodec.put(schemaVersion, into: &out)
        SyncRecordCodec.putBytes(Array(household.utf8), into: &out)
        SyncRecordCodec.putBytes(site, into: &out)
        SyncRecordCodec.putBytes(Array(siteName.utf8), into: &out)
        SyncRecordCodec.put(clock, into: &out)
        SyncRecordCodec.put(UInt64(frontier.count), into: &out)
        for position in frontier {
            SyncRecordCodec.putBytes(position.site, into: &out)
            SyncRecordCodec.putBytes(Array(position.name.utf8), into: &out)
            SyncRecordCodec.put(position.clock, into: &out)
            SyncRecordCodec.putBytes(position.hash, into: &out)
        }
        SyncRecordCodec.put(UInt64(entries.count), into: &out)
        for entry in entries {
            SyncRecordCodec.put(entry.clock, into: &out)
            SyncRecordCodec.putBytes(entry.site, into: &out)
            SyncSealedFile.put(entry.record, into: &out)
        }
        SyncSealedFile.seal(&out)
        return out
    }

    /// Reads a snapshot, checking its hash first; `schemaVersion` is this database's.
    static func decode(
        _ bytes: [UInt8],
        schemaVersion: UInt64
    ) throws(ChangeFile.Unreadable)
        -> SnapshotFile
    {
        var reader = try SyncSealedFile.open(bytes, magic: magic)
        do {
            let schema = try SyncSealedFile.versions(
                &reader,
                format: formatVersion,
                schema: schemaVersion
            )
            var snapshot = SnapshotFile(
                schemaVersion: schema,
                household: String(decoding: try reader.chunk(), as: UTF8.self),
                site: try reader.chunk(),
                siteName: String(decoding: try reader.chunk(), as: UTF8.self),
                clock: try reader.word(),
                frontier: [],
                entries: []
            )
            let positions = try reader.word()
            guard positions <= UInt64(bytes.count) else { throw ChangeFile.Unreadable.damaged }
            for _ in 0..<positions {
                snapshot.frontier.append(
                    Position(
                        site: try reader.chunk(),
                        name: String(decoding: try reader.chunk(), as: UTF8.self),
                        clock: try reader.word(),
                        hash: try reader.chunk()
                    )
                )
            }
            let count = try reader.word()
            guard count <= UInt64(bytes.count) else { throw ChangeFile.Unreadable.damaged }
            for _ in 0..<count {
                let clock = try reader.word()
                let site = try reader.chunk()
                let record = try SyncSealedFile.record(&reader)
                snapshot.entries.append(Entry(clock: clock, site: site, record: record))
            }
            guard reader.isAtEnd, snapshot.site.count == 16 else {
                throw ChangeFile.Unreadable.damaged
            }
            return snapshot
        } catch let error as ChangeFile.Unreadable {
            throw error
        } catch {
            throw .damaged
        }
    }
}
