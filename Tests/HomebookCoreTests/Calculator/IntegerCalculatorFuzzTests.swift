import TestSupport
import Testing

@testable import HomebookCore

/// Feeds `IntegerCalculator` random strings: it must always answer with a value or a
/// well-formed error, never crash or hang.
struct IntegerCalculatorFuzzTests {
    // Four seeded batches of 25,000 strings (100,000 in all) so they can run in parallel.
    static let batches = 0..<4
    static let stringsPerBatch = 25_000

    // Pieces are drawn with repetition, so listing a piece more than once makes it likelier:
    // calculator characters dominate, with letters, unicode and blanks mixed in.
    private static let pieces: [String] = [
        "0", "1", "2", "3", "4", "5", "6", "7", "8", "9",
        "1", "2", "7", "0", "9", "42", "100",
        "+", "-", "*", "/", "%", "×", "÷", "+", "-", "*", "/", "%", "-", "-",
        "(", ")", "(", ")", "(", ")",
        " ", " ", "\t", "  ",
        "ans", "ANS", "Ans", "a", "n", "s", "x", "c", "é",
        "^", ".", ",", "=", "!", "'", "\"", "\\", "_",
        "🙂", "١", "\u{301}", "\u{200B}", "\u{00A0}", "\n", "\r\n", "\u{0}", "\u{FEFF}",
        "9223372036854775807", "9223372036854775808", "-9223372036854775808",
        "4611686018427387904", "3037000500", "4294967296",
    ]

    @Test(arguments: batches)
    func answersEveryRandomStringWithAValueOrADescribedError(_ batch: Int) {
        var random = SeededGenerator(seed: 0xF022 + UInt64(batch))
        let calculator = IntegerCalculator()
        var problems: [String] = []
        var values = 0
        var kindsSeen: Set<CalculatorError.Kind> = []
        for _ in 0..<Self.stringsPerBatch {
            let input = Self.randomInput(using: &random)
            let previous: Int64? = random.oneIn(2) ? random.operand() : nil
            do {
                _ = try calculator.evaluate(input, previous: previous)
                values += 1
            } catch {
                kindsSeen.insert(error.kind)
                let length = input.count
                let wellFormed =
                    !error.message.isEmpty
                    && (1...(length + 1)).contains(error.column)
                    && error.description.hasSuffix("at column \(error.column)")
                if !wellFormed || !Self.pointsAtUnknownCharacter(error, in: input) {
                    problems.append("\(String(reflecting: input)): \(error) (length \(length))")
                }
            }
            if problems.count >= 10 {
                break
            }
        }
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        // Values and every kind of error must come up, or the fuzzing says little.
        #expect(values > Self.stringsPerBatch / 10)
        #expect(kindsSeen == Set(CalculatorError.Kind.allCases))
    }

    /// Returns false when an unknown-symbol error points at a character the calculator knows,
    /// which would mean columns are miscounted (e.g. in bytes rather than characters).
    private static func pointsAtUnknownCharacter(
        _ error: CalculatorError,
        in input: String
    ) -> Bool {
        guard error.kind == .unknownSymbol else {
            return true
        }
        guard let character = input.dropFirst(error.column - 1).first else {
            return false
        }
        return !"0123456789+-*/%×÷() \t".contains(character)
    }

    /// Returns a random input: near-expressions, soups of pieces, sometimes extreme shapes.
    private static func randomInput(using random: inout SeededGenerator) -> String {
        switch random.below(1_000) {
        case 0:
            // A very long digit run, beyond any integer type.
            return String(repeating: "9", count: 1 + random.below(12_000))
        case 1:
            // Nesting around the limit of 200, sometimes unbalanced.
            let depth = 190 + random.below(20)
            return String(repeating: "(", count: depth) + "1"
                + String(repeating: ")", count: depth - random.below(2))
        case 2:
            // A long chain around the length limit.
            return String(repeating: "1+", count: 4_990 + random.below(20)) + "1"
        case 3:
            return String(repeating: "-", count: random.below(12_000)) + "5"
        case 4..<500:
            return nearExpression(using: &random)
        default:
            var input = ""
            for _ in 0..<random.below(40) {
                if random.oneIn(50) {
                    input += String(repeating: String(random.below(10)), count: random.below(40))
                } else {
                    input += random.pick(pieces)
                }
            }
            return input
        }
    }

    /// Returns a well-formed expression about nine times in ten, a slightly damaged one
    /// otherwise, so that evaluation (not only error reporting) is exercised.
    private static func nearExpression(using random: inout SeededGenerator) -> String {
        var input = ""
        var openParens = 0
        for _ in 0...random.below(8) {
            while random.oneIn(4) {
                input += random.pick(["(", "-", " -", "-("])
                openParens += input.hasSuffix("(") ? 1 : 0
            }
            input += random.oneIn(8) ? "ans" : String(random.operand())
            while openParens > 0, random.oneIn(3) {
                input += ")"
                openParens -= 1
            }
            input += random.pick([" + ", "-", " * ", "/", " % ", " × ", "÷", "+"])
        }
        input += String(random.operand()) + String(repeating: ")", count: openParens)
        if random.oneIn(10) {
            // Damage it: a random piece somewhere, which may still be valid by chance.
            let position = random.below(input.count + 1)
            let index = input.index(input.startIndex, offsetBy: position)
            input.insert(contentsOf: random.pick(pieces), at: index)
        }
        return input
    }
}
