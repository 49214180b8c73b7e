/// A small seeded pseudo-random generator (SplitMix64) so random calculator tests replay
/// exactly, independent of the standard library's random algorithms.
struct CalculatorSplitMix64 {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// Returns a value in `0..<bound`; the slight modulo bias does not matter for tests.
    mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }

    /// Returns true with probability `1 / odds`.
    mutating func oneIn(_ odds: Int) -> Bool {
        below(odds) == 0
    }

    mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[below(elements.count)]
    }

    // Values where Int64 arithmetic changes behaviour: the ends of the range, the 32-bit
    // boundaries, and the square-root neighbourhood where products start to overflow.
    static let boundaries: [Int64] = [
        0, 1, -1, 2, -2,
        .max, .min, .max - 1, .min + 1, 1 << 62, -(1 << 62),
        1 << 32, -(1 << 32), 1 << 31, -(1 << 31),
        3_037_000_499, -3_037_000_499, 3_037_000_500, -3_037_000_500,
    ]

    /// Returns an operand weighted toward the boundaries, mixed with uniform values.
    mutating func operand() -> Int64 {
        switch below(10) {
        case 0..<4:
            // A boundary or a small neighbour of one; wrapping keeps it a valid Int64.
            return pick(Self.boundaries) &+ Int64(below(7) - 3)
        case 4..<7:
            return Int64(bitPattern: next())
        default:
            // Uniform over bit widths, so small and middling magnitudes show up too.
            let width = UInt64(below(64))
            let magnitude = Int64(bitPattern: next() >> (64 - width))
            return oneIn(2) ? -magnitude : magnitude
        }
    }
}
