/// One CSV record: its fields, and the line it starts on (1-based, counting physical lines).
struct CSVRecord: Equatable {
    let line: Int
    let fields: [String]
}

/// A record that breaks RFC 4180 (a stray quote, an unclosed quoted field, bad UTF-8).
struct CSVSyntaxError: Error, Equatable {
    let line: Int
    let message: String
}

/// Reads RFC 4180 records one at a time from a line source, so memory stays flat.
///
/// Fields are separated by commas and records by CRLF or LF; a field in double quotes may
/// hold commas, line breaks (kept exactly as written) and doubled quotes. Blank lines are
/// skipped. A syntax error ends only its own record: reading goes on with the next line,
/// so an import can report every bad line.
final class CSVReader {
    private let source: any LineSource
    /// How many physical lines have been read.
    private(set) var lineNumber = 0
    private var field: [UInt8] = []  // a quoted field's bytes, possibly over several lines
    /// The byte between fields: a comma, or another (`;`, tab) for a bank's own export.
    private let delimiter: UInt8

    /// The message for a field that is not UTF-8 (an importer may add a hint to it).
    static let invalidUTF8 = "the text is not valid UTF-8"

    private static let quote = UInt8(ascii: "\"")
    private static let lineFeed = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")

    /// Reads records from `source`, line by line, with fields split at `delimiter`.
    init(_ source: any LineSource, delimiter: UInt8 = UInt8(ascii: ",")) {
        self.source = source
        self.delimiter = delimiter
    }

    /// The next record, a syntax error for a malformed one, or nil at the end of the input.
    func next() throws(FileError) -> Result<CSVRecord, CSVSyntaxError>? {
        var fields: [String] = []
        var inQuotes = false
        var startLine = 0
        field.removeAll(keepingCapacity: true)
        while var line = try source.nextLine() {
            lineNumber += 1
            if lineNumber == 1, line.starts(with: [0xEF, 0xBB, 0xBF]) {
                line = UnsafeBufferPointer(rebasing: line.dropFirst(3))  // a UTF-8 byte-order mark
            }
            if !inQuotes {
                startLine = lineNumber
                if isBlank(line) { continue }
            }
            switch parse(line, into: &fields, inQuotes: &inQuotes) {
            case .complete:
                return .success(CSVRecord(line: startLine, fields: fields))
            case .continues:
                // A quoted field may span lines, but not hold more than one line may.
                guard field.count <= InputLimit.lineBytes else {
                    field.removeAll()
                    return .failure(
                        CSVSyntaxError(
                            line: startLine,
                            message: "a quoted field is longer than \(InputLimit.lineBytesText)"
                        )
                    )
                }
                continue
            case .failure(let message):
                return .failure(CSVSyntaxError(line: startLine, message: message))
            }
        }
        if inQuotes {
            return .failure(
                CSVSyntaxError(line: startLine, message: "a quoted field is never closed")
            )
        }
        return nil
    }

    /// How one physical line left the record being read.
    private enum LineOutcome {
        case complete
        case continues
        case failure(String)
    }

    /// The bytes as a string, or nil when they are not valid UTF-8.
    private static func text(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        // ASCII needs no validation, and String(validating:) is a generic, unspecialised
        // path that showed up in import profiles.
        if bytes.allSatisfy({ $0 < 0x80 }) {
            return String(decoding: bytes, as: UTF8.self)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    /// Whether the line holds nothing but its line ending.
    private func isBlank(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        line.allSatisfy { $0 == Self.lineFeed || $0 == Self.carriageReturn }
    }

    // Parses one physical line; `inQuotes` carries an open quoted field over to the next line.
    private func parse(
        _ bytes: UnsafeBufferPointer<UInt8>,
        into fields: inout [String],
        inQuotes: inout Bool
    ) -> LineOutcome {
        var index = 0
        let count = bytes.count
        // Whether the byte at `position` ends the record: LF, CRLF, or the end of the input.
        func endsRecord(at position: Int) -> Bool {
            position == count || bytes[position] == Self.lineFeed
                || (bytes[position] == Self.carriageReturn
                    && (position + 1 == count || bytes[position + 1] == Self.lineFeed))
        }
        while true {
            if inQuotes {
                while index < count {
                    let byte = bytes[index]
                    index += 1
                    guard byte == Self.quote else {
                        field.append(byte)
                        continue
                    }
                    if index < count, bytes[index] == Self.quote {
                        field.append(Self.quote)  // "" inside quotes is one quote
                        index += 1
                        continue
                    }
                    inQuotes = false
                    break
                }
                if inQuotes { return .continues }  // the line break is part of the field
                guard let text = field.withUnsafeBufferPointer(Self.text) else {
                    return .failure(Self.invalidUTF8)
                }
                fields.append(text)
                field.removeAll(keepingCapacity: true)
                if endsRecord(at: index) { return .complete }
                guard bytes[index] == delimiter else {
                    return .failure("a closing quote must be followed by a comma or the line end")
                }
                index += 1
                continue
            }
            if index < count, bytes[index] == Self.quote {
                inQuotes = true
                index += 1
                continue
            }
            let start = index
            while index < count, !endsRecord(at: index), bytes[index] != delimiter {
                if bytes[index] == Self.quote {
                    return .failure("a quote inside a field that does not start with one")
                }
                if bytes[index] == Self.carriageReturn {
                    return .failure("a line break inside a field that is not quoted")
                }
                index += 1
            }
            let slice = UnsafeBufferPointer(rebasing: bytes[start..<index])
            guard let text = Self.text(slice) else {
                return .failure(Self.invalidUTF8)
            }
            fields.append(text)
            if endsRecord(at: index) { return .complete }
            index += 1  // the comma
        }
    }
}
