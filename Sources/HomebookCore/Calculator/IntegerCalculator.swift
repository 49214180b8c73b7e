/// Evaluates integer arithmetic typed by a person, reporting every problem as a value.
///
/// Supports `+ - * / %` (with `×` and `÷` as synonyms), unary minus, parentheses and `ans`,
/// all on `Int64`: `/` truncates toward zero, `%` takes the sign of the dividend, and any
/// overflow, including an out-of-range literal, is an error rather than a wrap or a crash.
public struct IntegerCalculator: Sendable {
    /// Creates a calculator; it holds no state, so one value can be shared freely.
    public init() {}

    /// Evaluates `expression`; `previous` is the value of `ans`.
    public func evaluate(
        _ expression: String,
        previous: Int64? = nil
    ) throws(CalculatorError) -> Int64 {
        try evaluate(expression, previous: previous, leftOperand: nil)
    }

    /// Evaluates `expression` as if `leftOperand` had been typed in front of it.
    ///
    /// This is how a keypad line such as `* 3` continues from the last result: the value is
    /// not pasted into the text, so error columns still point into what the user typed.
    func evaluate(
        _ expression: String,
        previous: Int64?,
        leftOperand: Int64?
    ) throws(CalculatorError) -> Int64 {
        let tokens = try CalculatorTokenizer.tokenize(expression)
        let program = try CalculatorParser.compile(
            tokens,
            previous: previous,
            leftOperand: leftOperand
        )
        return try CalculatorEvaluator.run(program)
    }
}
