import HomebookCore
import TestSupport
import Testing

/// Reading an .ics file's bytes: folds, encodings, long values, durations and UIDs
/// (docs/manual.md#planner).
@Suite struct ICalendarReadingTests {
    static let head = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\n"
    static let tail = "END:VEVENT\r\nEND:VCALENDAR\r\n"

    /// One event: UID, SUMMARY and DTSTART first (lines 4–6), then `lines`.
    static func event(_ lines: String, start: String = "DTSTART:20261203T090000Z") -> [UInt8] {
        Array((head + "UID:u\r\nSUMMARY:S\r\n\(start)\r\n" + lines + tail).utf8)
    }

    static func only(_ planner: Planner) throws -> PlannerEvent {
        try planner.get(1)
    }

    @Test func aPropertyFoldedOverAMillionLinesIsReadInLinearTime() throws {
        // Joining folds by re-copying the line so far took minutes for this file (quadratic);
        // each byte is now copied once.
        let folds = 1_000_000
        var bytes = Array((Self.head + "UID:u\r\nSUMMARY:S\r\nDTSTART:20261203T090000Z\r\n").utf8)
        bytes += Array("DESCRIPTION:a".utf8)
        bytes.reserveCapacity(bytes.count + folds * 4 + 64)
        for _ in 0..<folds { bytes += [0x0D, 0x0A, 0x20, 0x62] }
        bytes += Array("\r\n\(Self.tail)".utf8)
        try withPlanner { planner, _ in
            #expect(try planner.importICalendar(bytes: bytes).imported == 1)
            let description = try Self.only(planner).description
            #expect(description.utf8.count == folds + 1)
            #expect(description.hasSuffix("bbb"))
        }
    }

