#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Unfolding (RFC 5545 §3.1): physical lines into content lines, as bytes, in linear time.
extension ICalendarLine {
    /// The longest content line accepted once unfolded, in bytes: a folded property is
    /// bounded like any other input line (docs/manual.md#planner).
    static let maximumBytes = InputLimit.lineBytes

    /// Splits a file into unfolded content lines (CRLF or LF; a line starting with a space
    /// or tab continues the previous one).
    ///
    /// Folds are joined as bytes before the text is decoded, so a fold inside a multi-byte
    /// character keeps it whole; each byte is copied once, so the work is linear in the
    /// file however many lines one property is folded over. A leading UTF-8 byte order
    /// mark is skipped; bytes that are not UTF-8 are refused with the line they are on.
    static func lines(of bytes: [UInt8]) throws(ICalendarImportError) -> [ICalendarLine] {
        var unfolding = Unfolding()
        bytes.withUnsafeBufferPointer { buffer in
            var start = buffer.starts(with: byteOrderMark) ? byteOrderMark.count : 0
            var number = 0
            while let (content, next) = physicalLine(in: buffer, at: start) {
                number += 1
                start = next
                guard !content.isEmpty else { continue }
                let lead = buffer[content.lowerBound]
                if (lead == 0x20 || lead == 0x09) && unfolding.first != nil {
                    unfolding.append(buffer, (content.lowerBound + 1)..<content.upperBound)
                } else {
                    unfolding.finish(bytes: buffer)
                    unfolding.first = (content.lowerBound, number)
                    unfolding.append(buffer, content)
                }
            }
            unfolding.finish(bytes: buffer)
        }
        guard unfolding.problems.isEmpty else {
            throw ICalendarImportError(problems: unfolding.problems)
        }
        return unfolding.result
    }

    /// The content lines gathered so far and the one being joined.
    private struct Unfolding {
        var result: [ICalendarLine] = []
        var problems: [ICalendarImportError.Problem] = []
        /// The logical line being joined: its bytes, and where it starts in the file.
        var logical: [UInt8] = []
        var first: (byte: Int, number: Int)?
        var tooLong = false

        /// Adds one physical line's bytes (without its fold space) to the logical line.
        mutating func append(_ buffer: UnsafeBufferPointer<UInt8>, _ piece: Range<Int>) {
            if logical.count + piece.count > maximumBytes {
                tooLong = true
            } else if !tooLong {
                logical.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[piece]))
            }
        }

        /// Decodes and parses the logical line, if any, and starts an empty one.
        mutating func finish(bytes: UnsafeBufferPointer<UInt8>) {
            defer {
                logical.removeAll(keepingCapacity: true)
                (first, tooLong) = (nil, false)
            }
            guard let first else { return }
            if tooLong {
                problems.append(
                    .init(
                        line: first.number,
                        message: "the property is longer than \(InputLimit.lineBytesText)"
                            + " once its folded lines are joined"
                    )
                )
            } else if let text = String(validating: logical, as: UTF8.self) {
                if let line = parse(text, number: first.number) {
                    result.append(line)
                } else {
                    problems.append(
                        .init(line: first.number, message: "is not an iCalendar content line")
                    )
                }
            } else {
                let number = physicalLine(ofInvalidByteIn: bytes, from: first)
                problems.append(.init(line: number, message: "is not UTF-8 text"))
            }
        }
    }

    /// UTF-8's byte order mark, which some apps write first.
    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// The physical line at `start`: its content without the line ending, and where the
    /// next one starts; nil at the end.
    private static func physicalLine(
        in bytes: UnsafeBufferPointer<UInt8>,
        at start: Int
    )
        -> (content: Range<Int>, next: Int)?
    {
        guard start < bytes.count, let base = bytes.baseAddress else { return nil }
        // memchr: the scan for line feeds is most of the work on a file of short lines.
        var end = bytes.count
        if let found = memchr(base + start, 0x0A, bytes.count - start) {
            end = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
        let next = end + 1
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return (start..<end, next)
    }

    /// The number of the physical line holding the first byte that is not UTF-8 in the
    /// logical line starting at `first` (its pieces decoded joined, as they were read).
    private static func physicalLine(
        ofInvalidByteIn bytes: UnsafeBufferPointer<UInt8>,
        from first: (byte: Int, number: Int)
    ) -> Int {
        var joined: [UInt8] = []
        var pieces: [(offset: Int, number: Int)] = []  // where each physical line's bytes begin
        var start = first.byte
        var number = first.number
        while joined.count <= maximumBytes, let (content, next) = physicalLine(in: bytes, at: start)
        {
            defer { (start, number) = (next, number + 1) }
            if content.isEmpty { continue }
            var piece = content
            if start != first.byte {
                let lead = bytes[content.lowerBound]
                guard lead == 0x20 || lead == 0x09 else { break }
                piece = (content.lowerBound + 1)..<content.upperBound
            }
            pieces.append((joined.count, number))
            joined.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[piece]))
        }
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = joined.makeIterator()
        var offset = 0
        while case .valid(let scalar) = parser.parseScalar(from: &iterator) {
            offset += scalar.count
        }
        return pieces.last { $0.offset <= offset }?.number ?? first.number
    }
}
