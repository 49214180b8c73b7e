/// What change files and snapshots share (docs/manual.md#household-sync): a magic line, a
/// body, and the SHA-256 of everything before it, so a file still being copied or cut short
/// is never read; a header that starts with the format and schema versions; and the same
/// encoding of one row's change.
enum SyncSealedFile {
    /// Ends `bytes` (magic and body) with their hash.
    static func seal(_ bytes: inout [UInt8]) {
        bytes += SHA256.hash(bytes)
    }

    /// A reader of the body after `magic`, once the hash at the end matches.
    static func open(
        _ bytes: [UInt8],
        magic: [UInt8]
    ) throws(ChangeFile.Unreadable)
        -> SyncRecordCodec.Reader
    {
        guard bytes.count >= magic.count + 32, Array(bytes.prefix(magic.count)) == magic else {
            throw .damaged
        }
        let body = Array(bytes.dropLast(32))
        guard SHA256.hash(body) == Array(bytes.suffix(32)) else { throw .damaged }
        return SyncRecordCodec.Reader(bytes: body, offset: magic.count)
    }

    /// Reads the format and schema versions that start every header; a file of a newer
    /// format or schema than this homebook's is parked, never read.
    static func versions(
        _ reader: inout SyncRecordCodec.Reader,
        format newestFormat: UInt64,
        schema newestSchema: UInt64
    ) throws -> UInt64 {
        let format = try reader.word()
        let schema = try reader.word()
        guard format <= newestFormat, schema <= newestSchema else {
            throw ChangeFile.Unreadable.newer(format: format, schema: schema)
        }
        return schema
    }

    /// Appends one row's change: table, key, whether it is a delete, the changed columns,
    /// and per column the clock of the value it replaced where it was made.
    static func put(_ record: SyncOutbox.Record, into out: inout [UInt8]) {
        SyncRecordCodec.putBytes(Array(record.table.utf8), into: &out)
        SyncRecordCodec.putBytes(record.key, into: &out)
        out.append(record.isDelete ? 1 : 0)
        SyncRecordCodec.putBytes(SyncRecordCodec.encode(record.columns), into: &out)
        SyncRecordCodec.put(UInt64(record.bases.count), into: &out)
        for base in record.bases { SyncRecordCodec.put(base, into: &out) }
    }

    /// Reads one row's change written by ``put(_:into:)``.
    static func record(_ reader: inout SyncRecordCodec.Reader) throws -> SyncOutbox.Record {
        let table = String(decoding: try reader.chunk(), as: UTF8.self)
        let key = try reader.chunk()
        let isDelete = try reader.byte() == 1
        let columns = try SyncRecordCodec.decode(try reader.chunk())
        let baseCount = try reader.word()
        guard baseCount <= UInt64(columns.count) else { throw ChangeFile.Unreadable.damaged }
        var bases: [UInt64] = []
        for _ in 0..<baseCount { bases.append(try reader.word()) }
        return SyncOutbox.Record(
            table: table,
            key: key,
            isDelete: isDelete,
            columns: columns,
            bases: bases
        )
    }
}
