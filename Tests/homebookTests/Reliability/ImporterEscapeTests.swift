import Foundation
import TestSupport
import Testing

/// Every importer's refusals (and notes) quote the file's text with its escape sequences
/// made visible: a hostile file can never set the terminal's title or clear its screen.
@Suite(.tags(.process), .skippedByTag) struct ImporterEscapeTests {
    /// OSC "set title", "clear screen" (CSI as ESC [ and as the C1 byte), and a bidi
    /// override; without `;` and `,`, which split values in most of these formats.
    static let hostile = "\u{1B}]2 pwned\u{07}\u{1B}[2J\u{9B}2J\u{85}\u{202E}"
    /// The same without NEL (U+0085), a line break, for the text a title may hold.
    static let oneLine = "\u{1B}]2 pwned\u{07}\u{1B}[2J\u{9B}2J\u{202E}"
    /// The same with `;`, as a real OSC 0 is written.
    static let osc = "\u{1B}]0;pwned\u{07}"

    /// One importer run: the arguments after `--db DB`, and the file it reads.
    struct Case: CustomStringConvertible {
        var name: String
        var arguments: [String]
        var file: String
        var bytes: [UInt8]
        /// Whether the run must fail (every case but the ones that only print notes).
        var refused = true
        var description: String { name }
    }

    /// Characters that drive a terminal or reorder what it shows.
    static func unsafe(_ text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.filter {
            ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value)
                || (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value)
        }
    }

    static func calendar(_ body: String) -> [UInt8] {
        Array(("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//t//t//EN\r\n" + body).utf8)
    }

    static func event(
        _ lines: String,
        end: String = "END:VEVENT\r\nEND:VCALENDAR\r\n"
    )
        -> [UInt8]
    {
        calendar(
            "BEGIN:VEVENT\r\nUID:e1\r\nDTSTAMP:20260101T000000Z\r\nSUMMARY:Ev\r\n" + lines + end
        )
    }

    static let h = hostile
    static let ics = ["plan", "import"]

    static let calendarCases: [Case] = [
        Case(
            name: "END closes nothing",
            arguments: ics,
            file: "a.ics",
            bytes: event(
                "DTSTART:20260101T100000Z\r\n",
                end: "END:VEVENT\(h)\r\nEND:VCALENDAR\r\n"
            )
        ),
        Case(
            name: "file ends inside",
            arguments: ics,
            file: "b.ics",
            bytes: calendar(
                "BEGIN:X\(h)\(osc)\r\nFOO:bar\r\n"
            )
        ),
        Case(
            name: "first line not VCALENDAR",
            arguments: ics,
            file: "c.ics",
            bytes: Array(
                "BEGIN:\(h)\r\nEND:\(h)\r\n".utf8
            )
        ),
        Case(
            name: "RRULE BYDAY",
            arguments: ics,
            file: "d.ics",
            bytes: event(
                "DTSTART:20260105T100000Z\r\nRRULE:FREQ=WEEKLY;BYDAY=MO\(h)\r\n"
            )
        ),
        Case(
            name: "RRULE BYMONTHDAY",
            arguments: ics,
            file: "e.ics",
            bytes: event(
                "DTSTART:20260105T100000Z\r\nRRULE:FREQ=MONTHLY;BYMONTHDAY=5\(h)\r\n"
            )
        ),
        Case(
            name: "RRULE BYMONTH",
            arguments: ics,
            file: "f.ics",
            bytes: event(
                "DTSTART:20260105T100000Z\r\nRRULE:FREQ=YEARLY;BYMONTH=1\(h)\r\n"
            )
        ),
        Case(
            name: "RRULE unknown part",
            arguments: ics,
            file: "g.ics",
            bytes: event(
                "DTSTART:20260105T100000Z\r\nRRULE:FREQ=DAILY;X\(h)=1\r\n"
            )
        ),
        Case(
            name: "RRULE not NAME=VALUE",
            arguments: ics,
            file: "h.ics",
            bytes: event(
                "DTSTART:20260105T100000Z\r\nRRULE:FREQ=DAILY;\(osc)\r\n"
            )
        ),
        Case(
            name: "RRULE UNTIL",
            arguments: ics,
            file: "i.ics",
            bytes: event(
                "DTSTART:20260105T100000Z\r\nRRULE:FREQ=DAILY;UNTIL=2026\(h)\r\n"
            )
        ),
        Case(
            name: "RRULE INTERVAL",
            arguments: ics,
            file: "j.ics",
            bytes: event(
                "DTSTART:20260105T100000Z\r\nRRULE:FREQ=DAILY;INTERVAL=\(h)\r\n"
            )
        ),
        Case(
            name: "RRULE FREQ",
            arguments: ics,
            file: "k.ics",
            bytes: event(
                "DTSTART:20260105T100000Z\r\nRRULE:FREQ=\(h)\r\n"
            )
        ),
        Case(
            name: "DTSTART",
            arguments: ics,
            file: "l.ics",
            bytes: event(
                "DTSTART:2026\(h)\(osc)\r\n"
            )
        ),
        Case(
            name: "DTEND date",
            arguments: ics,
            file: "m.ics",
            bytes: event(
                "DTSTART;VALUE=DATE:20260105\r\nDTEND;VALUE=DATE:\(h)\r\n"
            )
        ),
        Case(
            name: "TZID",
            arguments: ics,
            file: "n.ics",
            bytes: event(
                "DTSTART;TZID=\"\(h)\(osc)\":20260105T100000\r\n"
            )
        ),
        Case(
            name: "DURATION",
            arguments: ics,
            file: "o.ics",
            bytes: event(
                "DTSTART:20260105T100000Z\r\nDURATION:PT1H\(h)\(osc)\r\n"
            )
        ),
        Case(
            name: "EXDATE",
            arguments: ics,
            file: "p.ics",
            bytes: event(
                "DTSTART:20260105T100000Z\r\nRRULE:FREQ=DAILY\r\nEXDATE:\(h)\r\n"
            )
        ),
        Case(
            name: "RECURRENCE-ID",
            arguments: ics,
            file: "q.ics",
            bytes: event(
                "DTSTART:20260105T100000Z\r\nRECURRENCE-ID:\(h)\r\n"
            )
        ),
        Case(
            name: "not a content line",
            arguments: ics,
            file: "r.ics",
            bytes: event(
                "DTSTART:20260105T100000Z\r\n\(h)\(osc)\r\n"
            )
        ),
        Case(
            name: "SUMMARY line break",
            arguments: ics,
            file: "s.ics",
            bytes: calendar(
                "BEGIN:VEVENT\r\nUID:x\(h)\r\nSUMMARY:a\\n\(h)\r\nDTSTART:20260105T100000Z\r\n"
                    + "END:VEVENT\r\nEND:VCALENDAR\r\n"
            )
        ),
        Case(
            name: "repeated UID",
            arguments: ics,
            file: "t.ics",
            bytes: calendar(
                "BEGIN:VEVENT\r\nUID:\(h)\r\nSUMMARY:a\r\nDTSTART:20260105T100000Z\r\nEND:VEVENT\r\n"
                    + "BEGIN:VEVENT\r\nUID:\(h)\r\nSUMMARY:b\r\nDTSTART:20260105T100000Z\r\n"
                    + "END:VEVENT\r\nEND:VCALENDAR\r\n"
            )
        ),
        Case(
            name: "bytes that are not UTF-8",
            arguments: ics,
            file: "u.ics",
            bytes: event(
                "DTSTART:20260105T100000Z\r\nLOCATION:"
            ) + [0x9B, 0x32, 0x4A, 0xC2]
                + Array(
                    "\r\nRRULE:FREQ=DAILY;BYDAY=\u{1B}[2J\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n".utf8
                )
        ),
        Case(
            name: "note: recipe not found",
            arguments: ics,
            file: "v.ics",
            bytes: calendar(
                "BEGIN:VEVENT\r\nUID:n1\r\nSUMMARY:D\(oneLine)\(osc)\r\nDTSTART:20260105T100000Z\r\n"
                    + "X-HOMEBOOK-RECIPE:R\(h)\(osc)\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
            ),
            refused: false
        ),
    ]

    static let allCases = calendarCases + bankCases + ledgerCases + recipeCases

    @Test(arguments: allCases)
    func noRawEscapeReachesTheTerminal(_ test: Case) throws {
        try withTemporaryDirectory { folder in
            let path = folder + "/" + test.file
            #expect(FileManager.default.createFile(atPath: path, contents: Data(test.bytes)))
            // A calendar is read twice: --strict refuses, and the default names what it
            // leaves out in notes on standard output.
            let runs = test.arguments == Self.ics ? [["--strict"], []] : [[]]
            for (index, extra) in runs.enumerated() {
                let result = try HomebookProcess.run(
                    ["--db", folder + "/h\(index).sqlite"] + test.arguments + extra + [path]
                )
                #expect(result.signal == nil, "\(result)")
                if index == 0 { #expect(result.status == (test.refused ? 1 : 0), "\(result)") }
                #expect(
                    Self.unsafe(result.stdout).isEmpty,
                    "out: \(result.stdout.debugDescription)"
                )
                #expect(
                    Self.unsafe(result.stderr).isEmpty,
                    "err: \(result.stderr.debugDescription)"
                )
            }
        }
    }
}
