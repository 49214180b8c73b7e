/// Decides, one event at a time as a file is read, which of its events come in: an event
/// whose UID an earlier one already has is left out (the first wins, as when the file is
/// imported again); of two changes to one occurrence the higher SEQUENCE wins (RFC 5545
/// §3.8.7.4: the later revision), the first on a tie; and a change naming an occurrence its
/// series does not have is left out (``ICalendarReading/missing(_:of:changedIn:local:)``).
///
/// It holds one key per event and the series and changes themselves without their texts,
/// not the events, so a file of any size is decided in little memory.
struct ICalendarChoice {
    /// Each stored UID seen, with the line of the event that has it for now.
    private var seen: [String: (line: Int, sequence: Int, change: Bool)] = [:]
    /// The changed occurrences kept for now, by line, and the series by UID.
    private var changes: [Int: ImportedEvent] = [:]
    private var series: [String: ImportedEvent] = [:]
    /// The events left out, with their reasons.
    private(set) var skipped: [ICalendarSkipped] = []
    /// The lines of the events left out.
    private(set) var dropped: Set<Int> = []

    /// Considers the next event of the file.
    mutating func consider(_ event: ImportedEvent) {
        var kept = event
        // Only the keys and the rule are needed to decide: the texts stay out of memory.
        (kept.description, kept.location) = ("", "")
        guard let uid = event.storedUID else { return }
        let change = event.replacing != nil
        if let first = seen[uid] {
            if change, first.change, event.sequence > first.sequence {
                if let loser = changes.removeValue(forKey: first.line) {
                    drop(
                        loser,
                        "changes the same occurrence as the event on line \(event.line),"
                            + " a later revision (SEQUENCE)"
                    )
                }
            } else {
                let message =
                    change
                    ? "changes the same occurrence as the event on line \(first.line),"
                        + " a later revision (SEQUENCE) or the first of equals"
                    : "repeats the UID of the event on line \(first.line)"
                drop(event, message)
                return
            }
        }
        seen[uid] = (event.line, event.sequence, change)
        if change {
            changes[event.line] = kept
        } else if event.rule != nil {
            series[uid] = kept
        }
    }

    /// Leaves out the changes whose series in the file lacks their occurrence; `local` is
    /// the zone a series without a zone of its own repeats in.
    mutating func finish(local: LocalZone) {
        for change in changes.values.sorted(by: { $0.line < $1.line }) {
            guard let (uid, day) = change.replacing, let master = series[uid],
                let reason = ICalendarReading.missing(
                    day,
                    of: master,
                    changedIn: change,
                    local: local
                )
            else { continue }
            drop(change, reason, line: change.replacingLine ?? change.line)
        }
        skipped.sort { $0.line < $1.line }
    }

    private mutating func drop(_ event: ImportedEvent, _ message: String, line: Int? = nil) {
        dropped.insert(event.line)
        skipped.append(
            ICalendarSkipped(
                line: event.line,
                component: "VEVENT",
                title: event.title,
                problems: [.init(line: line ?? event.line, message: message)]
            )
        )
    }
}
