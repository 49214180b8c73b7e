/// A problem found while evaluating a calculator expression, with the column where it was found.
public struct CalculatorError: Error, Equatable, CustomStringConvertible {
    /// The category of a calculator problem, for callers that react to the kind of failure.
    public enum Kind: Sendable, Hashable, CaseIterable {
        /// The expression is malformed, e.g. a missing number or an unbalanced parenthesis.
        case syntax
        /// The expression contains a character or a word the calculator does not know.
        case unknownSymbol
        /// A number or a result does not fit in a signed 64-bit integer.
        case overflow
        /// A division or a remainder has a zero divisor.
        case divisionByZero
        /// The expression is too long or too deeply nested to evaluate safely.
        case tooComplex
        /// The expression uses `ans` but there is no previous result.
        case noPreviousResult
    }

    /// What went wrong.
    public let kind: Kind

    /// The 1-based position of the problem, counted in user-visible characters.
    ///
    /// A problem found at the end of the input has the column just past the last character.
    public let column: Int

    /// The explanation without the position, e.g. `division by zero`.
    public let message: String

    /// The explanation followed by the position, e.g. `division by zero at column 3`.
    public var description: String {
        "\(message) at column \(column)"
    }

    init(_ kind: Kind, column: Int, _ message: String) {
        self.kind = kind
        self.column = column
        self.message = message
    }
}

extension CalculatorError {
    /// Returns a way to show `character` in a message that stays readable when it is invisible.
    static func shown(_ character: Character) -> String {
        // Invisible or control characters would print as nothing (or break the line),
        // so they are named by their code points instead of being quoted.
        let invisible = character.unicodeScalars.enumerated().contains { index, scalar in
            switch scalar.properties.generalCategory {
            case .control, .spaceSeparator, .lineSeparator, .paragraphSeparator,
                .privateUse, .surrogate, .unassigned:
                return true
            case .format, .nonspacingMark, .enclosingMark, .spacingMark:
                // A mark or a joiner is fine after a visible base character (an accent, an
                // emoji sequence), but alone it shows as nothing.
                return index == 0
            default:
                return false
            }
        }
        guard invisible else {
            return "'\(character)'"
        }
        return character.unicodeScalars.map { scalar in
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }.joined(separator: " ")
    }

    /// Shows an operand the way a person would write it inside a larger expression.
    static func operand(_ value: Int64) -> String {
        // A negative right operand is parenthesised so "5 - -3" reads as "5 - (-3)".
        value < 0 ? "(\(value))" : "\(value)"
    }
}
