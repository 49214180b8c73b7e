import HomebookCore
import TestSupport
import Testing

/// Prices and conversions (docs/manual.md#prices, docs/manual.md#currencies): exact rates,
/// the latest price on or before a day, its inverse, one hop through the base currency,
/// rounding once half to even, overflow as an error, and imports all or nothing.
@Suite struct PricesTests {
    static let today = CalendarDate(year: 2026, month: 3, day: 31)!
    static func day(_ text: String) -> CalendarDate { CalendarDate(iso: text)! }

    /// A book with base EUR and one account per currency of `codes`.
    static func book(_ store: HomebookStore, _ codes: [String]) throws {
        try store.currencies.setBase("EUR")
        for code in codes where code != "EUR" {
            if (try? store.currencies.get(code)) == nil {
                try store.currencies.add(code: code, decimals: "8", symbol: nil)
            }
            try store.accounts.add(code, currency: code, today: today)
        }
    }

    /// Adds an expense of `minor` units into the account named `code` (main for EUR).
    static func spend(
        _ store: HomebookStore,
        _ code: String,
        _ amount: String,
        on date: String,
        category: String = "food"
    ) throws {
        try store.ledger.add(
            LedgerDraft(
                kind: "expense",
                name: "x",
                amount: amount,
                date: date,
                category: category
            ),
            today: today,
            account: code == "EUR" ? "main" : code
        )
    }

    @Test func ratesAreExactFractions() throws {
        let decimal = try PriceRate(parsing: "0.8571")
        #expect(decimal.numerator == 8571 && decimal.denominator == 10000)
        #expect(decimal.description == "0.8571")
        let fraction = try PriceRate(parsing: " 12/14 ")
        #expect(fraction.numerator == 6 && fraction.denominator == 7)
        #expect(fraction.description == "6/7")
        #expect(try PriceRate(parsing: "157.120").description == "157.12")
        #expect(try PriceRate(parsing: "1.5/0.5").description == "3")
        for bad in ["0", "-1", "1,2", "abc", "1/0", "", "1/2/3", "1234567890123456789"] {
            #expect(throws: PriceError.self) { try PriceRate(parsing: bad) }
        }
    }

