/// A hybrid logical clock (docs/manual.md#household-sync): 48 bits of wall-clock
/// milliseconds and a 16-bit counter in one 64-bit value, as in Actual Budget's
/// `timestamp.ts`. It never goes back, and it moves past every clock it reads in a change
/// file, so an edit made after seeing another edit always orders after it, whatever the wall
/// clocks say.
package struct HybridClock: Sendable, Equatable {
    /// The packed value: milliseconds << 16 | counter.
    package private(set) var value: UInt64

    /// A clock that last said `value`.
    package init(value: UInt64) {
        self.value = value
    }

    /// The milliseconds part of a packed value.
    package static func milliseconds(_ value: UInt64) -> UInt64 { value >> 16 }

    /// The next timestamp for a local change at wall time `now` (milliseconds).
    package mutating func tick(now: UInt64) -> UInt64 {
        let last = Self.milliseconds(value)
        if now > last {
            value = now << 16
        } else {
            // The wall clock stood still or went back: count on from the last value. When
            // the counter is full the milliseconds move on by one, never back.
            value += 1
        }
        return value
    }

    /// Moves past `remote`, a timestamp read from another machine's file.
    package mutating func receive(_ remote: UInt64, now: UInt64) {
        let local = tick(now: now)
        if remote >= local { value = remote + 1 }
    }
}
