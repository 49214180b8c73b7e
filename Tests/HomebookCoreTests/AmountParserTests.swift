import HomebookCore
import Testing

@Suite struct AmountParserTests {
    /// Every accepted form (docs/manual.md#budget), with the cents it must give.
    static let accepted: [(String, Int64)] = [
        ("0", 0),
        ("12", 1200),
        ("12.3", 1230),
        ("12.30", 1230),
        ("1234", 123_400),
        ("1,234", 123_400),
        ("1,234,567", 123_456_700),
        ("1,234,567.89", 123_456_789),
        ("999,999.99", 99_999_999),
        (".5", 50),
        (".05", 5),
        ("12.", 1200),
        ("0.01", 1),
        ("007", 700),
        ("  42.10  ", 4210),
        ("\t3\n", 300),
        ("$5", 500),
        ("$1,234.56", 123_456),
        ("£7.25", 725),
        ("€0.99", 99),
        ("$.5", 50),
        ("2.999", 299),
        ("2.991", 299),
        ("0.009", 0),
        ("1.23456789", 123),
        ("92233720368547758.07", Int64.max),
        ("92,233,720,368,547,758.07", Int64.max),
        ("92233720368547758.079", Int64.max),
        ("92233720368547758.06", Int64.max - 1),
    ]

    @Test(arguments: accepted)
    func acceptsEveryDocumentedForm(input: String, cents: Int64) {
        #expect(AmountParser.parse(input) == .amount(Money(cents: cents)))
    }

    /// Every rejected form, with the reason it must give.
    static let rejected: [(String, AmountProblem)] = [
        ("abc", .letters),
        ("12 dollars", .innerSpace),
        ("12dollars", .letters),
        ("5eur", .letters),
        ("USD5", .letters),
        ("-5", .sign),
        ("+5", .sign),
        ("$-5", .sign),
        ("5-", .sign),
        ("\u{2212}5", .sign),
        ("1 000", .innerSpace),
        ("$ 5", .innerSpace),
        ("1\u{00A0}000", .innerSpace),
        ("1.2.3", .twoDots),
        ("1..5", .twoDots),
        ("1e5", .exponent),
        ("1E5", .exponent),
        ("2.5e-3", .exponent),
        ("12,50", .misplacedComma),
        ("1.234,56", .misplacedComma),
        ("1,23", .misplacedComma),
        ("1234,567", .misplacedComma),
        ("1,2345", .misplacedComma),
        ("1,234,56", .misplacedComma),
        ("12,", .misplacedComma),
        (",5", .misplacedComma),
        ("1,,234", .misplacedComma),
        ("1,23.45", .misplacedComma),
        ("\u{0663}", .nonASCIIDigit),
        ("\u{FF11}\u{FF12}", .nonASCIIDigit),
        ("1\u{0664}", .nonASCIIDigit),
        ("$", .noDigits),
        (".", .noDigits),
        ("$.", .noDigits),
        ("92233720368547758.08", .tooLarge),
        ("92,233,720,368,547,758.08", .tooLarge),
        ("92233720368547759", .tooLarge),
        ("100000000000000000000", .tooLarge),
        ("%5", .unexpectedCharacter("%")),
        ("5$", .unexpectedCharacter("$")),
        ("$$5", .unexpectedCharacter("$")),
        ("¥5", .unexpectedCharacter("¥")),
        ("1_000", .unexpectedCharacter("_")),
    ]

    @Test(arguments: rejected)
    func rejectsEveryOtherFormAsZeroWithTheReason(input: String, problem: AmountProblem) {
        let parsed = AmountParser.parse(input)
        #expect(
            parsed == .invalid(InvalidAmount(input: input.trimmingWhitespace(), problem: problem))
        )
        #expect(parsed.recorded == .zero)
    }

    @Test(arguments: ["", " ", "\t\n", "   "])
    func treatsEmptyTextAsMissing(input: String) {
        #expect(AmountParser.parse(input) == .missing)
        #expect(AmountParser.parse(input).recorded == nil)
        #expect(throws: ExactAmountError.missing) { try AmountParser.parseExact(input) }
    }

    @Test func truncatesThirdDecimalWithoutRounding() {
        #expect(AmountParser.parse("2.999").recorded == Money(cents: 299))
        #expect(AmountParser.parse("0.995").recorded == Money(cents: 99))
    }

    @Test func acceptsTheConfiguredCurrencySymbolAndTheCommonOnes() {
        #expect(AmountParser.parse("CHF12.50", currency: "CHF") == .amount(Money(cents: 1250)))
        #expect(AmountParser.parse("$3", currency: "CHF") == .amount(Money(cents: 300)))
        #expect(AmountParser.parse("US$3", currency: "US$") == .amount(Money(cents: 300)))
        #expect(AmountParser.parse("CHF12", currency: "$").warning?.problem == .letters)
    }

    @Test func warningNamesTheTextAndTheReason() {
        let warning = AmountParser.parse(" abc ").warning
        #expect(
            warning?.description
                == "\"abc\" is not an amount — recorded as 0.00 (it contains letters)"
        )
        let escaped = AmountParser.parse("1\u{1B}[2J").warning
        #expect(escaped?.description.contains("\u{1B}") == false)
    }

    @Test func exactParsingRefusesLostDigitsButKeepsTrailingZeros() throws {
        #expect(try AmountParser.parseExact("12.30") == Money(cents: 1230))
        #expect(try AmountParser.parseExact("12.300") == Money(cents: 1230))
        #expect(try AmountParser.parseExact("$1,234.5") == Money(cents: 123_450))
        #expect(throws: ExactAmountError.moreThanTwoDecimals(input: "2.999")) {
            try AmountParser.parseExact("2.999")
        }
        #expect(throws: ExactAmountError.invalid(input: "abc", problem: .letters)) {
            try AmountParser.parseExact(" abc")
        }
        #expect(throws: ExactAmountError.invalid(input: "-5", problem: .sign)) {
            try AmountParser.parseExact("-5")
        }
    }

    @Test(arguments: accepted)
    func exactParsingAgreesWithParsingWhenNothingIsLost(input: String, cents: Int64) {
        let exact = try? AmountParser.parseExact(input)
        let lostDigits = input.split(separator: ".").last.map { part in
            part.dropFirst(2).contains { $0 != "0" && $0.isNumber }
        }
        if input.contains("."), lostDigits == true {
            #expect(exact == nil)
        } else {
            #expect(exact == Money(cents: cents))
        }
    }
}