    @Test func pricesAreAddedReplacedListedAndDeletedWithUndo() throws {
        try withTemporaryStore { store, _ in
            try store.prices.add(day: "2026-03-02", from: "usd", to: "EUR", rate: "0.86")
            try store.prices.add(day: "2026-03-02", from: "USD", to: "EUR", rate: "6/7")
            let listed = try store.prices.list()
            #expect(listed.count == 1 && listed.first?.rate.description == "6/7")
            #expect(throws: PriceError.sameCurrency("EUR")) {
                try store.prices.add(day: "2026-03-02", from: "EUR", to: "eur", rate: "1")
            }
            #expect(throws: CurrencyError.unknown("XYZ")) {
                try store.prices.add(day: "2026-03-02", from: "XYZ", to: "EUR", rate: "1")
            }
            #expect(throws: PriceError.invalidDate("2026-02-30")) {
                try store.prices.add(day: "2026-02-30", from: "USD", to: "EUR", rate: "1")
            }
            _ = try store.undoLog.undo()
            #expect(try store.prices.list().first?.rate.description == "0.86")
            try store.prices.delete(day: "2026-03-02", from: "USD", to: "EUR")
            #expect(try store.prices.list().isEmpty)
            #expect(throws: PriceError.notFound(day: "2026-03-02", from: "USD", to: "EUR")) {
                try store.prices.delete(day: "2026-03-02", from: "USD", to: "EUR")
            }
        }
    }

    /// One amount at a time against the exact product rounded half to even, over every pair
    /// of the exponents 0, 2, 3 and 8.
    @Test func conversionMatchesExactFractionsOverExponents() throws {
        let currencies = [("JPY", 0), ("EUR", 2), ("BHD", 3), ("XBT", 8)]
        var random = SeededGenerator(seed: 42)
        for (from, fromDecimals) in currencies {
            for (to, toDecimals) in currencies where to != from {
                try withTemporaryStore { store, _ in
                    try Self.book(store, currencies.map(\.0))
                    let minor = Int64.random(in: 1...5_000_000_000, using: &random)
                    let numerator = Int64.random(in: 1...2_000_000, using: &random)
                    let denominator = Int64.random(in: 1...2_000_000, using: &random)
                    try store.prices.add(
                        day: "2026-03-01",
                        from: from,
                        to: to,
                        rate: "\(numerator)/\(denominator)"
                    )
                    let currency = try store.currencies.get(from)
                    try Self.spend(store, from, currency.plain(minor), on: "2026-03-05")
                    let report = try store.ledger.convertedReport(
                        LedgerQuery(),
                        into: to,
                        at: .then
                    )
                    // Expected: minor × n/d × 10^(to − from), rounded half to even.
                    var top = Int128(minor) * Int128(numerator)
                    var bottom = Int128(denominator)
                    let shift = toDecimals - fromDecimals
                    for _ in 0..<shift.magnitude {
                        if shift > 0 { top *= 10 } else { bottom *= 10 }
                    }
                    var quotient = top / bottom
                    let twice = 2 * (top % bottom)
                    if twice > bottom || (twice == bottom && quotient % 2 == 1) { quotient += 1 }
                    #expect(report.unconverted.isEmpty)
                    #expect(
                        Int128(report.total.expenses) == quotient,
                        "\(from)→\(to): \(minor) × \(numerator)/\(denominator)"
                    )
                }
            }
        }
    }

    @Test func theLatestPriceOnOrBeforeTheDayThenItsInverseThenOneHop() throws {
        try withTemporaryStore { store, _ in
            try Self.book(store, ["EUR", "USD", "GBP"])
            try store.prices.add(day: "2026-03-01", from: "EUR", to: "USD", rate: "1.25")
            try store.prices.add(day: "2026-03-10", from: "EUR", to: "USD", rate: "2")
            try store.prices.add(day: "2026-03-01", from: "GBP", to: "EUR", rate: "1.2")
            try Self.spend(store, "USD", "10.00", on: "2026-03-05")
            try Self.spend(store, "USD", "10.00", on: "2026-03-12")
            // Each at its day: 10/1.25 + 10/2 = 8 + 5 EUR (the inverse of EUR→USD).
            let then = try store.ledger.convertedReport(LedgerQuery(), into: "EUR", at: .then)
            #expect(then.total.expenses == 1300)
            // Both at 2026-03-05's price: 20/1.25.
            let fixed = try store.ledger.convertedReport(
                LedgerQuery(),
                into: "EUR",
                at: .on(Self.day("2026-03-05"))
            )
            #expect(fixed.total.expenses == 1600)
            // USD → GBP: no price either way, so through EUR: 10/1.25/1.2 = 6.666… → 6.67.
            let hop = try store.ledger.convertedReport(
                LedgerQuery(from: Self.day("2026-03-05"), to: Self.day("2026-03-05")),
                into: "GBP",
                at: .then
            )
            #expect(hop.total.expenses == 667 && hop.unconverted.isEmpty)
            // Before any price: listed, never counted at 1.
            try Self.spend(store, "USD", "99.00", on: "2026-02-01", category: "fun")
            let early = try store.ledger.convertedReport(LedgerQuery(), into: "EUR", at: .then)
            #expect(early.total.expenses == 1300)
            #expect(early.unconverted.count == 1)
            #expect(early.unconverted.first?.amount == 9900)
            #expect(early.unconverted.first?.currency.code == "USD")
            #expect(early.unconverted.first?.category == "fun")
            #expect(early.rows.map(\.category) == ["food"])
        }
    }

    @Test func theSumIsRoundedOnceHalfToEven() throws {
        try withTemporaryStore { store, _ in
            try Self.book(store, ["EUR", "USD"])
            try store.prices.add(day: "2026-03-01", from: "USD", to: "EUR", rate: "1/2")
            // 0.01 USD is half a cent: alone it rounds to 0 (even); three of them are 1.5
            // cents, which rounds once to 2, where rounding each would give 0.
            try Self.spend(store, "USD", "0.01", on: "2026-03-02")
            let one = try store.ledger.convertedReport(LedgerQuery(), into: "EUR", at: .then)
            #expect(one.total.expenses == 0)
            try Self.spend(store, "USD", "0.01", on: "2026-03-03")
            try Self.spend(store, "USD", "0.01", on: "2026-03-04")
            let three = try store.ledger.convertedReport(LedgerQuery(), into: "EUR", at: .then)
            #expect(three.total.expenses == 2)
            // 0.03 + 0.02 = 2.5 cents → 2 (even), and income minus expenses keeps the sign.
            try Self.spend(store, "USD", "0.02", on: "2026-03-05")
            let five = try store.ledger.convertedReport(LedgerQuery(), into: "EUR", at: .then)
            #expect(five.total.expenses == 2 && five.total.net == -2)
        }
    }

    @Test func aSumBeyond64BitsIsAnErrorNotAWrap() throws {
        try withTemporaryStore { store, _ in
            try Self.book(store, ["EUR", "JPY"])
            try store.prices.add(day: "2026-03-01", from: "JPY", to: "EUR", rate: "2")
            try Self.spend(store, "JPY", "9000000000000000000", on: "2026-03-02")
            #expect(throws: PriceError.overflow) {
                try store.ledger.convertedReport(LedgerQuery(), into: "EUR", at: .then)
            }
        }
    }

    @Test func manyDaysOfInverseRatesStayExact() throws {
        // The ECB publishes EUR → USD; spending in USD reported in EUR divides by a new
        // rate each day, whose denominators multiply far past 128 bits.
        try withTemporaryStore { store, _ in
            try Self.book(store, ["EUR", "USD"])
            var expected = 0.0
            for day in 1...28 {
                let date = "2026-02-\(day < 10 ? "0" : "")\(day)"
                let rate = 10_800 + day * 37
                try store.prices.add(day: date, from: "EUR", to: "USD", rate: "\(rate)/10000")
                try Self.spend(store, "USD", "\(day).07", on: date)
                expected += Double(day * 100 + 7) * 10000 / Double(rate)
            }
            let report = try store.ledger.convertedReport(LedgerQuery(), into: "EUR", at: .then)
            #expect(report.unconverted.isEmpty)
            #expect(abs(Double(report.total.expenses) - expected) < 1)
        }
    }

    @Test func importsReadACentralBanksFileOrThePlainOneAllOrNothing() throws {
        try withTemporaryStore { store, _ in
            let ecb = """
                Date,USD,JPY,XYZ,GBP,
                2026-03-02,1.0847,162.35,1.5,N/A,
                2026-02-27,1.0811,161.9,1.4,0.8512,
                """
            let result = try store.prices.importCSV(text: ecb)
            #expect(result.count == 5 && result.skippedCurrencies == ["XYZ"])
            let listed = try store.prices.list()
            #expect(listed.first?.day == Self.day("2026-02-27"))
            #expect(listed.allSatisfy { $0.from == "EUR" })
            #expect(listed.contains { $0.to == "JPY" && $0.rate.description == "162.35" })
            let bad = """
                date,from,to,rate
                2026-03-03,USD,EUR,0.92
                2026-03-04,USD,EUR,zero
                2026-13-01,USD,EUR,1
                """
            #expect(throws: PriceError.self) { try store.prices.importCSV(text: bad) }
            do {
                _ = try store.prices.importCSV(text: bad)
            } catch let error as PriceError {
                #expect(error.description.hasPrefix("2 bad rows; nothing was imported"))
                #expect(error.description.contains("line 3: \"zero\" is not a rate"))
                #expect(error.description.contains("line 4: \"2026-13-01\" is not a date"))
            }
            #expect(try store.prices.list().count == 5)
            #expect(throws: PriceError.missingHeader) {
                try store.prices.importCSV(text: "when,rate\n2026-03-01,1\n")
            }
            let plain = try store.prices.importCSV(
                text: "date,from,to,rate\n2026-03-03,usd,eur,6/7\n"
            )
            #expect(plain.count == 1)
            #expect(try store.prices.list().count == 6)
            _ = try store.undoLog.undo()
            _ = try store.undoLog.undo()
            #expect(try store.prices.list().isEmpty)
        }
    }
}
