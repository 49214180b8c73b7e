import Foundation
import TestSupport
import Testing

/// Whether `python3` can import the independent `icalendar` package (installed by `.ci/run`).
let pythonHasICalendar: Bool = {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", "import icalendar"]
    process.standardError = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
}()

/// Runs a Python script with `python3`; returns its standard output.
func runPython(_ script: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", script] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

/// The homebook .ics files against Python's `icalendar`, a parser nobody here wrote.
@Suite(.enabled(if: pythonHasICalendar, "python3 with the icalendar package"))
struct PlanICalendarInteropTests {
    @Test func pythonICalendarReadsEveryFieldOfTheExport() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/p.sqlite"
            let long = String(repeating: "Grüße; über, alles 🥨 ", count: 8)
            _ = try plan(
                db,
                "add",
                "Dinner, late",
                "--start",
                "2026-11-28 19:00",
                "--description",
                "two\nlines \\ here",
                "--location",
                long
            )
            _ = try plan(db, "add", "Holiday", "--start", "2026-12-24", "--end", "2026-12-26")
            _ = try plan(
                db,
                "add",
                "Standup",
                "--start",
                "2026-10-12 09:00",
                "--repeat",
                "weekly",
                "--every",
                "2",
                "--until",
                "2027-01-31"
            )
            _ = try plan(db, "export", "--output", folder + "/out.ics")
            let script = """
                import sys, icalendar
                cal = icalendar.Calendar.from_ical(open(sys.argv[1], 'rb').read())
                for e in cal.walk('VEVENT'):
                    rule = e.get('RRULE')
                    print(repr((str(e['SUMMARY']), str(e.get('DESCRIPTION', '')), str(e.get('LOCATION', '')),
                        e.decoded('DTSTART').isoformat(), e.decoded('DTEND').isoformat(),
                        ';'.join(k + '=' + ','.join(str(v) for v in vs) for k, vs in sorted(rule.items())) if rule else None, bool(e.get('UID')), bool(e.get('DTSTAMP')))))
                """
            let result = try runPython(script, [folder + "/out.ics"])
            #expect(result.status == 0)
            #expect(
                result.output == """
                    ('Dinner, late', 'two\\nlines \\\\ here', '\(long)', '2026-11-28T18:00:00+00:00', '2026-11-28T19:00:00+00:00', None, True, True)
                    ('Holiday', '', '', '2026-12-24', '2026-12-27', None, True, True)
                    ('Standup', '', '', '2026-10-12T09:00:00+02:00', '2026-10-12T10:00:00+02:00', 'FREQ=WEEKLY;INTERVAL=2;UNTIL=2027-01-31 22:59:59+00:00', True, True)

                    """
            )
        }
    }

    /// The instants of a weekly 09:00 repeat across a daylight-saving change, as Python
    /// computes them from our VTIMEZONE alone (not its own zoneinfo), and from the TZID
    /// looked up in zoneinfo, each as `2026-03-30T07:00:00Z`.
    @Test(arguments: [
        ("Europe/Berlin", "2026-03-16", "2026-04-13"),
        ("America/New_York", "2026-02-23", "2026-03-23"),
    ])
    func pythonICalendarReadsOurVTIMEZONEAndFindsTheSameInstants(
        zone: String,
        from: String,
        until: String
    ) throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/p.sqlite"
            _ = try plan(
                db,
                "add",
                "Standup",
                "--start",
                from + " 09:00",
                "--repeat",
                "weekly",
                "--until",
                until,
                zone: zone
            )
            _ = try plan(db, "export", "--output", folder + "/out.ics", zone: zone)
            let script = """
                import sys, datetime, icalendar
                from dateutil.rrule import rrulestr
                cal = icalendar.Calendar.from_ical(open(sys.argv[1], 'rb').read())
                (definition,) = cal.walk('VTIMEZONE')
                ours = definition.to_tz(lookup_tzid=False)
                (event,) = cal.walk('VEVENT')
                start = event.decoded('DTSTART')
                print(definition['TZID'], event['DTSTART'].params['TZID'])
                for tz in (ours, start.tzinfo):
                    rule = rrulestr(event['RRULE'].to_ical().decode(), dtstart=start.replace(tzinfo=tz))
                    print(' '.join(d.astimezone(datetime.timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ') for d in rule))
                """
            let result = try runPython(script, [folder + "/out.ics"])
            #expect(result.status == 0)
            let lines = result.output.split(separator: "\n").map(String.init)
            #expect(lines.first == "\(zone) \(zone)")
            // homebook's own occurrences: `2026-03-30T09:00:00+02:00`, each 09:00 local.
            let list = try plan(db, "list", "--from", from, "--to", until, "--json", zone: zone)
            let starts = list.stdout.split(separator: "\"start\":\"").dropFirst()
                .map { String($0.prefix(25)) }
            #expect(starts.count == 5)
            #expect(Set(starts.map { $0.dropFirst(11).prefix(8) }) == ["09:00:00"])
            let parser = ISO8601DateFormatter()
            let utc = ISO8601DateFormatter()
            utc.timeZone = TimeZone(identifier: "UTC")
            let instants = starts.compactMap { parser.date(from: $0).map(utc.string(from:)) }
            // The range holds the daylight-saving change: the UTC hour moves.
            #expect(Set(instants.map { $0.dropFirst(11).prefix(2) }).count == 2, "\(instants)")
            let expected = instants.joined(separator: " ")
            #expect(lines.dropFirst() == [expected, expected])
        }
    }

    @Test func aFileWrittenByPythonICalendarImports() throws {
        try withTemporaryDirectory { folder in
            let script = """
                import sys, datetime, zoneinfo, icalendar
                cal = icalendar.Calendar(); cal.add('prodid', '-//test//python//EN'); cal.add('version', '2.0')
                e = icalendar.Event(); e.add('uid', 'py-1'); e.add('summary', 'Choir; alto, part')
                e.add('description', 'Line one\\nLine two')
                ny = zoneinfo.ZoneInfo('America/New_York')
                e.add('dtstart', datetime.datetime(2026, 11, 29, 18, 30, tzinfo=ny))
                e.add('dtend', datetime.datetime(2026, 11, 29, 20, 0, tzinfo=ny))
                e.add('dtstamp', datetime.datetime(2026, 11, 20, 10, 0, tzinfo=datetime.timezone.utc))
                e.add('rrule', {'freq': 'weekly', 'count': 2})
                cal.add_component(e)
                d = icalendar.Event(); d.add('uid', 'py-2'); d.add('summary', 'Trip')
                d.add('dtstart', datetime.date(2026, 12, 1)); d.add('dtend', datetime.date(2026, 12, 4))
                d.add('dtstamp', datetime.datetime(2026, 11, 20, 10, 0, tzinfo=datetime.timezone.utc))
                cal.add_component(d)
                open(sys.argv[1], 'wb').write(cal.to_ical())
                """
            #expect(try runPython(script, [folder + "/py.ics"]).status == 0)
            let db = folder + "/p.sqlite"
            #expect(try plan(db, "import", folder + "/py.ics").stdout == "Imported 2 events.\n")
            let list = try plan(
                db,
                "list",
                "--from",
                "2026-11-29",
                "--to",
                "2026-12-31",
                "--json",
                zone: "America/New_York"
            )
            let lines = list.stdout.split(separator: "\n")
            #expect(lines.count == 5)
            #expect(
                list.stdout.contains(
                    "\"title\":\"Choir; alto, part\",\"description\":\"Line one\\nLine two\""
                )
            )
            #expect(
                list.stdout.contains(
                    "\"start\":\"2026-11-29T18:30:00-05:00\",\"end\":\"2026-11-29T20:00:00-05:00\""
                )
            )
            #expect(list.stdout.contains("\"start\":\"2026-12-06T18:30:00-05:00\""))
            #expect(
                list.stdout.contains(
                    "\"start\":\"2026-12-01\",\"end\":\"2026-12-03\",\"allDay\":true"
                )
            )
        }
    }

    /// A series with one occurrence deleted and one moved, all-day and timed: Python's
    /// `icalendar` and `dateutil` expand our export (RRULE less EXDATE, plus the moved
    /// occurrence) to exactly the occurrences `plan list` shows.
    @Test func pythonExpandsOurSkippedAndMovedOccurrencesAsPlanListShowsThem() throws {
        let google = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//EN",
            "BEGIN:VEVENT", "UID:standup@test", "SUMMARY:Standup", "RRULE:FREQ=WEEKLY;COUNT=6",
            "DTSTART;TZID=Europe/Berlin:20260316T090000",
            "DTEND;TZID=Europe/Berlin:20260316T093000",
            "EXDATE;TZID=Europe/Berlin:20260323T090000", "END:VEVENT",
            "BEGIN:VEVENT", "UID:standup@test", "SUMMARY:Standup (moved)",
            "RECURRENCE-ID;TZID=Europe/Berlin:20260406T090000",
            "DTSTART;TZID=Europe/Berlin:20260407T160000",
            "DTEND;TZID=Europe/Berlin:20260407T163000",
            "END:VEVENT",
            "BEGIN:VEVENT", "UID:pills@test", "SUMMARY:Pills", "RRULE:FREQ=DAILY;COUNT=4",
            "DTSTART;VALUE=DATE:20260328", "EXDATE;VALUE=DATE:20260329", "END:VEVENT",
            "END:VCALENDAR", "",
        ].joined(separator: "\r\n")
        try withTemporaryDirectory { folder in
            let db = folder + "/p.sqlite"
            try google.write(toFile: folder + "/in.ics", atomically: true, encoding: .utf8)
            #expect(try plan(db, "import", folder + "/in.ics").status == 0)
            _ = try plan(db, "export", "--output", folder + "/out.ics")
            let script = """
                import sys, datetime, icalendar
                from dateutil.rrule import rrulestr
                cal = icalendar.Calendar.from_ical(open(sys.argv[1], 'rb').read())
                def text(d):
                    if isinstance(d, datetime.datetime):
                        return d.astimezone(datetime.timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')
                    return d.isoformat()
                def naive(d):
                    return d if isinstance(d, datetime.datetime) else datetime.datetime.combine(d, datetime.time())
                out = []
                for e in cal.walk('VEVENT'):
                    start = e.decoded('DTSTART')
                    if 'RRULE' not in e:
                        out.append(text(start))
                        continue
                    exdates = e.get('EXDATE', [])
                    exdates = exdates if isinstance(exdates, list) else [exdates]
                    skipped = {naive(d.dt) for x in exdates for d in x.dts}
                    for d in rrulestr(e['RRULE'].to_ical().decode(), dtstart=naive(start)):
                        if d not in skipped:
                            out.append(text(d if isinstance(start, datetime.datetime) else d.date()))
                print(' '.join(sorted(out)))
                """
            let python = try runPython(script, [folder + "/out.ics"])
            #expect(python.status == 0, "\(python.output)")
            let list = try plan(db, "list", "--from", "2026-03-01", "--to", "2026-05-31", "--json")
            let utc = ISO8601DateFormatter()
            utc.timeZone = TimeZone(identifier: "UTC")
            let ours = list.stdout.split(separator: "\"start\":\"").dropFirst().map { field in
                let value = String(field.prefix { $0 != "\"" })
                return ISO8601DateFormatter().date(from: value).map(utc.string(from:)) ?? value
            }
            #expect(ours.count == 8, "\(list.stdout)")  // 6 − 1 standups, moved one, 4 − 1 pills
            #expect(
                python.output.trimmingCharacters(in: .whitespacesAndNewlines)
                    == ours.sorted().joined(separator: " ")
            )
        }
    }
}
