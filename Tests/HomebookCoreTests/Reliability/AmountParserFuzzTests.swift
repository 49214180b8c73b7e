import HomebookCore
import TestSupport
import Testing

/// 100,000 seeded strings through both amount parsers, checked against an independent
/// reading of the rule in docs/manual.md#budget: never a crash, accepted values re-format and
/// re-parse to the same cents, invalid ones record 0.00 with a reason that cannot drive a terminal.
@Suite struct AmountParserFuzzTests {
    /// Four seeded batches of 25,000 strings (100,000 in all), so they run in parallel.
    static let batches: [UInt64] = [0, 1, 2, 3]
    static let stringsPerBatch = 25_000

    /// Pieces of hostile text: listed twice, a piece is drawn twice as often.
    static let pieces: [String] = [
        "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "1", "5", "9", "000", "999",
        ",", ".", ",", ".", "$", "£", "€", "kr", " ", "\t", "-", "+", "e", "E", "a", "%",
        "\u{0}", "\u{1B}", "\u{9B}", "\u{7}", "\u{1B}]0;pwned\u{7}", "\u{301}", "\u{663}",
        "\u{FF12}", "\u{2212}", "\u{A0}", "\u{2028}", "\n", "\r\n", "\u{FFFD}", "🙂",
        "92233720368547758", "92233720368547758.07", "92233720368547758.08",
    ]

    /// What the rule says a text is.
    enum Expected: Equatable {
        case missing
        case cents(Int64, droppedNonZeroDigit: Bool)
        case invalid
    }

    @Test(arguments: batches)
    func everyStringIsAnAmountOrAReasonedZero(_ batch: UInt64) {
        var random = SeededGenerator(seed: 0xA_0047 &+ batch)
        var problems: [String] = []
        var accepted = 0
        for index in 0..<Self.stringsPerBatch {
            let currency = index % 5 == 0 ? "kr" : "$"
            let text =
                index % 2 == 0
                ? Self.nearlyValid(using: &random)
                : Self.pieceSoup(using: &random)
            // Built only for a problem: the seed and index reproduce it.
            func label() -> String {
                "seed \(0xA_0047 &+ batch) #\(index) \(String(reflecting: text))"
            }
            let expected = Self.expected(text, currency: currency)
            let parsed = AmountParser.parse(text, currency: currency)
            switch (expected, parsed) {
            case (.missing, .missing):
                break
            case (.cents(let cents, _), .amount(let money)) where money.cents == cents:
                accepted += 1
                if let problem = Self.roundTripProblem(money, currency: currency) {
                    problems.append("\(label()): \(problem)")
                }
            case (.invalid, .invalid(let warning)):
                if parsed.recorded != .zero || !Self.isSafeMessage(warning.description)
                    || "\(warning.problem)".isEmpty
                {
                    problems.append("\(label()): bad warning \(String(reflecting: warning))")
                }
            default:
                problems.append("\(label()): parse gave \(parsed), the rule says \(expected)")
            }
            if let problem = Self.exactProblem(text, currency: currency, expected: expected) {
                problems.append("\(label()): \(problem)")
            }
        }
        #expect(problems.isEmpty, "\(problems.count) problems, first: \(problems.prefix(5))")
        #expect(accepted > Self.stringsPerBatch / 5)
    }

    /// An accepted amount, written the ways homebook writes amounts, reads back the same:
    /// plain by both parsers, and grouped behind a symbol (one of the three, in turn).
    ///
    /// A symbol made of letters is shown with a space after it ("kr 12.30"), which the rule
    /// reads as an inner space, so only the symbols written without one are checked.
    static func roundTripProblem(_ money: Money, currency: String) -> String? {
        let symbol = ["$", "£", "€"][Int(money.cents % 3)]
        let grouped = money.formatted(currency: symbol)
        guard AmountParser.parse(money.plain, currency: currency) == .amount(money),
            (try? AmountParser.parseExact(money.plain, currency: currency)) == money,
            AmountParser.parse(grouped, currency: currency) == .amount(money)
        else { return "\(money.plain) or \(grouped) does not read back" }
        return nil
    }

    /// The strict parser agrees with the rule: exact values, and a reason for the rest.
    static func exactProblem(_ text: String, currency: String, expected: Expected) -> String? {
        do {
            let money = try AmountParser.parseExact(text, currency: currency)
            guard expected == .cents(money.cents, droppedNonZeroDigit: false) else {
                return "parseExact gave \(money.cents), the rule says \(expected)"
            }
        } catch {
            let message = error.description
            switch (expected, error) {
            case (.missing, .missing), (.invalid, .invalid),
                (.cents(_, droppedNonZeroDigit: true), .moreThanTwoDecimals):
                if message.isEmpty || !isSafeMessage(message) {
                    return "parseExact's message \(String(reflecting: message))"
                }
            default:
                return "parseExact threw \(error), the rule says \(expected)"
            }
        }
        return nil
    }

