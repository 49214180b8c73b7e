/// A zone a calendar file defines itself: a VTIMEZONE (RFC 5545 §3.6.5) read into rules, for
/// a TZID the system does not know (docs/manual.md#planner).
///
/// Each STANDARD or DAYLIGHT observance starts at its DTSTART (a local time in its
/// TZOFFSETFROM) and again at each RDATE, or every year by a yearly RRULE with BYMONTH and
/// a BYDAY such as `-1SU` or `2SU` (the forms calendar apps write; a BYHOUR and BYMINUTE
/// only when they repeat the DTSTART's clock), through its UNTIL or the year 2200. A definition that says anything else is not used.
enum ICalendarZoneDefinition {
    /// The last year a repeating observance is expanded to.
    static let lastYear = 2200

    /// The TZID and the zone of a VTIMEZONE's lines (BEGIN to END), or nil when it cannot
    /// be read exactly.
    static func zone(from lines: [ICalendarLine]) -> (tzid: String, zone: LocalZone)? {
        guard let tzid = lines.first(where: { $0.name == "TZID" })?.value, !tzid.isEmpty
        else { return nil }
        var onsets: [(at: Int64, type: ZoneType)] = []
        var current: [ICalendarLine]?
        for line in lines.dropFirst() {
            switch (line.name, line.value.uppercased()) {
            case ("BEGIN", "STANDARD"), ("BEGIN", "DAYLIGHT"): current = [line]
            case ("END", "STANDARD"), ("END", "DAYLIGHT"):
                guard let observance = current, let found = self.onsets(of: observance) else {
                    return nil
                }
                onsets += found
                current = nil
            default: current?.append(line)
            }
        }
        guard !onsets.isEmpty else { return nil }
        onsets.sort { $0.at < $1.at }
        var types: [ZoneType] = []
        var indices: [Int] = []
        for onset in onsets {
            if let index = types.firstIndex(of: onset.type) {
                indices.append(index)
            } else {
                indices.append(types.count)
                types.append(onset.type)
            }
        }
        // Before the first onset, ZoneRules uses its first standard type.
        let rules = ZoneRules(
            transitions: onsets.map(\.at),
            typeIndices: indices,
            types: types,
            footer: nil
        )
        return (tzid, LocalZone(defined: tzid, rules: rules))
    }

    /// Every onset of one observance, as UTC seconds with the type it starts.
    private static func onsets(of lines: [ICalendarLine]) -> [(at: Int64, type: ZoneType)]? {
        func value(_ name: String) -> String? { lines.first { $0.name == name }?.value }
        guard let kind = lines.first?.value.uppercased(),
            let startText = value("DTSTART"), let (start, utc) = ICalendarTime.dateTime(startText),
            !utc, let from = value("TZOFFSETFROM").flatMap(offset),
            let to = value("TZOFFSETTO").flatMap(offset)
        else { return nil }
        let type = ZoneType(
            offset: to,
            isDaylight: kind == "DAYLIGHT",
            abbreviation: value("TZNAME") ?? ""
        )
        var readings = [start]
        for line in lines where line.name == "RDATE" {
            for text in line.value.split(separator: ",") {
                guard let (reading, isUTC) = ICalendarTime.dateTime(String(text)), !isUTC else {
                    return nil
                }
                readings.append(reading)
            }
        }
        if let rule = value("RRULE") {
            guard let yearly = yearlyReadings(rule, start: start) else { return nil }
            readings += yearly
        }
        // An onset is written in the local time in force before it.
        return readings.map { (LocalZone.utcSeconds($0) - Int64(from), type) }
    }

    /// The onsets of `FREQ=YEARLY;BYMONTH=m;BYDAY=nDD[;UNTIL=…]` after `start`.
    private static func yearlyReadings(_ rule: String, start: LocalDateTime) -> [LocalDateTime]? {
        var parts: [String: String] = [:]
        for part in rule.uppercased().split(separator: ";") {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2 else { return nil }
            parts[pair[0]] = pair[1]
        }
        _ = parts.removeValue(forKey: "WKST")
        // Exchange spells out the onset's own hour and minute; any other is not an onset.
        for (key, wanted) in [("BYHOUR", start.hour), ("BYMINUTE", start.minute)] {
            if let text = parts.removeValue(forKey: key), Int(text) != wanted { return nil }
        }
        guard parts.removeValue(forKey: "FREQ") == "YEARLY",
            (parts.removeValue(forKey: "INTERVAL") ?? "1") == "1",
            let month = parts.removeValue(forKey: "BYMONTH").flatMap({ Int($0) }),
            (1...12).contains(month), let byDay = parts.removeValue(forKey: "BYDAY"),
            byDay.count >= 3,
            let weekday = ICalendarRule.weekdayCodes.firstIndex(
                of: String(byDay.suffix(2))
            ),
            let ordinal = Int(byDay.dropLast(2)), (-5...5).contains(ordinal), ordinal != 0
        else { return nil }
        var until = lastYear
        if let text = parts.removeValue(forKey: "UNTIL") {
            guard let (reading, _) = ICalendarTime.dateTime(text) else { return nil }
            until = reading.date.year
        }
        guard parts.isEmpty else { return nil }
        var readings: [LocalDateTime] = []
        for year in max(start.date.year, 1800)...min(until, lastYear) {
            guard let day = nthWeekday(ordinal, weekday, month: month, year: year) else { continue }
            let reading = LocalDateTime(
                date: day,
                hour: start.hour,
                minute: start.minute,
                second: start.second
            )
            if reading > start { readings.append(reading) }
        }
        return readings
    }

    /// The `ordinal`th (from the end when negative) `weekday` (0 Sunday) of a month.
    private static func nthWeekday(
        _ ordinal: Int,
        _ weekday: Int,
        month: Int,
        year: Int
    )
        -> CalendarDate?
    {
        guard let first = CalendarDate(year: year, month: month, day: 1) else { return nil }
        if ordinal > 0 {
            let day = 1 + (weekday - first.weekday + 7) % 7 + (ordinal - 1) * 7
            return CalendarDate(year: year, month: month, day: day)
        }
        // The month's length, not a walk by days: adding days stops at 9999-12-31.
        let length = CalendarDate.daysIn(month: month, year: year)
        let last = first.adding(days: length - 1)
        let day = last.day - (last.weekday - weekday + 7) % 7 + (ordinal + 1) * 7
        return CalendarDate(year: year, month: month, day: day)
    }

    /// A UTC-OFFSET (`+0100`, `-0500`, `+053028`) in seconds, or nil.
    static func offset(_ text: String) -> Int? {
        let bytes = Array(text.trimmingWhitespace().utf8)
        guard bytes.count == 5 || bytes.count == 7, bytes[0] == 0x2B || bytes[0] == 0x2D,
            bytes.dropFirst().allSatisfy({ (0x30...0x39).contains($0) })
        else { return nil }
        let digits = bytes.dropFirst().map { Int($0 - 0x30) }
        let (hours, minutes) = (digits[0] * 10 + digits[1], digits[2] * 10 + digits[3])
        let seconds = digits.count == 6 ? digits[4] * 10 + digits[5] : 0
        // Offsets beyond a day are not offsets: such a definition is not used.
        guard hours < 24, minutes < 60, seconds < 60 else { return nil }
        let size = hours * 3_600 + minutes * 60 + seconds
        return bytes[0] == 0x2D ? -size : size
    }
}
