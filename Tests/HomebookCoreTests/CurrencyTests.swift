import HomebookCore
import TestSupport
import Testing

/// Amounts per currency (docs/manual.md#currencies): integers in minor units, read and shown
/// in each currency's way, exactly.
@Suite struct CurrencyTests {
    static let yen = Currency(code: "JPY", decimals: 0, symbol: "¥")
    static let euro = Currency(code: "EUR", decimals: 2, symbol: "€")
    static let dinar = Currency(code: "BHD", decimals: 3)

    @Test func eachCurrencyShowsInItsOwnWay() {
        #expect(Self.yen.formatted(1200) == "¥1,200")
        #expect(Self.euro.formatted(123_456, decimalComma: true) == "1.234,56 €")
        #expect(Self.euro.formatted(-123_456) == "-€1,234.56")
        #expect(Self.dinar.formatted(12500) == "12.500 BHD")
        #expect(Self.dinar.coded(-5) == "-0.005 BHD")
        #expect(Self.yen.plain(-1_234_567) == "-1234567")
        // The unnamed currency shows exactly as every book did before currencies.
        #expect(Currency.unnamed(symbol: "$").formatted(123_456) == "$1,234.56")
        #expect(Currency.unnamed(symbol: "CHF").formatted(5) == "CHF 0.05")
    }

    @Test func eachCurrencyReadsItsOwnDecimals() throws {
        #expect(try Self.yen.parse("¥1,200") == 1200)
        #expect(try Self.yen.parse("1200 JPY") == 1200)
        #expect(try Self.euro.parse("1.234,56 €", decimalComma: true) == 123_456)
        #expect(try Self.euro.parse("12.5") == 1250)
        #expect(try Self.dinar.parse("12.5 BHD") == 12500)
        #expect(try Self.dinar.parse("BHD 0.001") == 1)
        #expect(try Self.dinar.parse("-3", signed: true) == -3000)
        // Nothing is rounded: a digit the currency cannot hold is refused.
        #expect(throws: CurrencyError.tooManyDecimals(input: "1.5", Self.yen)) {
            try Self.yen.parse("1.5")
        }
        #expect(throws: CurrencyError.tooManyDecimals(input: "0.0001", Self.dinar)) {
            try Self.dinar.parse("0.0001")
        }
        #expect(throws: CurrencyError.invalidAmount(input: "-3", problem: .sign)) {
            try Self.dinar.parse("-3")
        }
        #expect(
            throws: CurrencyError.invalidAmount(input: "92233720368547758.08", problem: .tooLarge)
        ) { try Self.euro.parse("92233720368547758.08") }
        #expect(try Self.euro.parse("92233720368547758.07") == .max)
    }

    @Test(arguments: [0, 2, 3, 4, 8])
    func everyAmountRoundTripsThroughTextAtEveryExponent(decimals: Int) throws {
        var random = SeededGenerator(seed: 42 + UInt64(decimals))
        let currencies = [
            Currency(code: "XTS", decimals: decimals),
            Currency(code: "XTS", decimals: decimals, symbol: "¤"),
        ]
        for round in 0..<2_000 {
            // Small, large and the extremes: every magnitude the 64 bits allow.
            let bits = Int64.random(in: 0...62, using: &random)
            var minor = Int64.random(in: 0...(Int64(1) << bits), using: &random)
            if round == 0 { minor = .max }
            if round == 1 { minor = 0 }
            if Bool.random(using: &random) { minor = -minor }
            for currency in currencies {
                for decimalComma in [false, true] {
                    let shown = currency.formatted(minor, decimalComma: decimalComma)
                    let read = try currency.parse(shown, decimalComma: decimalComma, signed: true)
                    #expect(read == minor, "\(shown) at \(decimals) decimals")
                }
                #expect(try currency.parse(currency.plain(minor), signed: true) == minor)
                #expect(try currency.parse(currency.coded(minor), signed: true) == minor)
            }
        }
    }
}
