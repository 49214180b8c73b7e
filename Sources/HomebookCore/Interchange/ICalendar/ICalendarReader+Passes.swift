#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a calendar's content lines come from: bytes in memory, or a file read in pieces
/// of 64 KiB, as often as a pass needs them.
struct ICalendarSource {
    /// Hands `visit` each content line of the file in order.
    ///
    /// - Throws: ``ICalendarImportError`` for bytes that are not UTF-8 or a line too long
    ///   (once every line is handed), for a file that cannot be read; or what `visit` throws.
    let forEachLine: (_ visit: (ICalendarLine) throws -> Void) throws -> Void

    /// The lines of `bytes`.
    static func bytes(_ bytes: [UInt8]) -> ICalendarSource {
        ICalendarSource { visit in
            var unfolder = ICalendarUnfolder()
            var failure: (any Error)?
            bytes.withUnsafeBufferPointer { buffer in
                unfolder.feed(buffer) { line in
                    guard failure == nil else { return }
                    do { try visit(line) } catch { failure = error }
                }
            }
            if let failure { throw failure }
            try finish(&unfolder, visit)
        }
    }

    /// The lines of the file at `path`, read a piece at a time.
    static func file(_ path: String) -> ICalendarSource {
        ICalendarSource { visit in
            guard let stream = fopen(path, "re") else {
                throw FileError.cannotRead(path: path, reason: SystemCalls.lastErrorMessage())
            }
            defer { fclose(stream) }
            var unfolder = ICalendarUnfolder()
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            var failure: (any Error)?
            while failure == nil {
                let count = chunk.withUnsafeMutableBytes {
                    fread($0.baseAddress, 1, $0.count, stream)
                }
                chunk.withUnsafeBufferPointer { buffer in
                    unfolder.feed(UnsafeBufferPointer(rebasing: buffer[0..<count])) { line in
                        guard failure == nil else { return }
                        do { try visit(line) } catch { failure = error }
                    }
                }
                if count < chunk.count {
                    if ferror(stream) != 0 {
                        throw FileError.cannotRead(
                            path: path,
                            reason: SystemCalls.lastErrorMessage()
                        )
                    }
                    break
                }
            }
            if let failure { throw failure }
            try finish(&unfolder, visit)
        }
    }

    private static func finish(
        _ unfolder: inout ICalendarUnfolder,
        _ visit: (ICalendarLine) throws -> Void
    ) throws {
        var failure: (any Error)?
        unfolder.finish { line in
            guard failure == nil else { return }
            do { try visit(line) } catch { failure = error }
        }
        if let failure { throw failure }
        guard unfolder.problems.isEmpty else {
            throw ICalendarImportError(problems: unfolder.problems)
        }
    }
}

/// The second and third passes: each event read, decided, and stored.
extension ICalendarReader {
    /// A top-level component of a calendar: an event's lines, or one left out unread.
    enum Component {
        case event([ICalendarLine])
        case leftOut(component: String, line: Int)
    }

    /// Hands `body` each VEVENT (its BEGIN line and its properties, without its own
    /// components) and
    /// each VTODO, VJOURNAL and VFREEBUSY of a file whose structure ``prepared(_:)`` checked.
    func forEachComponent(
        _ source: ICalendarSource,
        _ body: (Component) throws -> Void
    ) throws {
        var depth = 0
        var current: [ICalendarLine]?
        try source.forEachLine { line in
            switch line.name {
            case "BEGIN":
                depth += 1
                let component = line.value.uppercased()
                if depth == 2 && component == "VEVENT" { current = [line] }
                if depth == 2 && ["VTODO", "VJOURNAL", "VFREEBUSY"].contains(component) {
                    try body(.leftOut(component: component, line: line.number))
                }
            case "END":
                depth -= 1
                if depth == 1, let event = current {
                    current = nil
                    try body(.event(event))
                }
            // An event's own components (VALARM) are left out whole.
            default:
                if depth == 2 { current?.append(line) }
            }
        }
    }

    /// The second pass: each component read and decided (see ``ICalendarChoice``); with
    /// `keepingEvents`, the events that come in are kept in the reading, else only the
    /// lines of those left out.
    func choose(
        _ source: ICalendarSource,
        strict: Bool,
        keepingEvents: Bool
    ) throws -> ICalendarReading {
        var reading = ICalendarReading()
        var choice = ICalendarChoice()
        try forEachComponent(source) { component in
            switch component {
            case .leftOut(let name, let line):
                let problem = ICalendarImportError.Problem(
                    line: line,
                    message: "a \(name) cannot be imported (the planner holds events only)"
                )
                reading.skipped.append(
                    ICalendarSkipped(line: line, component: name, title: nil, problems: [problem])
                )
            case .event(let lines):
                do throws(ICalendarImportError) {
                    let event = try event(from: lines)
                    choice.consider(event)
                    if keepingEvents { reading.events.append(event) }
                } catch {
                    let title = lines.first { $0.name == "SUMMARY" }.map {
                        ICalendarText.unescape($0.value)
                    }
                    reading.skipped.append(
                        ICalendarSkipped(
                            line: lines.first?.number ?? 1,
                            component: "VEVENT",
                            title: title,
                            problems: error.problems
                        )
                    )
                }
            }
        }
        choice.finish(local: calendarZone ?? zone)
        reading.dropped = choice.dropped
        reading.events.removeAll { reading.dropped.contains($0.line) }
        reading.skipped = (reading.skipped + choice.skipped).sorted { $0.line < $1.line }
        if strict && !reading.skipped.isEmpty {
            let all = reading.skipped.flatMap(\.problems)
            throw ICalendarImportError(problems: all.sorted { $0.line < $1.line })
        }
        return reading
    }

    /// The third pass: hands `body` each event that comes in (read again, in file order),
    /// given the reading of the second pass.
    func forEachEvent(
        _ source: ICalendarSource,
        _ reading: ICalendarReading,
        _ body: (ImportedEvent) throws -> Void
    ) throws {
        try forEachComponent(source) { component in
            guard case .event(let lines) = component, let begin = lines.first?.number,
                !reading.dropped.contains(begin),
                let event = try? event(from: lines)
            else { return }
            try body(event)
        }
    }
}
