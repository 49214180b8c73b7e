/// Calculator operands drawn from the shared seeded generator, so random calculator tests
/// replay exactly, independent of the standard library's random algorithms.
extension SeededGenerator {
    // Values where Int64 arithmetic changes behaviour: the ends of the range, the 32-bit
    // boundaries, and the square-root neighbourhood where products start to overflow.
    public static let boundaries: [Int64] = [
        0, 1, -1, 2, -2,
        .max, .min, .max - 1, .min + 1, 1 << 62, -(1 << 62),
        1 << 32, -(1 << 32), 1 << 31, -(1 << 31),
        3_037_000_499, -3_037_000_499, 3_037_000_500, -3_037_000_500,
    ]

    /// Returns an operand weighted toward the boundaries, mixed with uniform values.
    public mutating func operand() -> Int64 {
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
