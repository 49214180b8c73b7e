/// What an amount typed by a person (or read from a file) turned out to be.
public enum AmountInput: Equatable, Sendable {
    /// Nothing was typed: the item is not saved.
    case missing
    /// A valid amount; decimals beyond the second were truncated, never rounded.
    case amount(Money)
    /// Not an amount: it is recorded as 0.00, and the reason is shown.
    case invalid(InvalidAmount)

    /// The amount to record: the value, 0.00 when invalid, nil when missing.
    public var recorded: Money? {
        switch self {
        case .missing: return nil
        case .amount(let money): return money
        case .invalid: return .zero
        }
    }

    /// The warning to show when the amount was invalid and recorded as 0.00.
    public var warning: InvalidAmount? {
        if case .invalid(let problem) = self { return problem }
        return nil
    }
}

/// Text that is not an amount; it was recorded as 0.00.
public struct InvalidAmount: Error, Equatable, CustomStringConvertible, Sendable {
    /// The text as typed, trimmed.
    public let input: String
    /// Why it is not an amount.
    public let problem: AmountProblem

    /// Creates the warning for `input`.
    public init(input: String, problem: AmountProblem) {
        self.input = input
        self.problem = problem
    }

    /// `"abc" is not an amount — recorded as 0.00 (it contains letters)`.
    public var description: String {
        "\"\(DisplayText.singleLine(input))\" is not an amount — recorded as 0.00 (\(problem))"
    }
}

/// Why a text is not an amount (docs/manual.md#budget): one case per rule, phrased for the person.
public enum AmountProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// Letters, e.g. `abc` or `12 dollars`.
    case letters
    /// A sign: `-5`, `+5`.
    case sign
    /// White space inside the amount: `1 000`.
    case innerSpace
    /// More than one decimal point: `1.2.3`.
    case twoDots
    /// An exponent: `1e5`.
    case exponent
    /// A decimal comma (`12,50`) or wrong grouping (`1,23`, `1234,567`).
    case misplacedComma
    /// With the decimal comma: a decimal point (`12.50`) or wrong grouping (`1.23`).
    case misplacedDot
    /// With the decimal comma: more than one decimal comma (`1,2,3`).
    case twoCommas
    /// Digits other than ASCII 0–9, e.g. Arabic-Indic or full-width digits.
    case nonASCIIDigit
    /// No digits at all: `$`, `.`.
    case noDigits
    /// More than 92,233,720,368,547,758.07: the cents do not fit in 64 bits.
    case tooLarge
    /// Any other character, e.g. `%` or a currency symbol that is not accepted.
    case unexpectedCharacter(Character)

    /// The reason, e.g. `it contains letters`.
    public var description: String {
        switch self {
        case .letters:
            return "it contains letters"
        case .sign:
            return "an amount takes no sign; the kind says income or expense"
        case .innerSpace:
            return "it has a space inside"
        case .twoDots:
            return "it has more than one decimal point"
        case .exponent:
            return "exponents are not accepted"
        case .misplacedComma:
            return "commas only group digits in threes (1,234.56) and the decimal point is \".\""
        case .misplacedDot:
            return "dots only group digits in threes (1.234,56) and the decimal mark is \",\""
        case .twoCommas:
            return "it has more than one decimal comma"
        case .nonASCIIDigit:
            return "only the digits 0-9 are accepted"
        case .noDigits:
            return "it has no digits"
        case .tooLarge:
            return "it is larger than \(Money.maximum.grouped), the largest amount"
        case .unexpectedCharacter(let character):
            return "\"\(DisplayText.singleLine(String(character)))\" cannot be part of an amount"
        }
    }
}

/// Why a file's amount is not exactly an amount (strict parsing, used by import).
public enum ExactAmountError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The field is empty.
    case missing
    /// The text is not an amount.
    case invalid(input: String, problem: AmountProblem)
    /// A non-zero digit beyond the second decimal would be lost.
    case moreThanTwoDecimals(input: String)

    /// A message naming the text and the rule.
    public var description: String {
        switch self {
        case .missing:
            return "the amount is missing"
        case .invalid(let input, let problem):
            return "\"\(DisplayText.singleLine(input))\" is not an amount: \(problem)"
        case .moreThanTwoDecimals(let input):
            return "\"\(DisplayText.singleLine(input))\" has more than two decimals"
        }
    }
}