    @Test func aPropertyLongerThanTheLineLimitOnceUnfoldedIsRefusedWithItsLine() throws {
        let piece = String(repeating: "x", count: 1_000)
        let folds = InputLimit.lineBytes / 1_000 + 1
        let long = "DESCRIPTION:" + Array(repeating: piece, count: folds).joined(separator: "\r\n ")
        try withPlanner { planner, _ in
            let error = #expect(throws: ICalendarImportError.self) {
                try planner.importICalendar(bytes: Self.event(long + "\r\n"))
            }
            #expect(error?.problems.map(\.line) == [7])
            #expect(error?.description.contains("longer than \(InputLimit.lineBytesText)") == true)
            let count = try planner.count()
            #expect(count == 0)
        }
    }

    @Test func foldsInsideMultiByteCharactersKeepThemWhole() throws {
        var random = SeededGenerator(seed: 26_07)
        let alphabet: [Character] = ["a", "é", "û", "ß", "中", "🥨", "👩‍🍳", " ", ","]
        try withPlanner { planner, _ in
            for round in 0..<40 {
                let title = "T" + random.string(from: alphabet, length: 1 + random.below(60)) + "e"
                // Fold after every few bytes, wherever that falls: often inside a character.
                let value = Array(("SUMMARY:" + title.replacingOccurrences(",", with: "\\,")).utf8)
                var folded: [UInt8] = []
                var index = 0
                while index < value.count {
                    let size = 1 + random.below(5)
                    if index > 0 { folded += [0x0D, 0x0A, random.oneIn(2) ? 0x20 : 0x09] }
                    folded += value[index..<min(index + size, value.count)]
                    index += size
                }
                let bytes =
                    Array((Self.head + "UID:u\(round)\r\n").utf8) + folded
                    + Array("\r\nDTSTART:20261203T090000Z\r\n\(Self.tail)".utf8)
                _ = try planner.importICalendar(bytes: bytes)
                #expect(try planner.get(Int64(round + 1)).title == title)
            }
        }
    }

    @Test func aLeadingByteOrderMarkIsSkipped() throws {
        try withPlanner { planner, _ in
            let report = try planner.importICalendar(bytes: [0xEF, 0xBB, 0xBF] + Self.event(""))
            #expect(report.imported == 1)
            #expect(try Self.only(planner).title == "S")
        }
    }

    @Test(arguments: [
        // A stray byte on its own line, on a continuation line, and a sequence cut short by
        // a line that is not a fold.
        ([UInt8](Array("LOCATION:caf".utf8) + [0xE9, 0x0D, 0x0A]), 7),
        ([UInt8](Array("LOCATION:a\r\n b".utf8) + [0xFF, 0x0D, 0x0A]), 8),
        ([UInt8](Array("LOCATION:a\r\n\tb\r\n c".utf8) + [0xC3, 0x0D, 0x0A, 0x41, 0x0D, 0x0A]), 9),
    ])
    func bytesThatAreNotUTF8AreRefusedWithTheirLine(lines: [UInt8], line: Int) throws {
        let bytes = Self.event("").dropLast(Self.tail.utf8.count) + lines + Array(Self.tail.utf8)
        try withPlanner { planner, _ in
            let error = #expect(throws: ICalendarImportError.self) {
                try planner.importICalendar(bytes: Array(bytes))
            }
            #expect(error?.problems.first?.line == line, "\(String(describing: error))")
            #expect(error?.problems.first?.message == "is not UTF-8 text")
            let count = try planner.count()
            #expect(count == 0)
        }
    }

    @Test(arguments: [
        // Designators repeated until the sum passes Int64: this trapped.
        ("DURATION:P" + String(repeating: "999999999W", count: 20_000), "is not a positive"),
        ("DURATION:P999999999W", "end after the year 9999"),
        ("DURATION:PT999999999H999999999M999999999S", "end after the year 9999"),
        ("DURATION:P1D1W", "is not a positive"),
        ("DURATION:PT1H1H", "is not a positive"),
        ("DURATION:P1DT", "is not a positive"),
        ("DURATION:P1H", "is not a positive"),
    ])
    func durationsOutOfRangeAreRefusedWithTheLine(line: String, message: String) throws {
        for start in ["DTSTART:20261203T090000Z", "DTSTART;VALUE=DATE:20261203"] {
            try withPlanner { planner, _ in
                let error = #expect(throws: ICalendarImportError.self) {
                    try planner.importICalendar(
                        bytes: Self.event(line + "\r\n", start: start),
                        strict: true
                    )
                }
                #expect(error?.problems.map(\.line) == [7], "\(start) \(String(describing: error))")
                #expect(error?.description.contains(message) == true, "\(start) \(message)")
                let count = try planner.count()
                #expect(count == 0)
            }
        }
    }

    @Test func durationsInRangeAreExact() throws {
        // Generated durations, against the sum worked out here in Int128.
        var random = SeededGenerator(seed: 2_605)
        let units: [(String, Int128)] = [("W", 604_800), ("D", 86_400)]
        let times: [(String, Int128)] = [("H", 3_600), ("M", 60), ("S", 1)]
        try withPlanner { planner, _ in
            var added: Int64 = 0
            for round in 0..<60 {
                var text = "P"
                var expected: Int128 = 0
                func part(_ unit: (String, Int128)) {
                    let number = random.oneIn(8) ? random.below(1_000_000_000) : random.below(400)
                    text += "\(number)\(unit.0)"
                    expected += Int128(number) * unit.1
                }
                for unit in units where random.oneIn(2) { part(unit) }
                let chosen = times.filter { _ in random.oneIn(2) }
                if !chosen.isEmpty || text == "P" {
                    text += "T"
                    for unit in chosen.isEmpty ? [times[2]] : chosen { part(unit) }
                }
                let start: Int64 = 1_796_288_400  // 2026-12-03 09:00 UTC
                let bytes = Array(
                    (Self.head + "UID:d\(round)\r\nSUMMARY:S\r\nDTSTART:20261203T090000Z\r\n"
                        + "DURATION:\(text)\r\n" + Self.tail).utf8
                )
                if Int128(start) + expected <= 253_402_300_799 {
                    _ = try planner.importICalendar(bytes: bytes)
                    added += 1
                    let span = try planner.get(added).span
                    #expect(span == .timed(start: start, end: start + Int64(expected)), "\(text)")
                } else {
                    #expect(throws: ICalendarImportError.self, "\(text)") {
                        try planner.importICalendar(bytes: bytes, strict: true)
                    }
                }
            }
        }
    }

    @Test func anEmptyUIDGetsANewOneAndTheImportSaysSo() throws {
        let event =
            "BEGIN:VEVENT\r\nUID:\r\nSUMMARY:Blank\r\nDTSTART:20261203T090000Z\r\nEND:VEVENT\r\n"
        let text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\n" + event + event + "END:VCALENDAR\r\n"
        try withPlanner { planner, _ in
            let report = try planner.importICalendar(text)
            #expect(report.imported == 2)
            #expect(
                report.notes == [
                    .newUID(title: "Blank", line: 3, wasEmpty: true),
                    .newUID(title: "Blank", line: 8, wasEmpty: true),
                ]
            )
            #expect(
                report.notes.first?.description
                    == "\"Blank\" (line 3) has an empty UID: it was given a new one,"
                    + " so importing this file again adds it again"
            )
            let uids = try [planner.get(1), planner.get(2)].map(\.uid)
            #expect(uids.allSatisfy { !$0.isEmpty } && uids[0] != uids[1])
        }
    }
}
