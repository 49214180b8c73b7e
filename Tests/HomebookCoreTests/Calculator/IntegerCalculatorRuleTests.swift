import Testing

@testable import HomebookCore

/// Rule tables for `IntegerCalculator`: values, error kinds and columns, and messages.
struct IntegerCalculatorRuleTests {
    private static let deepestNesting =
        String(repeating: "(", count: 200) + "7" + String(repeating: ")", count: 200)
    private static let tooDeepNesting =
        String(repeating: "(", count: 201) + "7" + String(repeating: ")", count: 201)
    private static let longestInput = "1+" + String(repeating: " ", count: 9_997) + "2"
    private static let tooLongInput = "1+" + String(repeating: " ", count: 9_998) + "2"

    static let validExpressions: [(String, Int64)] = [
        // Precedence and associativity.
        ("2 + 3 * 4", 14),
        ("(2 + 3) * 4", 20),
        ("10 - 4 - 3", 3),
        ("100 / 10 / 5", 2),
        ("100 % 7 % 3", 2),
        ("2 * 3 % 4", 2),
        ("20 / 2 * 5", 50),
        ("1 - 2 + 3", 2),
        ("2 + 10 % 4 * 3", 8),
        // Unary minus binds tighter than *: (-(2^62)) * 2 fits, -(2^62 * 2) would overflow.
        ("-(4611686018427387904) * 2", .min),
        ("-2 * -3", 6),
        ("2*-3", -6),
        ("--5", 5),
        ("-(-5)", 5),
        ("- 3", -3),
        ("-(2 + 3) * 4", -20),
        // Truncation toward zero and the sign of the remainder.
        ("-7/2", -3),
        ("7/-2", -3),
        ("-7/-2", 3),
        ("7/2", 3),
        ("-7%2", -1),
        ("7%-2", 1),
        ("-7%-2", -1),
        ("7%2", 1),
        // The true remainder fits even though the quotient does not.
        ("-9223372036854775808 % -1", 0),
        ("-9223372036854775808 % (-1) + 1", 1),
        // Synonyms, blanks, literals.
        ("6×7", 42),
        ("84÷2", 42),
        ("  1\t+\t2  ", 3),
        ("1\u{00A0}+\r\n2\n", 3),
        ("007", 7),
        ("-0", 0),
        ("9223372036854775807", .max),
        ("-9223372036854775808", .min),
        ("- 9223372036854775808", .min),
        ("(-9223372036854775808)", .min),
        ("-9223372036854775807 - 1", .min),
        ("-9223372036854775808 / 1", .min),
        ("-9223372036854775808 % 1", 0),
        ("-9223372036854775808 / 2", -4_611_686_018_427_387_904),
        ("9223372036854775807 * -1", -9_223_372_036_854_775_807),
        // Limits: exactly at them is still accepted.
        (deepestNesting, 7),
        (longestInput, 3),
    ]

    @Test(arguments: validExpressions)
    func evaluatesValidExpressions(_ expression: String, _ expected: Int64) throws {
        #expect(try IntegerCalculator().evaluate(expression) == expected)
    }

    static let ansExpressions: [(String, Int64, Int64)] = [
        ("ans + 1", 41, 42),
        ("ANS * 2", 21, 42),
        ("Ans", -5, -5),
        ("-ans", .max, -9_223_372_036_854_775_807),
        ("(ans)%10", 1234, 4),
    ]

    @Test(arguments: ansExpressions)
    func substitutesThePreviousResultForAns(
        _ expression: String,
        _ previous: Int64,
        _ expected: Int64
    ) throws {
        #expect(try IntegerCalculator().evaluate(expression, previous: previous) == expected)
    }

