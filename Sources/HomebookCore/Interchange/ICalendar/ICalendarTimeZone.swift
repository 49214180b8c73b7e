/// A VTIMEZONE component (RFC 5545 §3.6.5) that spells out a zone's offsets over a span.
///
/// The simplest exact form: one STANDARD or DAYLIGHT sub-component per observance, each with
/// its own DTSTART and no RRULE, so a reader needs no rule of its own to get every offset
/// the exported events meet. A zone without daylight-saving time gets one STANDARD.
enum ICalendarTimeZone {
    /// `BEGIN:VTIMEZONE` … `END:VTIMEZONE` for `observances` (from
    /// ``LocalZone/observances(from:through:)``), folded, each line ending in CRLF.
    static func component(tzid: String, observances: [ZoneObservance]) -> String {
        var lines = ["BEGIN:VTIMEZONE", "TZID:" + ICalendarText.escape(tzid)]
        for observance in observances {
            let kind = observance.isDaylight ? "DAYLIGHT" : "STANDARD"
            // An onset is written in the local time in force before it (RFC 5545 §3.6.5).
            let onset = LocalZone.utcReading(observance.onset + Int64(observance.offsetBefore))
            lines += [
                "BEGIN:" + kind, "DTSTART:" + ICalendarWriter.basic(onset),
                "TZOFFSETFROM:" + offset(observance.offsetBefore),
                "TZOFFSETTO:" + offset(observance.offset),
            ]
            if !observance.abbreviation.isEmpty {
                lines.append("TZNAME:" + ICalendarText.escape(observance.abbreviation))
            }
            lines.append("END:" + kind)
        }
        lines.append("END:VTIMEZONE")
        return lines.map(ICalendarText.fold).joined()
    }

    /// A UTC-OFFSET value: `+0100`, `-0500`, `+0530`; seconds only when there are any
    /// (`+005328`, the local mean time of old dates); zero is `+0000` (`-0000` is not allowed).
    static func offset(_ seconds: Int) -> String {
        let size = abs(seconds)
        let (hours, minutes, rest) = (size / 3_600, size / 60 % 60, size % 60)
        let text = LocalDateTime.two(hours) + LocalDateTime.two(minutes)
        return (seconds < 0 ? "-" : "+") + text + (rest == 0 ? "" : LocalDateTime.two(rest))
    }
}
