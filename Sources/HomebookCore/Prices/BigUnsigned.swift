/// A non-negative integer of any size, as little-endian 32-bit limbs: just what an exact
/// converted sum needs (docs/manual.md#prices). A sum over many days' inverse rates has a
/// denominator that is the product of theirs, which leaves 128 bits after a few days; here
/// it only grows, and the sum is rounded once at the end.
struct BigUnsigned: Comparable, Sendable {
    /// Limbs, least significant first, without high zero limbs (zero is empty).
    private(set) var limbs: [UInt32]

    /// The value of a 128-bit magnitude.
    init(_ value: UInt128) {
        var value = value
        limbs = []
        while value != 0 {
            limbs.append(UInt32(truncatingIfNeeded: value))
            value >>= 32
        }
    }

    private init(limbs: [UInt32]) {
        self.limbs = limbs
        trim()
    }

    /// Whether this is zero.
    var isZero: Bool { limbs.isEmpty }

    /// The sum.
    static func + (lhs: BigUnsigned, rhs: BigUnsigned) -> BigUnsigned {
        var result: [UInt32] = []
        result.reserveCapacity(max(lhs.limbs.count, rhs.limbs.count) + 1)
        var carry: UInt64 = 0
        for index in 0..<max(lhs.limbs.count, rhs.limbs.count) {
            let a = index < lhs.limbs.count ? UInt64(lhs.limbs[index]) : 0
            let b = index < rhs.limbs.count ? UInt64(rhs.limbs[index]) : 0
            let sum = a + b + carry
            result.append(UInt32(truncatingIfNeeded: sum))
            carry = sum >> 32
        }
        if carry != 0 { result.append(UInt32(carry)) }
        return BigUnsigned(limbs: result)
    }

    /// The difference; `lhs` must be at least `rhs`.
    static func - (lhs: BigUnsigned, rhs: BigUnsigned) -> BigUnsigned {
        precondition(lhs >= rhs, "a negative difference")
        var result = lhs.limbs
        var borrow: Int64 = 0
        for index in 0..<result.count {
            let b = index < rhs.limbs.count ? Int64(rhs.limbs[index]) : 0
            var difference = Int64(result[index]) - b - borrow
            borrow = 0
            if difference < 0 {
                difference += 1 << 32
                borrow = 1
            }
            result[index] = UInt32(difference)
        }
        return BigUnsigned(limbs: result)
    }

    /// The product (schoolbook: the numbers here have a few hundred limbs at most).
    static func * (lhs: BigUnsigned, rhs: BigUnsigned) -> BigUnsigned {
        guard !lhs.isZero, !rhs.isZero else { return BigUnsigned(0) }
        var result = [UInt32](repeating: 0, count: lhs.limbs.count + rhs.limbs.count)
        for (i, a) in lhs.limbs.enumerated() {
            var carry: UInt64 = 0
            for (j, b) in rhs.limbs.enumerated() {
                let product = UInt64(a) * UInt64(b) + UInt64(result[i + j]) + carry
                result[i + j] = UInt32(truncatingIfNeeded: product)
                carry = product >> 32
            }
            var k = i + rhs.limbs.count
            while carry != 0 {
                let sum = UInt64(result[k]) + carry
                result[k] = UInt32(truncatingIfNeeded: sum)
                carry = sum >> 32
                k += 1
            }
        }
        return BigUnsigned(limbs: result)
    }

    static func < (lhs: BigUnsigned, rhs: BigUnsigned) -> Bool {
        guard lhs.limbs.count == rhs.limbs.count else { return lhs.limbs.count < rhs.limbs.count }
        for index in stride(from: lhs.limbs.count - 1, through: 0, by: -1)
        where lhs.limbs[index] != rhs.limbs[index] {
            return lhs.limbs[index] < rhs.limbs[index]
        }
        return false
    }

    /// `numerator / denominator` rounded half to even, when it is below 2^63.
    ///
    /// - Returns: nil when the rounded quotient does not fit in 63 bits.
    static func roundedQuotient(_ numerator: BigUnsigned, _ denominator: BigUnsigned) -> Int64? {
        precondition(!denominator.isZero, "division by zero")
        // The quotient's bits from the top: at most 64 multiplications by a small number.
        let limit = denominator * BigUnsigned(UInt128(1) << 64)
        guard numerator < limit else { return nil }
        var quotient: UInt64 = 0
        for bit in stride(from: 63, through: 0, by: -1) {
            let candidate = quotient | (1 << UInt64(bit))
            if denominator * BigUnsigned(UInt128(candidate)) <= numerator { quotient = candidate }
        }
        let remainder = numerator - denominator * BigUnsigned(UInt128(quotient))
        let twice = remainder + remainder
        if twice > denominator || (twice == denominator && quotient & 1 == 1) {
            guard quotient < UInt64.max else { return nil }
            quotient += 1
        }
        return Int64(exactly: quotient)
    }

    private mutating func trim() {
        while limbs.last == 0 { limbs.removeLast() }
    }
}
