/// The documented JSON shape of an event and the text forms of its times.
extension PlannerEvent {
    /// Writes `{"id","calendar","title","description","location","start","end","allDay",
    /// "recipe": {"id","name"}|null, "repeat": {"freq","interval","until","count","except"}|null}`,
    /// `"extra"` for one with extra occurrences (RDATE: `["2026-03-20",
    /// "2026-03-21T09:00:00+01:00", "…T09:00:00+01:00/…T11:00:00+01:00"]`),
    /// `"servings"` for a meal that has its own, `"schedule"` (the repeating item's id) for a
    /// reminder of a repeating ledger item, times in ISO 8601 with the offset of `zone` (all-day: `YYYY-MM-DD`, end inclusive).
    public func write(to json: inout JSONWriter, in zone: LocalZone) {
        json.object { json in
            json.key("id")
            json.integer(id)
            json.key("calendar")
            json.string(calendar)
            json.key("title")
            json.string(title)
            json.key("description")
            json.string(description)
            json.key("location")
            json.string(location)
            switch span {
            case .allDay(let first, let last):
                json.key("start")
                json.string(first.description)
                json.key("end")
                json.string(last.description)
            case .timed(let start, let end):
                json.key("start")
                Self.writeISO(start, in: zone, to: &json)
                json.key("end")
                Self.writeISO(end, in: zone, to: &json)
            }
            json.key("allDay")
            json.bool(span.isAllDay)
            json.key("recipe")
            if let recipe {
                json.object { json in
                    json.key("id")
                    json.integer(recipe.id)
                    json.key("name")
                    json.string(recipe.name)
                }
            } else {
                json.null()
            }
            json.key("repeat")
            if let repeatRule { repeatRule.write(to: &json) } else { json.null() }
            if !extraDates.isEmpty {
                json.key("extra")
                json.array { json in
                    for date in extraDates {
                        switch date {
                        case .date(let day): json.string(day.description)
                        case .time(let start): json.string(Self.iso(start, in: zone))
                        case .period(let start, let end):
                            json.string(Self.iso(start, in: zone) + "/" + Self.iso(end, in: zone))
                        }
                    }
                }
            }
            if let servings {
                json.key("servings")
                json.integer(Int64(servings))
            }
            if let scheduleID {
                json.key("schedule")
                json.integer(scheduleID)
            }
        }
    }

    /// The event as one line of JSON (see ``write(to:in:)``).
    public func jsonText(in zone: LocalZone) -> String {
        JSONWriter.text { write(to: &$0, in: zone) }
    }

    /// The start and end in ISO 8601: `2026-11-28T17:00:00+01:00`, or days when all-day.
    public func isoTimes(in zone: LocalZone) -> (start: String, end: String) {
        switch span {
        case .allDay(let first, let last): return (first.description, last.description)
        case .timed(let start, let end):
            return (Self.iso(start, in: zone), Self.iso(end, in: zone))
        }
    }

    /// When it happens, for people: `Sat 2026-11-28 17:00–18:00`, `Sat 2026-11-28 all day`.
    public func whenText(in zone: LocalZone) -> String {
        switch span {
        case .allDay(let first, let last):
            let head = "\(first.weekdayName) \(first)"
            return first == last ? head + " all day" : head + " – \(last.weekdayName) \(last)"
        case .timed(let start, let end):
            let from = zone.local(start)
            let until = zone.local(end)
            let head = "\(from.date.weekdayName) \(from.date) \(from.clockText)"
            if until.date == from.date { return head + "–" + until.clockText }
            return head + " – \(until.date.weekdayName) \(until.date) \(until.clockText)"
        }
    }

    /// An instant as ISO 8601 with the zone's offset at that instant.
    static func iso(_ instant: Int64, in zone: LocalZone) -> String {
        let (reading, offset) = readingAndOffset(instant, in: zone)
        guard (0...9999).contains(reading.date.year) else { return wideISO(reading, offset) }
        return String(unsafeUninitializedCapacity: 25) { buffer in
            fillISO(reading, offset, buffer)
            return 25
        }
    }

    /// Writes an instant as an ISO 8601 JSON string, in place (a month lists thousands).
    static func writeISO(_ instant: Int64, in zone: LocalZone, to json: inout JSONWriter) {
        let (reading, offset) = readingAndOffset(instant, in: zone)
        guard (0...9999).contains(reading.date.year) else {
            json.string(wideISO(reading, offset))
            return
        }
        json.asciiString(count: 25) { buffer in fillISO(reading, offset, buffer) }
    }

    /// The reading of an instant and the zone's offset then. The reading is the instant
    /// moved by the offset, read as UTC: one zone lookup, not two.
    private static func readingAndOffset(
        _ instant: Int64,
        in zone: LocalZone
    ) -> (LocalDateTime, Int) {
        let offset = zone.offset(at: instant)
        return (LocalZone.utcReading(instant + Int64(offset)), offset)
    }

    /// `2026-11-28T17:00:00+01:00` into 25 bytes, for a year of four digits.
    private static func fillISO(
        _ reading: LocalDateTime,
        _ offset: Int,
        _ buffer: UnsafeMutableBufferPointer<UInt8>
    ) {
        let date = reading.date
        let minutes = abs(offset) / 60
        CalendarDate.writeDigits(date.year, count: 4, to: buffer, at: 0)
        buffer[4] = UInt8(ascii: "-")
        CalendarDate.writeDigits(date.month, count: 2, to: buffer, at: 5)
        buffer[7] = UInt8(ascii: "-")
        CalendarDate.writeDigits(date.day, count: 2, to: buffer, at: 8)
        buffer[10] = UInt8(ascii: "T")
        CalendarDate.writeDigits(reading.hour, count: 2, to: buffer, at: 11)
        buffer[13] = UInt8(ascii: ":")
        CalendarDate.writeDigits(reading.minute, count: 2, to: buffer, at: 14)
        buffer[16] = UInt8(ascii: ":")
        CalendarDate.writeDigits(reading.second, count: 2, to: buffer, at: 17)
        buffer[19] = offset < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+")
        CalendarDate.writeDigits(minutes / 60, count: 2, to: buffer, at: 20)
        buffer[22] = UInt8(ascii: ":")
        CalendarDate.writeDigits(minutes % 60, count: 2, to: buffer, at: 23)
    }

    /// The same text for a year outside 0…9999 (its digits do not fit the fixed layout).
    private static func wideISO(_ reading: LocalDateTime, _ offset: Int) -> String {
        let minutes = abs(offset) / 60
        let sign = offset < 0 ? "-" : "+"
        return "\(reading.date)T\(LocalDateTime.two(reading.hour)):"
            + "\(LocalDateTime.two(reading.minute)):\(LocalDateTime.two(reading.second))"
            + "\(sign)\(LocalDateTime.two(minutes / 60)):\(LocalDateTime.two(minutes % 60))"
    }
}
