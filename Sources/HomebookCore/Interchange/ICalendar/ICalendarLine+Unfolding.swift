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

    /// Splits a file into unfolded content lines (see ``ICalendarUnfolder``).
    static func lines(of bytes: [UInt8]) throws(ICalendarImportError) -> [ICalendarLine] {
        var unfolder = ICalendarUnfolder()
        var result: [ICalendarLine] = []
        bytes.withUnsafeBufferPointer { unfolder.feed($0) { result.append($0) } }
        unfolder.finish { result.append($0) }
        guard unfolder.problems.isEmpty else {
            throw ICalendarImportError(problems: unfolder.problems)
        }
        return result
    }
}

/// Unfolds a file fed to it in pieces of any size into content lines (CRLF or LF; a line
/// starting with a space or tab continues the previous one), holding at most one content
/// line (``ICalendarLine/maximumBytes``) whatever the file's size.
///
/// Folds are joined as bytes before the text is decoded, so a fold inside a multi-byte
/// character keeps it whole; each byte is copied at most twice, so the work is linear in
/// the file however many lines one property is folded over. A leading UTF-8 byte order mark
/// is skipped; bytes that are not UTF-8 are problems naming the physical line they are on.
struct ICalendarUnfolder {
    /// Lines that could not be read, with their physical line numbers.
    private(set) var problems: [ICalendarImportError.Problem] = []
    /// The physical line being read (without its line feed), cut at the limit.
    private var physical: [UInt8] = []
    private var physicalTooLong = false
    /// How many physical lines were completed.
    private var number = 0
    /// The first bytes of the file, until the byte order mark is ruled out or skipped.
    private var atStart = true
    /// The logical line being joined: its bytes, where each physical line's piece starts
    /// in it, and the number of its first physical line.
    private var logical: [UInt8] = []
    private var pieces: [(offset: Int, number: Int)] = []
    private var first: Int?
    private var tooLong = false

    /// UTF-8's byte order mark, which some apps write first.
    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
    private static let limit = ICalendarLine.maximumBytes

    /// Reads a piece of the file; `emit` is handed each content line it completes.
    mutating func feed(
        _ bytes: UnsafeBufferPointer<UInt8>,
        _ emit: (ICalendarLine) -> Void
    ) {
        guard let base = bytes.baseAddress else { return }
        var start = 0
        while start < bytes.count {
            // memchr: the scan for line feeds is most of the work on a file of short lines.
            var end = bytes.count
            if let found = memchr(base + start, 0x0A, bytes.count - start) {
                end = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            }
            append(UnsafeBufferPointer(rebasing: bytes[start..<end]))
            if end == bytes.count { return }
            completePhysical(emit)
            start = end + 1
        }
    }

    /// Ends the file: the last line needs no line feed.
    mutating func finish(_ emit: (ICalendarLine) -> Void) {
        if !physical.isEmpty || physicalTooLong { completePhysical(emit) }
        finishLogical(emit)
    }

    /// Adds bytes of the physical line being read, dropping any past the limit.
    private mutating func append(_ piece: UnsafeBufferPointer<UInt8>) {
        let room = Self.limit + 2 - physical.count
        if piece.count > room { physicalTooLong = true }
        physical.append(contentsOf: UnsafeBufferPointer(rebasing: piece.prefix(max(room, 0))))
        if atStart && physical.count >= 3 {
            if physical.starts(with: Self.byteOrderMark) { physical.removeFirst(3) }
            atStart = false
        }
    }

    /// A physical line is complete: it continues the logical line or starts a new one.
    private mutating func completePhysical(_ emit: (ICalendarLine) -> Void) {
        number += 1
        atStart = false
        defer {
            physical.removeAll(keepingCapacity: physical.capacity <= 1 << 16)
            physicalTooLong = false
        }
        if physical.last == UInt8(ascii: "\r") { physical.removeLast() }
        guard !physical.isEmpty else { return }
        let lead = physical[0]
        if (lead == 0x20 || lead == 0x09) && first != nil {
            addToLogical(physical.dropFirst())
        } else {
            finishLogical(emit)
            first = number
            addToLogical(physical[...])
        }
    }

    private mutating func addToLogical(_ piece: ArraySlice<UInt8>) {
        if physicalTooLong || logical.count + piece.count > Self.limit {
            tooLong = true
        } else if !tooLong {
            pieces.append((logical.count, number))
            logical.append(contentsOf: piece)
        }
    }

    /// Decodes and parses the logical line, if any, and starts an empty one.
    private mutating func finishLogical(_ emit: (ICalendarLine) -> Void) {
        defer {
            logical.removeAll(keepingCapacity: logical.capacity <= 1 << 16)
            pieces.removeAll(keepingCapacity: true)
            (first, tooLong) = (nil, false)
        }
        guard let first else { return }
        if tooLong {
            problems.append(
                .init(
                    line: first,
                    message: "the property is longer than \(InputLimit.lineBytesText)"
                        + " once its folded lines are joined"
                )
            )
        } else if let text = String(validating: logical, as: UTF8.self) {
            if let line = ICalendarLine.parse(text, number: first) {
                emit(line)
            } else {
                problems.append(.init(line: first, message: "is not an iCalendar content line"))
            }
        } else {
            problems.append(.init(line: physicalLineOfInvalidByte(), message: "is not UTF-8 text"))
        }
    }

    /// The number of the physical line holding the first byte of the logical line that is
    /// not UTF-8.
    private func physicalLineOfInvalidByte() -> Int {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = logical.makeIterator()
        var offset = 0
        while case .valid(let scalar) = parser.parseScalar(from: &iterator) {
            offset += scalar.count
        }
        return pieces.last { $0.offset <= offset }?.number ?? first ?? 1
    }
}
