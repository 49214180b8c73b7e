/// A minimal, defensive reader of ZIP archives (stored and DEFLATE entries, no ZIP64, no
/// encryption), enough for recipe-app exports.
///
/// It trusts the central directory only as far as it checks it: every offset and size is
/// bounds-checked, entries are capped in number and in inflated size, and every inflated
/// byte is charged to the caller's ``InflateBudget`` (which also counts the layers inside
/// the entries), so a zip bomb is refused rather than unpacked.
struct ZipArchive {
    /// One file inside the archive.
    struct Entry {
        /// Its path inside the archive.
        let name: String
        fileprivate let method: UInt16
        fileprivate let compressedSize: Int
        fileprivate let declaredSize: Int
        fileprivate let localHeaderOffset: Int
    }

    /// Why an archive is refused.
    enum Failure: Error, Equatable, CustomStringConvertible {
        case notAZip
        case damaged(String)
        case unsupported(String)
        case tooManyEntries
        case tooLarge(String)

        var description: String {
            switch self {
            case .notAZip: return "it is not a ZIP archive"
            case .damaged(let why): return "the archive is damaged (\(why))"
            case .unsupported(let what):
                return "the archive uses \(what), which homebook cannot read"
            case .tooManyEntries:
                return "the archive holds more than \(ZipArchive.maximumEntries) files"
            case .tooLarge(let name):
                return "\"\(DisplayText.singleLine(name))\" unpacks to too much data"
                    + " (a decompression bomb?)"
            }
        }
    }

    /// The most entries an archive may hold.
    static let maximumEntries = 200_000
    /// The largest inflated entry: 64 MiB.
    static let maximumEntrySize = 64 << 20

    private let bytes: [UInt8]
    /// The entries, in central-directory order.
    let entries: [Entry]

    /// Reads the central directory of `bytes`.
    init(_ bytes: [UInt8]) throws(Failure) {
        self.bytes = bytes
        func u16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
        func u32(_ at: Int) -> Int { u16(at) | u16(at + 2) << 16 }
        // Every header number is below 2^32 and the file below 2^30 bytes (FileBytes), so
        // the sums of a few of them below stay far from Int's 2^63: none can overflow, and
        // each is compared with the file's size before it is used as an index.
        // The end-of-central-directory record: 22 bytes plus a comment of up to 64 KiB.
        guard bytes.count >= 22 else { throw .notAZip }
        var end = bytes.count - 22
        let lowest = max(0, bytes.count - 22 - 0xFFFF)
        while end >= lowest, u32(end) != 0x0605_4b50 { end -= 1 }
        guard end >= lowest else { throw .notAZip }
        let count = u16(end + 10)
        let directorySize = u32(end + 12)
        let directoryOffset = u32(end + 16)
        if count == 0xFFFF || directoryOffset == 0xFFFF_FFFF { throw .unsupported("ZIP64") }
        guard count <= Self.maximumEntries else { throw .tooManyEntries }
        guard directoryOffset + directorySize <= end else { throw .damaged("bad directory") }
        var entries: [Entry] = []
        entries.reserveCapacity(count)
        var at = directoryOffset
        for _ in 0..<count {
            guard at + 46 <= end, u32(at) == 0x0201_4b50 else {
                throw .damaged("bad directory entry")
            }
            let flags = u16(at + 8)
            if flags & 1 != 0 { throw .unsupported("encryption") }
            let nameLength = u16(at + 28)
            let skip = nameLength + u16(at + 30) + u16(at + 32)
            guard at + 46 + skip <= end else { throw .damaged("bad directory entry") }
            let name = String(decoding: bytes[at + 46..<at + 46 + nameLength], as: UTF8.self)
            entries.append(
                Entry(
                    name: name,
                    method: UInt16(u16(at + 10)),
                    compressedSize: u32(at + 20),
                    declaredSize: u32(at + 24),
                    localHeaderOffset: u32(at + 42)
                )
            )
            at += 46 + skip
        }
        self.entries = entries
    }

    /// The inflated content of `entry`.
    func contents(of entry: Entry, budget: InflateBudget) throws(Failure) -> [UInt8] {
        func u16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
        let header = entry.localHeaderOffset
        guard header + 30 <= bytes.count, u16(header) | u16(header + 2) << 16 == 0x0403_4b50
        else { throw .damaged("bad local header for \(entry.name)") }
        let start = header + 30 + u16(header + 26) + u16(header + 28)
        guard start + entry.compressedSize <= bytes.count else {
            throw .damaged("\(entry.name) runs past the end")
        }
        let data = bytes[start..<start + entry.compressedSize]
        let limit = Self.maximumEntrySize
        let output: [UInt8]
        switch entry.method {
        case 0:
            do {
                guard data.count <= limit else { throw Inflate.Failure.tooLarge }
                try budget.charge(data.count)
            } catch {
                throw .tooLarge(entry.name)
            }
            output = Array(data)
        case 8:
            do {
                output = try Inflate.inflate(data, format: .raw, limit: limit, budget: budget)
            } catch .tooLarge {
                throw .tooLarge(entry.name)
            } catch {
                throw .damaged("\(entry.name) does not inflate")
            }
        default:
            throw .unsupported("compression method \(entry.method)")
        }
        guard output.count == entry.declaredSize else {
            throw .damaged("\(entry.name) is not the size its directory says")
        }
        return output
    }
}
