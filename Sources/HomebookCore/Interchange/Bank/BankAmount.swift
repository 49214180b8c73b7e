/// Reads a bank's signed amount: the sign (or the debit/credit column) gives the kind, and
/// the digits go through the one ``AmountParser``, strictly.
enum BankAmount {
    /// A bank amount split into its direction and its size.
    struct Signed: Equatable {
        var negative: Bool
        var amount: Money
    }

    /// Reads `text`: an optional sign in front (`-`, `+`, `−`), after the currency symbol
    /// (`£-3.00`), behind (`12,50-`) or parentheses (`(12.50)`), then an amount that
    /// ``AmountParser/parseExact(_:currency:)`` accepts once a decimal comma is made a point.
    static func signed(
        _ text: String,
        decimalComma: Bool,
        currency: String
    ) throws(ExactAmountError) -> Signed {
        let original = text.quicklyTrimmed()
        guard !original.isEmpty else { throw .missing }
        var rest = Substring(original)
        var negative = false
        var signs = 0
        if rest.hasPrefix("("), rest.hasSuffix(")"), rest.count >= 2 {
            rest = rest.dropFirst().dropLast()
            negative = true
            signs += 1
        }
        if let first = rest.first, first == "-" || first == "+" || first == "\u{2212}" {
            negative = negative || first != "+"
            rest = rest.dropFirst()
            signs += 1
        }
        if let last = rest.last, last == "-" || last == "+" {
            negative = negative || last == "-"
            rest = rest.dropLast()
            signs += 1
        }
        // A symbol before the sign (`£-3.00`, `-$5`): move the sign out of the way.
        for symbol in Set(["$", "£", "€", currency]) where !symbol.isEmpty {
            if rest.hasPrefix(symbol) {
                let after = rest.dropFirst(symbol.count)
                if let first = after.first, first == "-" || first == "+" || first == "\u{2212}" {
                    negative = negative || first != "+"
                    rest = Substring(symbol) + after.dropFirst()
                    signs += 1
                }
            }
        }
        guard signs <= 1 else { throw .invalid(input: original, problem: .sign) }
        // "- 5" is not a signed amount: the sign belongs to the digits.
        if let first = rest.first, let last = rest.last, first.isWhitespace || last.isWhitespace {
            throw .invalid(input: original, problem: .innerSpace)
        }
        var digits = String(rest)
        if decimalComma {
            // 1.234,56 → 1,234.56: the grouping and decimal rules stay AmountParser's.
            digits = String(
                String.UnicodeScalarView(
                    digits.unicodeScalars.map { scalar -> Unicode.Scalar in
                        switch scalar {
                        case ".": return ","
                        case ",": return "."
                        default: return scalar
                        }
                    }
                )
            )
        }
        do {
            return Signed(
                negative: negative,
                amount: try AmountParser.parseExact(digits, currency: currency)
            )
        } catch .invalid(_, let problem) {
            throw .invalid(input: original, problem: problem)
        } catch .moreThanTwoDecimals {
            throw .moreThanTwoDecimals(input: original)
        } catch {
            throw .invalid(input: original, problem: .noDigits)
        }
    }
}
