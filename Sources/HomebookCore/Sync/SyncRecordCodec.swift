internal import SQLiteWrapper

/// The typed, named column values of one sync record, as bytes (docs/manual.md#household-sync).
///
/// Columns travel by name, never by position: SQLite applies a changeset made by a newer
/// schema to an older one by dropping it silently, so raw changesets cannot travel. Layout:
/// a count, then per column its name and a typed value (0 null, 1 integer, 2 real, 3 text,
/// 4 blob), lengths and integers as little-endian fixed-width fields.
enum SyncRecordCodec {
    /// A malformed record.
    struct Damaged: Error {}

    /// Encodes `columns` in order.
    static func encode(_ columns: [(name: String, value: DatabaseValue)]) -> [UInt8] {
        var writer = Writer()
        for (name, value) in columns { writer.append(name, value) }
        return writer.finish()
    }

    /// Writes a record column by column, straight into its bytes: what ``encode(_:)`` writes,
    /// without a list of named values first. A bulk import's 1,000 rows were 9.5M instructions
    /// of encoding a byte at a time through temporary arrays (callgrind).
    struct Writer {
        private var bytes: [UInt8] = []
        private var count: UInt64 = 0

        /// Starts a record; `capacity` bytes are reserved for it.
        init(capacity: Int = 128) {
            bytes.reserveCapacity(capacity)
            put(0, into: &bytes)
        }

        /// The record's bytes, its column count written in front.
        mutating func finish() -> [UInt8] {
            withUnsafeBytes(of: count.littleEndian) { word in
                for index in 0..<8 { bytes[index] = word[index] }
            }
            return bytes
        }

        /// Appends one column.
        mutating func append(_ name: String, _ value: DatabaseValue) {
            append(name: SyncRecordCodec.name(name), value)
        }

        /// Appends one column whose name ``name(_:)`` encoded once for many records.
        mutating func append(name: [UInt8], _ value: DatabaseValue) {
            count += 1
            bytes.append(contentsOf: name)
            switch value {
            case .null: bytes.append(0)
            case .integer(let number):
                bytes.append(1)
                put(UInt64(bitPattern: number), into: &bytes)
            case .real(let number):
                bytes.append(2)
                put(number.bitPattern, into: &bytes)
            case .text(let text):
                bytes.append(3)
                put(UInt64(text.utf8.count), into: &bytes)
                bytes.append(contentsOf: text.utf8)
            case .blob(let blob):
                bytes.append(4)
                putBytes(blob, into: &bytes)
            }
        }
    }

    /// A column name as a record holds it: its length, then its UTF-8 bytes.
    static func name(_ name: String) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(8 + name.utf8.count)
        put(UInt64(name.utf8.count), into: &out)
        out.append(contentsOf: name.utf8)
        return out
    }

    /// Decodes what ``encode(_:)`` wrote.
    static func decode(_ bytes: [UInt8]) throws(Damaged) -> [(name: String, value: DatabaseValue)] {
        var reader = Reader(bytes: bytes)
        let count = try reader.word()
        guard count <= UInt64(bytes.count) else { throw Damaged() }
        var columns: [(String, DatabaseValue)] = []
        for _ in 0..<count {
            let name = String(decoding: try reader.chunk(), as: UTF8.self)
            switch try reader.byte() {
            case 0: columns.append((name, .null))
            case 1: columns.append((name, .integer(Int64(bitPattern: try reader.word()))))
            case 2: columns.append((name, .real(Double(bitPattern: try reader.word()))))
            case 3:
                columns.append((name, .text(String(decoding: try reader.chunk(), as: UTF8.self))))
            case 4: columns.append((name, .blob(try reader.chunk())))
            default: throw Damaged()
            }
        }
        guard reader.isAtEnd else { throw Damaged() }
        return columns
    }

    /// Appends a 64-bit little-endian word.
    static func put(_ word: UInt64, into out: inout [UInt8]) {
        withUnsafeBytes(of: word.littleEndian) { out.append(contentsOf: $0) }
    }

    /// Appends a length and the bytes.
    static func putBytes(_ bytes: [UInt8], into out: inout [UInt8]) {
        put(UInt64(bytes.count), into: &out)
        out.append(contentsOf: bytes)
    }

    /// Reads what ``put(_:into:)`` and ``putBytes(_:into:)`` wrote, refusing to run past the end.
    struct Reader {
        let bytes: [UInt8]
        var offset = 0

        var isAtEnd: Bool { offset == bytes.count }

        mutating func byte() throws(Damaged) -> UInt8 {
            guard offset < bytes.count else { throw Damaged() }
            offset += 1
            return bytes[offset - 1]
        }

        mutating func word() throws(Damaged) -> UInt64 {
            guard bytes.count - offset >= 8 else { throw Damaged() }
            var value: UInt64 = 0
            for index in 0..<8 { value |= UInt64(bytes[offset + index]) << UInt64(8 * index) }
            offset += 8
            return value
        }

        mutating func chunk() throws(Damaged) -> [UInt8] {
            let count = try word()
            guard count <= UInt64(bytes.count - offset) else { throw Damaged() }
            defer { offset += Int(count) }
            return Array(bytes[offset..<offset + Int(count)])
        }
    }
}
