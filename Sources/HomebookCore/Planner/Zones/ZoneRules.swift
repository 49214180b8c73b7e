/// What clocks read in a zone during one stretch of time.
package struct ZoneType: Hashable, Sendable {
    /// The offset from UTC in seconds (east positive).
    package var offset: Int
    /// Whether it is daylight-saving time.
    package var isDaylight: Bool
    /// The abbreviation clocks are named by (`CEST`, `+1030`).
    package var abbreviation: String

    /// Creates a type from its parts.
    package init(offset: Int, isDaylight: Bool, abbreviation: String) {
        self.offset = offset
        self.isDaylight = isDaylight
        self.abbreviation = abbreviation
    }
}

/// A named zone's whole history and future, read from its zoneinfo file (RFC 8536).
///
/// homebook reads the file itself rather than pointing the C library at the zone through
/// `TZ`: changing the environment while another thread reads it is undefined behaviour, and
/// the C library keeps one zone per process. The answers are the C library's, rule for rule
/// (tests compare them with `date` run under each zone's `TZ`).
package struct ZoneRules: Sendable {
    /// The instants (UTC seconds, ascending) at which the type in force changes …
    let transitions: [Int64]
    /// … and the index into ``types`` of the type from each one on.
    let typeIndices: [Int]
    /// Every type the zone has had.
    let types: [ZoneType]
    /// The rule after the last transition (the file's footer), or nil to keep the last type.
    let footer: PosixZoneRule?

    /// The type in force at an instant.
    ///
    /// Before the first transition: the first standard-time type, as the C library chooses
    /// (RFC 8536 says the first type; every zoneinfo file in use makes them the same).
    package func type(at instant: Int64) -> ZoneType {
        guard let first = transitions.first, instant >= first else {
            return types.first(where: { !$0.isDaylight }) ?? types[0]
        }
        if instant >= transitions[transitions.count - 1], let footer {
            return footer.type(at: instant)
        }
        // The last transition not after the instant.
        var (low, high) = (0, transitions.count - 1)
        while low < high {
            let middle = (low + high + 1) / 2
            if transitions[middle] <= instant { low = middle } else { high = middle - 1 }
        }
        return types[typeIndices[low]]
    }
}
