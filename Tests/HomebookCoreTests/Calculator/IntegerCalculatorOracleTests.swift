import TestSupport
import Testing

@testable import HomebookCore

/// Checks `IntegerCalculator` against exact `Int128` arithmetic on random operands that are
/// weighted toward the Int64 boundaries.
struct IntegerCalculatorOracleTests {
    enum Operation: String, CaseIterable, Sendable {
        case add, subtract, multiply, divide, remainder, negate
    }

    /// What an expression should give: a value or the kind of error.
    enum Outcome: Equatable, CustomStringConvertible {
        case value(Int64)
        case error(CalculatorError.Kind, column: Int)

        enum Category: Hashable {
            case value, overflow, divisionByZero, otherError
        }

        var category: Category {
            switch self {
            case .value: .value
            case .error(.overflow, _): .overflow
            case .error(.divisionByZero, _): .divisionByZero
            case .error: .otherError
            }
        }

        var description: String {
            switch self {
            case .value(let value): "\(value)"
            case .error(let kind, let column): "\(kind) at column \(column)"
            }
        }
    }

    static let pairsPerOperation = 100_000

    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    @Test(arguments: Operation.allCases)
    func agreesWithExactInt128Arithmetic(_ operation: Operation) throws {
        let seed = UInt64(Operation.allCases.firstIndex(of: operation) ?? 0) + 0xCA1C
        var random = SeededGenerator(seed: seed)
        let calculator = IntegerCalculator()
        var mismatches: [String] = []
        var expectedCounts: [Outcome.Category: Int] = [:]
        for _ in 0..<Self.pairsPerOperation {
            let lhs = random.operand()
            let rhs = random.operand()
            let (expression, column) = Self.expression(operation, lhs, rhs, using: &random)
            let expected = Self.expectedOutcome(operation, lhs, rhs, column: column)
            expectedCounts[expected.category, default: 0] += 1
            let actual: Outcome
            do {
                actual = .value(try calculator.evaluate(expression))
            } catch {
                actual = .error(error.kind, column: error.column)
            }
            var mismatch: String?
            if actual != expected {
                mismatch = "expected \(expected), got \(actual)"
            } else if case .value(let value) = actual {
                // Int128's own / and % are not the only witness: the result must also
                // satisfy the definition of truncated division.
                if operation == .divide, !Self.isTruncatedQuotient(value, lhs, rhs) {
                    mismatch = "\(value) is not the truncated quotient"
                } else if operation == .remainder, !Self.isTruncatedRemainder(value, lhs, rhs) {
                    mismatch = "\(value) is not the truncated remainder"
                }
            }
            if let mismatch, mismatches.count < 10 {
                mismatches.append("\(expression): \(mismatch)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
        // The operand weighting must reach both sides of every boundary; otherwise the oracle
        // would pass without exercising overflow (or division by zero, or plain values).
        let minimumCounts = Self.minimumCounts(operation)
        for (category, minimum) in minimumCounts {
            let count = expectedCounts[category, default: 0]
            #expect(count >= minimum, "only \(count) \(category) outcomes for \(operation)")
        }
    }

    /// How many outcomes of each category the random operands must produce at the least.
    private static func minimumCounts(_ operation: Operation) -> [Outcome.Category: Int] {
        switch operation {
        case .add, .subtract, .multiply:
            [.value: 10_000, .overflow: 5_000]
        case .negate:
            [.value: 10_000, .overflow: 100]
        case .divide:
            // Int64.min / -1 is the only overflow, so it is rare even with the weighting.
            [.value: 10_000, .overflow: 5, .divisionByZero: 500]
        case .remainder:
            // A remainder always fits (Int64.min % -1 is 0): no overflow at all.
            [.value: 10_000, .divisionByZero: 500]
        }
    }

    /// Writes the expression as a person might, returning it and the operator's column.
    private static func expression(
        _ operation: Operation,
        _ lhs: Int64,
        _ rhs: Int64,
        using random: inout SeededGenerator
    ) -> (String, Int) {
        if operation == .negate {
            let text = random.oneIn(2) ? "-\(written(lhs, using: &random))" : "-(\(lhs))"
            return (text, 1)
        }
        let symbol: String =
            switch operation {
            case .add: "+"
            case .subtract: "-"
            case .multiply: random.oneIn(2) ? "*" : "×"
            case .divide: random.oneIn(2) ? "/" : "÷"
            case .remainder, .negate: "%"
            }
        let left = written(lhs, using: &random)
        let space = random.oneIn(2) ? " " : ""
        let text = left + space + symbol + space + written(rhs, using: &random)
        return (text, left.count + space.count + 1)
    }

    /// Writes a literal; a negative one is sometimes parenthesised.
    private static func written(
        _ value: Int64,
        using random: inout SeededGenerator
    ) -> String {
        value < 0 && random.oneIn(2) ? "(\(value))" : "\(value)"
    }

    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    private static func expectedOutcome(
        _ operation: Operation,
        _ lhs: Int64,
        _ rhs: Int64,
        column: Int
    ) -> Outcome {
        let a = Int128(lhs)
        let b = Int128(rhs)
        let exact: Int128
        switch operation {
        case .add: exact = a + b
        case .subtract: exact = a - b
        case .multiply: exact = a * b
        case .negate: exact = -a
        case .divide, .remainder:
            guard b != 0 else {
                return .error(.divisionByZero, column: column)
            }
            // A quotient that does not fit overflows a division; a remainder is given
            // whenever its true value fits (Int64.min % -1 is 0).
            guard operation == .remainder || Int64(exactly: a / b) != nil else {
                return .error(.overflow, column: column)
            }
            exact = operation == .divide ? a / b : a - (a / b) * b
        }
        guard let value = Int64(exactly: exact) else {
            return .error(.overflow, column: column)
        }
        return .value(value)
    }

    /// Checks the definition of truncated division independently of `/` on Int128:
    /// the remainder is smaller than the divisor and has the sign of the dividend.
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    private static func isTruncatedQuotient(
        _ quotient: Int64,
        _ lhs: Int64,
        _ rhs: Int64
    ) -> Bool {
        let remainder = Int128(lhs) - Int128(quotient) * Int128(rhs)
        return remainder.magnitude < Int128(rhs).magnitude
            && (remainder == 0 || (remainder < 0) == (lhs < 0))
    }

    /// Checks the definition of the remainder of truncated division: smaller than the
    /// divisor, with the sign of the dividend, and leaving a multiple of the divisor.
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    private static func isTruncatedRemainder(
        _ remainder: Int64,
        _ lhs: Int64,
        _ rhs: Int64
    ) -> Bool {
        let r = Int128(remainder)
        return r.magnitude < Int128(rhs).magnitude
            && (r == 0 || (r < 0) == (lhs < 0))
            && (Int128(lhs) - r) % Int128(rhs) == 0
    }
}
