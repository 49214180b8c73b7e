internal import SQLiteWrapper

/// One immutable change file: a machine's records since its previous file
/// (docs/manual.md#household-sync).
///
/// Layout: the magic `HBSYNC1\n`; a header (format version, schema version, site, household,
/// site name, first and last clock, record count, the previous file's hash); the records;
/// then the SHA-256 of everything before it. A file whose hash does not match (still being
/// copied, cut short) is left alone until it is whole. Values are typed and columns named.
struct ChangeFile: Equatable {
    /// The format this version writes and reads.
    static let formatVersion: UInt64 = 1
    static let magic = Array("HBSYNC1\n".utf8)

    /// One travelling row change.
    struct Entry: Equatable {
        var clock: UInt64
        var tx: UInt64
        var record: SyncOutbox.Record
    }

    var schemaVersion: UInt64
    var site: [UInt8]
    var household: String
    var siteName: String
    var previousHash: [UInt8]
    var entries: [Entry]

    var firstClock: UInt64 { entries.first?.clock ?? 0 }
    var lastClock: UInt64 { entries.last?.clock ?? 0 }

    /// The file's name: its clock range in hexadecimal. Readers take no other name, so a sync
    /// engine's conflict copy (`*.sync-conflict-*`, `(conflicted copy)`) is never read.
    var name: String { Self.hex(firstClock) + "-" + Self.hex(lastClock) + ".hbc" }

    /// Whether `name` is a change file's name.
    static func isChangeFileName(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        guard bytes.count == 37, name.hasSuffix(".hbc"), bytes[16] == UInt8(ascii: "-") else {
            return false
        }
        return bytes[0..<33].enumerated().allSatisfy { index, byte in
            index == 16 || (48...57).contains(byte) || (97...102).contains(byte)
        }
    }

    /// The bytes to write, hash included.
    func encoded() -> [UInt8] {
        var out = unsealed()
        SyncSealedFile.seal(&out)
        return out
    }

    /// The bytes to write before their hash: the magic, the header and the records.
    func unsealed() -> [UInt8] {
        var out = Self.magic
        SyncRecordCodec.put(Self.formatVersion, into: &out)
        SyncRecordCodec.put(schemaVersion, into: &out)
        SyncRecordCodec.putBytes(site, into: &out)
        SyncRecordCodec.putBytes(Array(household.utf8), into: &out)
        SyncRecordCodec.putBytes(Array(siteName.utf8), into: &out)
        SyncRecordCodec.put(firstClock, into: &out)
        SyncRecordCodec.put(lastClock, into: &out)
        SyncRecordCodec.put(UInt64(entries.count), into: &out)
        SyncRecordCodec.putBytes(previousHash, into: &out)
        for entry in entries {
            SyncRecordCodec.put(entry.clock, into: &out)
            SyncRecordCodec.put(entry.tx, into: &out)
            SyncSealedFile.put(entry.record, into: &out)
        }
        return out
    }

    /// Why a file was not read.
    enum Unreadable: Error, Equatable {
        /// Not whole (still being copied, cut short) or not a change file.
        case damaged
        /// Written by a newer homebook: parked until this one is upgraded.
        case newer(format: UInt64, schema: UInt64)
    }

    /// Reads a file, checking its hash first; `schemaVersion` is this database's.
    static func decode(_ bytes: [UInt8], schemaVersion: UInt64) throws(Unreadable) -> ChangeFile {
        var reader = try SyncSealedFile.open(bytes, magic: magic)
        do {
            let schema = try SyncSealedFile.versions(
                &reader,
                format: formatVersion,
                schema: schemaVersion
            )
            let site = try reader.chunk()
            let household = String(decoding: try reader.chunk(), as: UTF8.self)
            let siteName = String(decoding: try reader.chunk(), as: UTF8.self)
            _ = try reader.word()
            _ = try reader.word()
            let count = try reader.word()
            let previous = try reader.chunk()
            guard site.count == 16, count <= UInt64(bytes.count) else { throw Unreadable.damaged }
            var entries: [Entry] = []
            for _ in 0..<count {
                let clock = try reader.word()
                let tx = try reader.word()
                let record = try SyncSealedFile.record(&reader)
                entries.append(Entry(clock: clock, tx: tx, record: record))
            }
            guard reader.isAtEnd else { throw Unreadable.damaged }
            return ChangeFile(
                schemaVersion: schema,
                site: site,
                household: household,
                siteName: siteName,
                previousHash: previous,
                entries: entries
            )
        } catch let error as Unreadable {
            throw error
        } catch {
            throw .damaged
        }
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