    /// Whether a one-line message is non-empty and shows no control character raw (tabs
    /// aside, as docs/manual.md#input-rules allows).
    static func isSafeMessage(_ message: String) -> Bool {
        !message.isEmpty && !message.unicodeScalars.contains(where: isRawControl)
    }

    /// Whether a character would reach the terminal as a control character.
    static func isRawControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
    }

    /// The rule of docs/manual.md#budget read independently of the parser: trim, an optional
    /// symbol, then digits plain or grouped in threes, then optionally a point and digits.
    static func expected(_ text: String, currency: String) -> Expected {
        let trimmed = text.trimmingWhitespace()
        if trimmed.isEmpty { return .missing }
        var scalars = Array(trimmed.unicodeScalars)[...]
        for symbol in [currency, "$", "£", "€"] {
            let symbolScalars = Array(symbol.unicodeScalars)
            if scalars.starts(with: symbolScalars) {
                scalars = scalars.dropFirst(symbolScalars.count)
                break
            }
        }
        let body = String(String.UnicodeScalarView(scalars))
        let parts = body.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2 else { return .invalid }
        let whole = parts[0]
        let fraction = parts.count == 2 ? parts[1] : ""
        let isDigits = { (part: Substring) in part.unicodeScalars.allSatisfy { $0.isASCIIDigit } }
        guard isDigits(fraction) else { return .invalid }
        let groups = whole.split(separator: ",", omittingEmptySubsequences: false)
        let wellGrouped =
            groups.count == 1
            || ((1...3).contains(groups[0].count)
                && groups.dropFirst().allSatisfy { $0.count == 3 })
        guard groups.allSatisfy(isDigits), wellGrouped else { return .invalid }
        let digits = groups.joined()
        guard !digits.isEmpty || !fraction.isEmpty else { return .invalid }
        let firstTwo = (fraction + "00").prefix(2)
        let significant = (digits + firstTwo).drop { $0 == "0" }
        guard significant.count <= 19, let cents = Int64(significant.isEmpty ? "0" : significant)
        else { return .invalid }
        return .cents(cents, droppedNonZeroDigit: fraction.dropFirst(2).contains { $0 != "0" })
    }

    /// Text shaped like an amount, sometimes with one piece changed.
    static func nearlyValid(using random: inout SeededGenerator) -> String {
        var text = ["", "", "$", "£", "€", "kr"].randomElement(using: &random) ?? ""
        let wholeDigits = Int.random(in: 0...20, using: &random)
        let whole = (0..<wholeDigits).map { _ in String(Int.random(in: 0...9, using: &random)) }
        if Bool.random(using: &random), wholeDigits > 3 {
            // Grouped in threes from the right.
            var grouped = ""
            for (offset, digit) in whole.enumerated() {
                if offset > 0, (wholeDigits - offset) % 3 == 0 { grouped += "," }
                grouped += digit
            }
            text += grouped
        } else {
            text += whole.joined()
        }
        if Bool.random(using: &random) {
            text +=
                "."
                + (0..<Int.random(in: 0...5, using: &random)).map { _ in
                    String(Int.random(in: 0...9, using: &random))
                }.joined()
        }
        if Int.random(in: 0..<3, using: &random) == 0, !text.isEmpty {
            // One piece inserted, replaced or removed somewhere.
            var characters = Array(text)
            let position = Int.random(in: 0..<characters.count, using: &random)
            let piece = Array(pieces.randomElement(using: &random) ?? "")
            switch Int.random(in: 0..<3, using: &random) {
            case 0: characters.insert(contentsOf: piece, at: position)
            case 1: characters.replaceSubrange(position...position, with: piece)
            default: characters.remove(at: position)
            }
            text = String(characters)
        }
        let padding = ["", "", "", " ", "\t", "\u{A0}", "\n"]
        return (padding.randomElement(using: &random) ?? "") + text
            + (padding.randomElement(using: &random) ?? "")
    }

    /// A few random pieces run together.
    static func pieceSoup(using random: inout SeededGenerator) -> String {
        (0..<Int.random(in: 0...8, using: &random)).map { _ in
            pieces.randomElement(using: &random) ?? ""
        }.joined()
    }
}

extension Unicode.Scalar {
    /// Whether this is one of the ASCII digits 0–9.
    fileprivate var isASCIIDigit: Bool {
        ("0"..."9").contains(self)
    }
}
