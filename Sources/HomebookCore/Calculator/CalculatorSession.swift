/// Keypad-style session used by the interactive menu: remembers the last result.
public struct CalculatorSession: Sendable {
    /// The result of the last successful line, or nil before any or after a clear.
    public private(set) var lastResult: Int64?

    private let calculator = IntegerCalculator()

    /// Creates a session with no last result.
    public init() {}

    /// Evaluates one line, continuing from the last result when it starts with an operator.
    ///
    /// - A line whose first non-blank character is a binary operator (`+ - * / % × ÷`)
    ///   continues from the last result, as on a pocket calculator: after `12`, the line
    ///   `* 3` gives 36 and `- 5` gives 7. A minus written against a digit or a parenthesis
    ///   (`-7/2`, `-(3)`) starts afresh, so every 64-bit literal can be typed
    ///   (docs/manual.md#calculator). With no last result a line is evaluated as typed.
    /// - `c` (in either case, surrounding blanks ignored) clears the last result and
    ///   returns nil.
    /// - Any other line is evaluated with `ans` standing for the last result.
    ///
    /// On success the result is stored and returned; on error the last result is kept and
    /// the error is thrown. Error columns always refer to the line as typed.
    public mutating func enter(_ line: String) throws(CalculatorError) -> Int64? {
        let firstVisible = line.first { !$0.isWhitespace }
        if firstVisible == "c" || firstVisible == "C",
            line.filter({ !$0.isWhitespace }).count == 1
        {
            lastResult = nil
            return nil
        }
        let continues =
            (firstVisible.map(Self.continuationOperators.contains) ?? false)
            && !Self.startsWithNegativeOperand(line)
        let result = try calculator.evaluate(
            line,
            previous: lastResult,
            leftOperand: continues ? lastResult : nil
        )
        lastResult = result
        return result
    }

    /// Whether the line starts with a minus written against a digit or a parenthesis.
    private static func startsWithNegativeOperand(_ line: String) -> Bool {
        let visible = line.drop { $0.isWhitespace }
        guard visible.first == "-", let next = visible.dropFirst().first else { return false }
        return next == "(" || (next.isASCII && next.isNumber)
    }

    private static let continuationOperators: Set<Character> = [
        "+", "-", "*", "/", "%", "×", "÷",
    ]
}
