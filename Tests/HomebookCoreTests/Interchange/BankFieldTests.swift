import Testing

@testable import HomebookCore

/// A bank's signed amounts and date formats, field by field.
@Suite struct BankFieldTests {
    func signed(_ text: String, comma: Bool = false) throws -> (Bool, Int64) {
        let value = try BankAmount.signed(text, decimalComma: comma, currency: "$")
        return (value.negative, value.amount.cents)
    }

    @Test(arguments: [
        ("-12.50", false, true, Int64(1250)), ("12.50", false, false, 1250),
        ("+7", false, false, 700), ("−3.10", false, true, 310), ("(4.00)", false, true, 400),
        ("£-3.00", false, true, 300), ("-$1,234.56", false, true, 123_456),
        ("1.234,56", true, false, 123_456), ("-1.234,56", true, true, 123_456),
        ("12,50-", true, true, 1250), ("0,5", true, false, 50), (" -0.01 ", false, true, 1),
        // Venmo writes the sign spaced from the currency in front.
        ("- $22.84", false, true, 2284), ("+ $5.00", false, false, 500),
    ])
    func signedAmountsGiveTheirDirectionAndExactCents(
        text: String,
        comma: Bool,
        negative: Bool,
        cents: Int64
    ) throws {
        let (isNegative, value) = try signed(text, comma: comma)
        #expect(isNegative == negative)
        #expect(value == cents)
    }

    @Test(arguments: ["--5", "-(5)", "12,50", "1,23", "1e3", "five", "-", "- 5", "12.999"])
    func malformedAmountsAreRefusedNotZeroed(text: String) {
        #expect(throws: ExactAmountError.self) { try signed(text) }
    }

    @Test func decimalCommaErrorsShowTheTextAsWritten() {
        #expect(throws: ExactAmountError.invalid(input: "1.23,4.5", problem: .misplacedComma)) {
            try signed("1.23,4.5", comma: true)
        }
        #expect(throws: ExactAmountError.moreThanTwoDecimals(input: "-0,129")) {
            try signed("-0,129", comma: true)
        }
    }

    @Test func datesFollowTheirFormatAndMustBeRealDays() throws {
        let british = try BankDateFormat("%d/%m/%Y")
        #expect(british.date("29/02/2024") == CalendarDate(year: 2024, month: 2, day: 29))
        #expect(british.date("1/3/2024") == CalendarDate(year: 2024, month: 3, day: 1))
        #expect(british.date("29/02/2023") == nil)
        #expect(british.date("2024-02-29") == nil)
        #expect(british.date("01/03/24") == nil)
        #expect(british.date("01/03/2024x") == nil)
        let german = try BankDateFormat("%d.%m.%y")
        #expect(german.date("31.12.23") == CalendarDate(year: 2023, month: 12, day: 31))
        let named = try BankDateFormat("%d %b %Y")
        #expect(named.date("05 Mar 2024") == CalendarDate(year: 2024, month: 3, day: 5))
        #expect(named.date("05 march 2024") == CalendarDate(year: 2024, month: 3, day: 5))
        #expect(named.date("05 Marc 2024") == nil)
        #expect(
            BankDateFormat.iso.date(" 2024-03-05 ") == CalendarDate(year: 2024, month: 3, day: 5)
        )
    }

    @Test(arguments: ["%d/%m", "%d/%m/%Y/%Y", "%q-%m-%Y", "", "%m/%b/%Y/%d"])
    func dateFormatsWithoutOneDayMonthAndYearAreRefused(pattern: String) {
        #expect(throws: BankMappingError.badDateFormat(pattern)) { try BankDateFormat(pattern) }
    }

    @Test func delimitersAreOnePlainCharacter() throws {
        #expect(try BankMapping.delimiter(";") == UInt8(ascii: ";"))
        #expect(try BankMapping.delimiter("tab") == UInt8(ascii: "\t"))
        for bad in ["", ";;", "\"", "\n", "é"] {
            #expect(throws: BankMappingError.badDelimiter(bad)) { try BankMapping.delimiter(bad) }
        }
    }
}
