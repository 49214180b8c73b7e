/// Splits an expression into tokens, counting columns in user-visible characters.
enum CalculatorTokenizer {
    /// The longest expression accepted, in characters.
    static let maximumLength = 10_000

    /// Returns the tokens of `expression`, always ending with an `.end` token.
    static func tokenize(_ expression: String) throws(CalculatorError) -> [CalculatorToken] {
        guard let glyphs = CalculatorGlyphs(expression, limit: maximumLength) else {
            throw CalculatorError(
                .tooComplex,
                column: maximumLength + 1,
                "the expression is longer than \(maximumLength) characters"
            )
        }
        let codes = glyphs.codes
        var tokens: [CalculatorToken] = []
        tokens.reserveCapacity(codes.count / 2 + 1)
        var index = 0
        while index < codes.count {
            let code = codes[index]
            let column = index + 1
            if let (kind, text) = symbol(code) {
                tokens.append(CalculatorToken(kind: kind, column: column, text: text))
                index += 1
            } else if isDigit(code) {
                var end = index + 1
                while end < codes.count, isDigit(codes[end]) {
                    end += 1
                }
                let magnitude = magnitude(codes, index..<end)
                // The digits are kept only when a message might need to quote them.
                let fits = magnitude.map { $0 <= UInt64(Int64.max) } ?? false
                let text = fits ? "" : glyphs.excerpt(index..<end)
                tokens.append(
                    CalculatorToken(
                        kind: .number(magnitude: magnitude),
                        column: column,
                        text: text
                    )
                )
                index = end
            } else if isLetter(code) {
                var end = index + 1
                while end < codes.count, isLetter(codes[end]) {
                    end += 1
                }
                guard isAns(codes, index..<end) else {
                    let word = glyphs.excerpt(index..<end)
                    throw CalculatorError(.unknownSymbol, column: column, "unknown word '\(word)'")
                }
                tokens.append(CalculatorToken(kind: .ans, column: column, text: ""))
                index = end
            } else if isBlank(code) {
                index += 1
            } else {
                let shown = CalculatorError.shown(glyphs.character(at: index))
                throw CalculatorError(.unknownSymbol, column: column, "unknown symbol \(shown)")
            }
        }
        tokens.append(CalculatorToken(kind: .end, column: codes.count + 1, text: ""))
        return tokens
    }

    /// Returns the token of a one-character symbol, with the text shown in messages.
    private static func symbol(_ code: UInt8) -> (CalculatorToken.Kind, String)? {
        switch code {
        case UInt8(ascii: "+"): (.binary(.add), "+")
        case UInt8(ascii: "-"): (.binary(.subtract), "-")
        case UInt8(ascii: "*"): (.binary(.multiply), "*")
        case CalculatorGlyphs.times: (.binary(.multiply), "×")
        case UInt8(ascii: "/"): (.binary(.divide), "/")
        case CalculatorGlyphs.divide: (.binary(.divide), "÷")
        case UInt8(ascii: "%"): (.binary(.remainder), "%")
        case UInt8(ascii: "("): (.openParen, "(")
        case UInt8(ascii: ")"): (.closeParen, ")")
        default: nil
        }
    }

    private static func isDigit(_ code: UInt8) -> Bool {
        code >= UInt8(ascii: "0") && code <= UInt8(ascii: "9")
    }

    private static func isLetter(_ code: UInt8) -> Bool {
        let lowercased = code | 0x20
        return (lowercased >= UInt8(ascii: "a") && lowercased <= UInt8(ascii: "z"))
            || code == CalculatorGlyphs.letter
    }

    private static func isBlank(_ code: UInt8) -> Bool {
        // Spaces and tabs, but also other blanks such as a pasted no-break space or a
        // trailing newline: none of them can be meant as part of a number.
        code == UInt8(ascii: " ") || (code >= 0x09 && code <= 0x0D)
            || code == CalculatorGlyphs.blank
    }

    /// Returns whether the word in `range` is `ans` in any letter case.
    private static func isAns(_ codes: [UInt8], _ range: Range<Int>) -> Bool {
        range.count == 3
            && codes[range.lowerBound] | 0x20 == UInt8(ascii: "a")
            && codes[range.lowerBound + 1] | 0x20 == UInt8(ascii: "n")
            && codes[range.lowerBound + 2] | 0x20 == UInt8(ascii: "s")
    }

    /// Returns the value of the digits in `range`, or nil when it exceeds `UInt64.max`.
    private static func magnitude(_ codes: [UInt8], _ range: Range<Int>) -> UInt64? {
        var value: UInt64 = 0
        for index in range {
            let digit = UInt64(codes[index] - UInt8(ascii: "0"))
            let (shifted, shiftOverflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, sumOverflow) = shifted.addingReportingOverflow(digit)
            if shiftOverflow || sumOverflow {
                return nil
            }
            value = sum
        }
        return value
    }
}