    static let erroneousExpressions: [(String, CalculatorError.Kind, Int)] = [
        // Overflow, including out-of-range literals.
        ("9223372036854775807 + 1", .overflow, 21),
        ("-9223372036854775808 - 1", .overflow, 22),
        ("4611686018427387904 * 2", .overflow, 21),
        ("9223372036854775808", .overflow, 1),
        ("99999999999999999999999", .overflow, 1),
        ("-9223372036854775809", .overflow, 1),
        ("-(9223372036854775808)", .overflow, 3),
        ("-(-9223372036854775808)", .overflow, 1),
        ("--9223372036854775808", .overflow, 1),
        ("-9223372036854775808 / -1", .overflow, 22),
        ("-9223372036854775808 ÷ (-1)", .overflow, 22),
        // Division by zero, with columns counted in characters, not bytes.
        ("1/0", .divisionByZero, 2),
        ("1 % 0", .divisionByZero, 3),
        ("5 ÷ (3-3)", .divisionByZero, 3),
        ("1×2×3÷0", .divisionByZero, 6),
        ("1\u{00A0}÷\u{00A0}0", .divisionByZero, 3),
        ("1\r\n/ 0", .divisionByZero, 3),
        ("👨‍👩‍👧 + 1", .unknownSymbol, 1),
        // Syntax.
        ("×÷", .syntax, 1),
        ("", .syntax, 1),
        ("   ", .syntax, 4),
        ("1+", .syntax, 3),
        ("1 × × 2", .syntax, 5),
        ("1 ** 2", .syntax, 4),
        ("+5", .syntax, 1),
        ("()", .syntax, 2),
        ("1+2 )", .syntax, 5),
        ("(1+2))", .syntax, 6),
        ("(1+2", .syntax, 1),
        ("((1)", .syntax, 1),
        ("(1 2)", .syntax, 4),
        ("2 3", .syntax, 3),
        ("2(3)", .syntax, 2),
        ("7 ans", .syntax, 3),
        // A syntax error is reported even after a division by zero.
        ("1/0 +", .syntax, 6),
        // Unknown symbols and garbage.
        ("2^3", .unknownSymbol, 2),
        ("abc", .unknownSymbol, 1),
        ("1 + answer", .unknownSymbol, 5),
        ("1 + é", .unknownSymbol, 5),
        ("🙂", .unknownSymbol, 1),
        ("× 🙂", .unknownSymbol, 3),
        ("3x4", .unknownSymbol, 2),
        ("1.5", .unknownSymbol, 2),
        ("1,000", .unknownSymbol, 2),
        ("12\u{301}", .unknownSymbol, 2),
        ("1\u{200B}", .unknownSymbol, 2),
        ("١٢", .unknownSymbol, 1),
        // ans without a previous result.
        ("ans", .noPreviousResult, 1),
        ("1 + ANS", .noPreviousResult, 5),
        // Limits.
        (tooDeepNesting, .tooComplex, 201),
        (tooLongInput, .tooComplex, 10_001),
        (String(repeating: "-", count: 20_000) + "1", .tooComplex, 10_001),
    ]

    @Test(arguments: erroneousExpressions)
    func reportsErrorKindAndColumn(
        _ expression: String,
        _ kind: CalculatorError.Kind,
        _ column: Int
    ) {
        do {
            let value = try IntegerCalculator().evaluate(expression)
            Issue.record("expected \(kind) at column \(column), got \(value)")
        } catch {
            #expect(error.kind == kind)
            #expect(error.column == column)
        }
    }

    static let errorDescriptions: [(String, String)] = [
        (
            "9223372036854775807 + 1",
            "overflow: 9223372036854775807 + 1 does not fit in a 64-bit integer at column 21"
        ),
        (
            "5 - -9223372036854775807",
            "overflow: 5 - (-9223372036854775807) does not fit in a 64-bit integer at column 3"
        ),
        (
            "-(-9223372036854775808)",
            "overflow: -(-9223372036854775808) does not fit in a 64-bit integer at column 1"
        ),
        (
            "-9223372036854775808 ÷ -1",
            "overflow: -9223372036854775808 ÷ (-1) does not fit in a 64-bit integer at column 22"
        ),
        ("9223372036854775808", "number 9223372036854775808 is out of range at column 1"),
        (
            "1 - -9223372036854775809",
            "number -9223372036854775809 is out of range at column 5"
        ),
        (
            "123456789012345678901234567890",
            "number 12345678901234567890… (30 characters) is out of range at column 1"
        ),
        ("1 / 0", "division by zero at column 3"),
        ("7 % (1 - 1)", "remainder by zero at column 3"),
        ("1+", "expected a number at column 3"),
        ("1+2 )", "unexpected ')' at column 5"),
        ("2 3", "expected an operator at column 3"),
        ("(2 3)", "expected an operator or ')' at column 4"),
        ("1 + (2", "unclosed '(' at column 5"),
        ("2^3", "unknown symbol '^' at column 2"),
        ("1\u{200B}", "unknown symbol U+200B at column 2"),
        ("\u{301}1", "unknown symbol U+0301 at column 1"),
        ("1 + 👨‍👩‍👧", "unknown symbol '👨‍👩‍👧' at column 5"),
        ("1 + foo", "unknown word 'foo' at column 5"),
        ("ans", "no previous result for 'ans' at column 1"),
        (tooDeepNesting, "parentheses are nested deeper than 200 levels at column 201"),
        (tooLongInput, "the expression is longer than 10000 characters at column 10001"),
    ]

    @Test(arguments: errorDescriptions)
    func describesErrorsForAPerson(_ expression: String, _ description: String) {
        do {
            let value = try IntegerCalculator().evaluate(expression)
            Issue.record("expected an error, got \(value)")
        } catch {
            #expect(error.description == description)
        }
    }
}
