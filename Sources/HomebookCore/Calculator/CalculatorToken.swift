/// A binary operator of the integer calculator.
enum CalculatorOperator: Sendable, Equatable {
    case add
    case subtract
    case multiply
    case divide
    case remainder

    /// Whether the operator is `+` or `-`, which bind more loosely than `*`, `/` and `%`.
    var isAdditive: Bool {
        self == .add || self == .subtract
    }
}

/// One lexical unit of a calculator expression, with the column where it starts.
struct CalculatorToken: Sendable, Equatable {
    /// What the token is.
    enum Kind: Sendable, Equatable {
        /// A run of decimal digits; `magnitude` is nil when it exceeds `UInt64.max`.
        case number(magnitude: UInt64?)
        /// The word `ans`, in any letter case.
        case ans
        /// An operator symbol; `-` is also the unary minus where an operand is expected.
        case binary(CalculatorOperator)
        case openParen
        case closeParen
        /// The end of the input; its column is one past the last character.
        case end
    }

    let kind: Kind
    /// The 1-based column in user-visible characters.
    let column: Int
    /// The text as typed, kept only where a message may quote it: operators (so a message
    /// shows `×` rather than `*`), and numbers above `Int64.max`. Empty otherwise, which
    /// spares building a string for every ordinary number.
    let text: String
}
