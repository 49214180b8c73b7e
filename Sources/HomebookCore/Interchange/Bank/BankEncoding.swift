/// The text encodings a bank statement may be read in (docs/manual.md#interchange).
public enum BankEncoding: String, Sendable, CaseIterable {
    /// UTF-8, with or without a byte-order mark: homebook's own.
    case utf8 = "utf-8"
    /// Windows-1252, what Excel on Windows writes for Western European languages.
    case windows1252 = "windows-1252"
    /// ISO-8859-1 (Latin-1): every byte is the code point of the same number.
    case latin1 = "iso-8859-1"

    /// Reads a name as people write it: any case, with or without the dash
    /// (`UTF8`, `cp1252`, `latin1`, `iso8859-1`).
    public init(name: String) throws(BankMappingError) {
        let key = String(
            String.UnicodeScalarView(
                name.lowercased().unicodeScalars.filter { $0 != "-" && $0 != "_" && $0 != " " }
            )
        )
        switch key {
        case "utf8": self = .utf8
        case "windows1252", "cp1252": self = .windows1252
        case "iso88591", "latin1", "l1": self = .latin1
        default: throw .unknownEncoding(name)
        }
    }

    /// The Unicode scalar each byte 0x80–0x9F stands for in Windows-1252 (the five it leaves
    /// undefined are kept as the C1 control of the same number, as browsers decode them).
    static let windows1252High: [UInt32] = [
        0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
        0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8D, 0x017D, 0x8F,
        0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
        0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x9D, 0x017E, 0x0178,
    ]
}

/// A line source that re-encodes another's single-byte text (Windows-1252, ISO-8859-1) as
/// UTF-8, line by line, so the one CSV reader sees UTF-8 whatever the bank wrote.
final class TranscodingLineSource: LineSource {
    private let source: any LineSource
    private let encoding: BankEncoding
    // Owned memory the returned line points into, grown as needed (an array's storage may
    // not be used outside `withUnsafeBufferPointer`).
    private var storage = UnsafeMutableBufferPointer<UInt8>(start: nil, count: 0)

    /// Reads `source` as `encoding`.
    init(_ source: any LineSource, encoding: BankEncoding) {
        self.source = source
        self.encoding = encoding
    }

    deinit {
        storage.deallocate()
    }

    /// The next line, in UTF-8; valid until the next call.
    func nextLine() throws(FileError) -> UnsafeBufferPointer<UInt8>? {
        guard let line = try source.nextLine() else { return nil }
        if encoding == .utf8 || line.allSatisfy({ $0 < 0x80 }) { return line }
        // Each byte becomes at most three UTF-8 bytes (the Windows-1252 punctuation).
        let needed = line.count * 3
        if storage.count < needed {
            storage.deallocate()
            storage = .allocate(capacity: needed)
        }
        var count = 0
        for byte in line {
            var value = UInt32(byte)
            if encoding == .windows1252, (0x80...0x9F).contains(byte) {
                value = BankEncoding.windows1252High[Int(byte - 0x80)]
            }
            guard let scalar = Unicode.Scalar(value) else { continue }
            UTF8.encode(scalar) { unit in
                storage[count] = unit
                count += 1
            }
        }
        return UnsafeBufferPointer(rebasing: storage[0..<count])
    }
}
