import HomebookCore
import Testing

@Suite struct MoneyTests {
    static let formats: [(Int64, String, String, String)] = [
        (0, "0.00", "$0.00", "0.00"),
        (5, "0.05", "$0.05", "0.05"),
        (1230, "12.30", "$12.30", "12.30"),
        (-1230, "-12.30", "-$12.30", "-12.30"),
        (-400, "-4.00", "-$4.00", "-4.00"),
        (123_456, "1234.56", "$1,234.56", "1,234.56"),
        (100_000_000, "1000000.00", "$1,000,000.00", "1,000,000.00"),
        (99_999, "999.99", "$999.99", "999.99"),
        (
            Int64.max, "92233720368547758.07", "$92,233,720,368,547,758.07",
            "92,233,720,368,547,758.07"
        ),
        (
            Int64.min, "-92233720368547758.08", "-$92,233,720,368,547,758.08",
            "-92,233,720,368,547,758.08"
        ),
    ]

    @Test(arguments: formats)
    func formatsPlainForFilesAndGroupedForPeople(
        cents: Int64,
        plain: String,
        human: String,
        grouped: String
    ) {
        let money = Money(cents: cents)
        #expect(money.plain == plain)
        #expect(money.description == plain)
        #expect(money.formatted(currency: "$") == human)
        #expect(money.grouped == grouped)
    }

    @Test func putsASpaceAfterALetterSymbol() {
        #expect(Money(cents: 1230).formatted(currency: "CHF") == "CHF 12.30")
        #expect(Money(cents: -1230).formatted(currency: "£") == "-£12.30")
    }

    @Test func plainFormatRoundTripsThroughTheParser() {
        for cents: Int64 in [0, 1, 10, 99, 100, 123_456_789, Int64.max] {
            #expect(AmountParser.parse(Money(cents: cents).plain).recorded == Money(cents: cents))
            #expect(
                AmountParser.parse(Money(cents: cents).formatted(currency: "$")).recorded
                    == Money(cents: cents)
            )
        }
    }

    @Test func arithmeticIsCheckedOnBothSides() throws {
        #expect(try Money(cents: 5).adding(Money(cents: 7)) == Money(cents: 12))
        #expect(try Money(cents: 5).subtracting(Money(cents: 7)) == Money(cents: -2))
        #expect(try Money.maximum.adding(.zero) == .maximum)
        #expect(throws: MoneyError.overflow) { try Money.maximum.adding(Money(cents: 1)) }
        #expect(throws: MoneyError.overflow) {
            try Money(cents: Int64.min).subtracting(Money(cents: 1))
        }
    }
}
