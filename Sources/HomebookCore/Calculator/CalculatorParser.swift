/// One step of a compiled calculator expression, run by `CalculatorEvaluator`.
enum CalculatorInstruction: Sendable, Equatable {
    /// Pushes a known value: a literal, `ans` or the implicit left operand of a continued line.
    case push(Int64)
    /// Replaces the top value with its negation; `column` is where the `-` was typed.
    case negate(column: Int)
    /// Replaces the two top values with `lhs op rhs`; `symbol` is the operator as typed.
    case apply(CalculatorOperator, symbol: String, column: Int)
}

/// A recursive-descent parser that compiles tokens into postfix instructions.
///
/// Grammar, lowest precedence first, binary operators left-associative:
///
///     sum     = product (("+" | "-") product)*
///     product = unary (("*" | "/" | "%") unary)*
///     unary   = "-"* primary
///     primary = number | "ans" | "(" sum ")"
///
/// The whole input is parsed before anything is computed, so problems in how it is written
/// (including an out-of-range literal or `ans` without a previous result) are reported left
/// to right before any arithmetic error, e.g. `1/0 +` is a syntax error. Compiling to postfix
/// also keeps evaluation free of recursion: only parenthesis nesting recurses, and it is
/// capped at `maximumNesting` levels (about 250 KB of stack in a debug build, measured).
struct CalculatorParser {
    /// The deepest parenthesis nesting accepted.
    static let maximumNesting = 200

    private let tokens: [CalculatorToken]
    private let previous: Int64?
    private var index = 0
    private var program: [CalculatorInstruction] = []

    private init(tokens: [CalculatorToken], previous: Int64?) {
        self.tokens = tokens
        self.previous = previous
        program.reserveCapacity(tokens.count)
    }

    /// Compiles `tokens`; `previous` is the value of `ans`, and `leftOperand`, when present,
    /// is an implicit operand before the first token (a keypad line such as `* 3`).
    static func compile(
        _ tokens: [CalculatorToken],
        previous: Int64?,
        leftOperand: Int64?
    ) throws(CalculatorError) -> [CalculatorInstruction] {
        var parser = CalculatorParser(tokens: tokens, previous: previous)
        if let leftOperand {
            parser.program.append(.push(leftOperand))
        }
        try parser.parseSum(depth: 0, hasLeftOperand: leftOperand != nil)
        let token = parser.current
        switch token.kind {
        case .end:
            return parser.program
        case .closeParen:
            throw CalculatorError(.syntax, column: token.column, "unexpected ')'")
        default:
            throw CalculatorError(.syntax, column: token.column, "expected an operator")
        }
    }

    /// The token being looked at. Nothing moves past the final `.end` token (every loop
    /// stops there and `parsePrimary` throws on it), so `index` always stays in bounds.
    private var current: CalculatorToken {
        tokens[index]
    }

    /// Returns the current token and moves past it.
    private mutating func advance() -> CalculatorToken {
        let token = tokens[index]
        index += 1
        return token
    }

    /// Whether the current token is `-`, which is a unary minus where an operand is expected.
    private var atMinus: Bool {
        if case .binary(.subtract) = tokens[index].kind {
            return true
        }
        return false
    }

    private mutating func parseSum(depth: Int, hasLeftOperand: Bool) throws(CalculatorError) {
        try parseProduct(depth: depth, hasLeftOperand: hasLeftOperand)
        while case .binary(let op) = current.kind, op.isAdditive {
            let token = advance()
            try parseProduct(depth: depth, hasLeftOperand: false)
            program.append(.apply(op, symbol: token.text, column: token.column))
        }
    }

    private mutating func parseProduct(depth: Int, hasLeftOperand: Bool) throws(CalculatorError) {
        if !hasLeftOperand {
            try parseUnary(depth: depth)
        }
        while case .binary(let op) = current.kind, !op.isAdditive {
            let token = advance()
            try parseUnary(depth: depth)
            program.append(.apply(op, symbol: token.text, column: token.column))
        }
    }

    private mutating func parseUnary(depth: Int) throws(CalculatorError) {
        // Minus signs are skipped in a loop rather than by recursion, so "------1" costs no
        // stack however long it is; they stay in `tokens[firstSign..<afterSigns]`.
        let firstSign = index
        while atMinus {
            index += 1
        }
        var afterSigns = index
        if afterSigns > firstSign, case .number(let magnitude) = current.kind {
            // The minus right before a literal is folded into it; this is what makes
            // -9223372036854775808 expressible although 9223372036854775808 is not.
            afterSigns -= 1
            let digits = advance()
            let sign = tokens[afterSigns]
            program.append(.push(try negativeLiteral(magnitude, sign: sign, digits: digits)))
        } else {
            try parsePrimary(depth: depth)
        }
        // The innermost sign applies first.
        var sign = afterSigns
        while sign > firstSign {
            sign -= 1
            program.append(.negate(column: tokens[sign].column))
        }
    }

    private mutating func parsePrimary(depth: Int) throws(CalculatorError) {
        let token = current
        switch token.kind {
        case .number(let magnitude):
            index += 1
            guard let magnitude, magnitude <= UInt64(Int64.max) else {
                throw outOfRange(token.text, column: token.column)
            }
            program.append(.push(Int64(magnitude)))
        case .ans:
            index += 1
            guard let previous else {
                throw CalculatorError(
                    .noPreviousResult,
                    column: token.column,
                    "no previous result for 'ans'"
                )
            }
            program.append(.push(previous))
        case .openParen:
            guard depth < Self.maximumNesting else {
                throw CalculatorError(
                    .tooComplex,
                    column: token.column,
                    "parentheses are nested deeper than \(Self.maximumNesting) levels"
                )
            }
            index += 1
            try parseSum(depth: depth + 1, hasLeftOperand: false)
            try expectCloseParen(matching: token)
        case .binary, .closeParen, .end:
            throw CalculatorError(.syntax, column: token.column, "expected a number")
        }
    }

    private mutating func expectCloseParen(
        matching open: CalculatorToken
    ) throws(CalculatorError) {
        let token = current
        switch token.kind {
        case .closeParen:
            index += 1
        case .end:
            // Pointing at the unclosed '(' tells the user more than pointing past the end.
            throw CalculatorError(.syntax, column: open.column, "unclosed '('")
        default:
            throw CalculatorError(.syntax, column: token.column, "expected an operator or ')'")
        }
    }

    private func negativeLiteral(
        _ magnitude: UInt64?,
        sign: CalculatorToken,
        digits: CalculatorToken
    ) throws(CalculatorError) -> Int64 {
        guard let magnitude, magnitude <= Int64.min.magnitude else {
            throw outOfRange("-" + digits.text, column: sign.column)
        }
        // 0 - magnitude computed in UInt64 and reinterpreted is exact for 0...2^63.
        return Int64(bitPattern: 0 &- magnitude)
    }

    private func outOfRange(_ text: String, column: Int) -> CalculatorError {
        CalculatorError(.overflow, column: column, "number \(text) is out of range")
    }
}
