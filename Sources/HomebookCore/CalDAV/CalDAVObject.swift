/// One calendar object on a server read as planner events, and the digest that tells whether
/// two versions of an object say the same thing (docs/manual.md#sync).
struct CalDAVObject {
    /// The UID of the series (or single event) the object holds.
    var uid: String?
    /// The events the object becomes, series first; nil when it cannot be represented
    /// (then it is left alone on both sides).
    var events: [ImportedEvent]?
    /// Why it cannot be represented, for the report.
    var problem: String?
    /// Its title, for the report.
    var title: String?

    /// Reads an object's text as the planner's importer does: a changed occurrence
    /// (RECURRENCE-ID) becomes an event of its own, and the series skips that day.
    static func read(_ ics: String, zone: LocalZone) -> CalDAVObject {
        if !ics.contains("BEGIN:VEVENT") {
            // Tasks and journal entries: named with what they are, not a parse error.
            return CalDAVObject(problem: notAnEvent(ics, []), title: summary(ics))
        }
        let reading: ICalendarReading
        do {
            reading = try ICalendarReader(zone: zone).read(Array(ics.utf8), strict: false)
        } catch {
            return CalDAVObject(problem: error.description)
        }
        if let skipped = reading.skipped.first {
            return CalDAVObject(
                uid: nil,
                events: nil,
                problem: skipped.problems.first?.message ?? "it cannot be represented",
                title: skipped.title
            )
        }
        var events = reading.events
        let uids = Set(events.map { $0.replacing?.uid ?? $0.uid ?? "" })
        guard !events.isEmpty, uids.count == 1, let uid = uids.first, !uid.isEmpty else {
            return CalDAVObject(problem: Self.notAnEvent(ics, events), title: Self.summary(ics))
        }
        events.sort { ($0.replacing == nil ? 0 : 1) < ($1.replacing == nil ? 0 : 1) }
        if let index = events.firstIndex(where: { $0.replacing == nil }) {
            // A changed extra occurrence (RDATE) is no longer one of the series'.
            let starts = Set(
                events.compactMap { event in
                    event.replacingInstant
                        ?? event.replacing.map { ExtraDate.date($0.day).startAt }
                }
            )
            events[index].extraDates.removeAll { starts.contains($0.startAt) }
            if var rule = events[index].rule {
                let changed = events.compactMap { $0.replacing?.day }
                rule.exceptions = Array(Set(rule.exceptions + changed)).sorted()
                events[index].rule = rule
            }
        }
        return CalDAVObject(uid: uid, events: events, title: events.first?.title)
    }

    /// Why an object without one event cannot be held: what it is instead.
    private static func notAnEvent(_ ics: String, _ events: [ImportedEvent]) -> String {
        if events.isEmpty {
            for (component, what) in [
                ("VTODO", "a task (VTODO)"), ("VJOURNAL", "a journal entry (VJOURNAL)"),
                ("VFREEBUSY", "free/busy time (VFREEBUSY)"),
            ] where ics.contains("BEGIN:" + component) {
                return "it is \(what); the planner holds events only"
            }
        }
        return "it holds no event with one UID"
    }

    /// The first SUMMARY of an object the reader did not take, for the report.
    private static func summary(_ ics: String) -> String? {
        for line in ics.split(whereSeparator: \.isNewline) where line.hasPrefix("SUMMARY") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            return ICalendarText.unescape(String(line[line.index(after: colon)...]))
        }
        return nil
    }

    /// The object's events as the planner would hold them (for digests); ids and stamps
    /// play no part.
    func plannerEvents(calendar: String) -> [PlannerEvent] {
        (events ?? []).map { event in
            PlannerEvent(
                id: 0,
                uid: event.storedUID ?? "",
                calendar: calendar,
                title: event.title,
                description: event.description,
                location: event.location,
                span: event.span,
                recipe: event.recipeName.map { PlannedRecipe(id: 0, name: $0) },
                repeatRule: event.rule,
                stamp: 0,
                timeZone: event.zone
            )
        }
    }

    /// A digest of what the planner models of `events` (not their ids, calendar or stamps):
    /// equal digests, same events.
    static func digest(_ events: [PlannerEvent], zone: LocalZone) -> String {
        let writer = ICalendarWriter(zone: zone, repeatTimes: .floating)
        var text = ""
        for event in events.sorted(by: { $0.uid < $1.uid }) {
            var plain = event
            plain.stamp = 0
            text += writer.event(plain) + "ZONE:" + (event.timeZone ?? "") + "\n"
        }
        // FNV-1a, 64 bits: a change detector, not a security measure.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex + "-\(text.utf8.count)"
    }

    /// The day a changed occurrence's stored UID names (`…-20260310`), with its series' UID.
    static func occurrence(of uid: String) -> (series: String, day: CalendarDate)? {
        guard uid.count > 9 else { return nil }
        let suffix = uid.suffix(9)
        guard suffix.first == "-", suffix.dropFirst().allSatisfy(\.isASCIIDigit) else {
            return nil
        }
        let digits = String(suffix.dropFirst())
        guard
            let day = CalendarDate(
                year: Int(digits.prefix(4)) ?? 0,
                month: Int(digits.dropFirst(4).prefix(2)) ?? 0,
                day: Int(digits.suffix(2)) ?? 0
            )
        else { return nil }
        return (String(uid.dropLast(9)), day)
    }
}

extension Character {
    /// Whether this is 0–9.
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
