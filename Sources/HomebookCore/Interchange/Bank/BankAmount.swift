/// Reads a bank's signed amount: the sign (or the debit/credit column) gives the kind, and
/// the digits go through the one ``AmountParser``, strictly.
enum BankAmount {
    /// A bank amount split into its direction and its size.
    struct Signed: Equatable {
        var negative: Bool
        var amount: Money
        /// The currency written with the digits (`EUR` of `5.00 EUR`, `£` of `£-3.00`), if
        /// any: the row reader refuses a code that is not the account's.
        var marker: String? = nil
    }

    /// Reads `text`: an optional sign in front (`-`, `+`, `−`), after the currency symbol
    /// (`£-3.00`), behind (`12,50-`) or parentheses (`(12.50)`), then an amount that
    /// ``AmountParser/parseExact(_:currency:)`` accepts once a decimal comma is made a point.
    ///
    /// `decimals` are the account's currency's (JPY 0, BHD 3).
    static func signed(
        _ text: String,
        decimalComma: Bool,
        currency: String,
        decimals: Int = 2
    ) throws(ExactAmountError) -> Signed {
        if let fast = try plainASCII(
            text,
            decimalComma: decimalComma,
            currency: currency,
            decimals: decimals
        ) {
            return fast
        }
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
        // A currency before or after the digits, spaced or not (`£ 7.90`, `USD 5.00`,
        // `5.00 EUR`, `د.ا.‏4.750`), and a sign after a leading one (`£-3.00`, `USD -5`).
        // A sign spaced from a currency in front (Venmo's `- $22.84`) is the sign too; a
        // sign spaced from the digits (`- 5`) is still refused below.
        let spaced = rest.drop { $0 == " " }
        let currencyAfterSpacedSign =
            signs == 1 && rest.first == " " && spaced.first.map { !$0.isNumber } == true
        var marker: String?
        if let (stripped, dropped) = Self.droppingCurrency(currencyAfterSpacedSign ? spaced : rest)
        {
            rest = stripped
            marker = dropped
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
        var signed = try parse(
            digits,
            original: original,
            negative: negative,
            currency: currency,
            decimals: decimals
        )
        signed.marker = marker
        return signed
    }

    /// The text without a currency word or symbol before or after the digits, and the
    /// spaces that separated it, with the currency dropped; nil when there is none.
    ///
    /// A currency is a run of letters, currency symbols and invisible format characters
    /// (a right-to-left mark), with dots only between them (`د.ا.`), of at most eight
    /// characters: enough for `USD`, `kr.` or `CHF`, not for a word that is not money.
    private static func droppingCurrency(_ text: Substring) -> (Substring, String)? {
        func isCurrency(_ scalar: Unicode.Scalar) -> Bool {
            let properties = scalar.properties
            return properties.isAlphabetic || properties.generalCategory == .currencySymbol
                || properties.generalCategory == .format
        }
        func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            scalar == " " || scalar == "\u{00A0}" || scalar == "\u{202F}"
        }
        let scalars = Array(text.unicodeScalars)
        var start = 0
        // Leading: currency characters, a dot only when a currency character follows it.
        while start < scalars.count, start < 8 {
            if isCurrency(scalars[start]) {
                start += 1
            } else if scalars[start] == ".", start + 1 < scalars.count,
                isCurrency(scalars[start + 1])
            {
                start += 1
            } else {
                break
            }
        }
        var end = scalars.count
        // Trailing: currency characters, a dot only right after one (`kr.`).
        while end > start, scalars.count - end < 8 {
            if isCurrency(scalars[end - 1]) {
                end -= 1
            } else if scalars[end - 1] == ".", end - 2 >= start, isCurrency(scalars[end - 2]) {
                end -= 1
            } else {
                break
            }
        }
        guard start > 0 || end < scalars.count else { return nil }
        let dropped = String(
            String.UnicodeScalarView(scalars[0..<start] + scalars[end..<scalars.count])
        )
        while start < end, isSpace(scalars[start]) { start += 1 }
        while end > start, isSpace(scalars[end - 1]) { end -= 1 }
        return (Substring(String(String.UnicodeScalarView(scalars[start..<end]))), dropped)
    }

    /// The common case, byte by byte: ASCII digits and separators with at most a leading
    /// `-` or `+` (no symbol, no parentheses, no spaces). Nil sends the text the long way.
    private static func plainASCII(
        _ text: String,
        decimalComma: Bool,
        currency: String,
        decimals: Int
    ) throws(ExactAmountError) -> Signed? {
        var bytes = Array(text.utf8)
        guard let first = bytes.first else { return nil }
        let negative = first == UInt8(ascii: "-")
        let start = negative || first == UInt8(ascii: "+") ? 1 : 0
        guard start < bytes.count else { return nil }
        for index in start..<bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): continue
            case UInt8(ascii: "."):
                if decimalComma { bytes[index] = UInt8(ascii: ",") }
            case UInt8(ascii: ","):
                if decimalComma { bytes[index] = UInt8(ascii: ".") }
            default: return nil
            }
        }
        let digits = String(decoding: bytes[start...], as: UTF8.self)
        return try parse(
            digits,
            original: text,
            negative: negative,
            currency: currency,
            decimals: decimals
        )
    }

    /// Parses the unsigned digits, reporting problems against the text as written.
    private static func parse(
        _ digits: String,
        original: String,
        negative: Bool,
        currency: String,
        decimals: Int
    ) throws(ExactAmountError) -> Signed {
        do {
            return Signed(
                negative: negative,
                amount: try AmountParser.parseExact(
                    digits,
                    currency: currency,
                    decimals: decimals
                )
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
