/// A reproducible random number generator (SplitMix64) for generated tests.
///
/// The same seed gives the same sequence on every machine, so a failing input can be
/// reproduced from the seed the test prints.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates a generator from a seed.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A value in `0..<bound`; the slight modulo bias does not matter for tests.
    public mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }

    /// True with probability `1 / odds`.
    public mutating func oneIn(_ odds: Int) -> Bool {
        below(odds) == 0
    }

    /// One of `elements`, which must not be empty.
    public mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[below(elements.count)]
    }

    /// A random string of `length` characters drawn from `alphabet`.
    public mutating func string(from alphabet: [Character], length: Int) -> String {
        String((0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &self)] })
    }

    /// Random bytes, biased toward the troublesome ones: NUL, ESC, CSI, invalid UTF-8, newlines.
    public mutating func hostileBytes(length: Int) -> [UInt8] {
        let special: [UInt8] = [
            0x00, 0x1B, 0x9B, 0x07, 0x0D, 0x0A, 0xFF, 0xC3, 0x80, 0xE2, 0x5B, 0x7F,
        ]
        return (0..<length).map { _ in
            Bool.random(using: &self)
                ? special[Int.random(in: 0..<special.count, using: &self)]
                : UInt8.random(in: 0...255, using: &self)
        }
    }
}
