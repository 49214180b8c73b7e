import HomebookCore
import TestSupport
import Testing

/// Bank statements in the shapes real banks export, imported through a mapping
/// (docs/manual.md#interchange).
@Suite struct BankImportTests {
    let ukMapping: BankMapping = {
        var mapping = BankMapping(
            date: .named("Date"),
            name: .named("Description"),
            amounts: .signed(.named("Amount"))
        )
        mapping.dateFormat = (try? BankDateFormat("%d/%m/%Y")) ?? .iso
        return mapping
    }()

    @Test func aUKStatementImportsNegativeAmountsAsExpensesAndKeepsRepeatedRows() throws {
        try withTemporaryStore { store, _ in
            let result = try store.ledger.importBankCSV(
                path: fixturePath("Bank/uk-current-account.csv"),
                mapping: ukMapping
            )
            #expect(result == BankImportResult(imported: 7, skipped: 0))
            let totals = try store.ledger.totals()
            #expect(totals.income == Money(cents: 2_150_00 + 12_99))
            #expect(totals.expenses == Money(cents: 2 * 23_45 + 38_20 + 4_85 + 1_100_00))
            let items = try store.ledger.list()
            #expect(items.first?.item.date == day(2024, 2, 28))
            #expect(items.first?.item.kind == .expense)
            #expect(items.first?.item.name == "CARD PAYMENT TO TESCO STORES 3412")
            #expect(items.filter { $0.item.name.hasPrefix("CARD PAYMENT TO TESCO") }.count == 2)
        }
    }

    @Test func reimportingAndAnOverlappingStatementAddOnlyTheNewRows() throws {
        try withTemporaryStore { store, _ in
            let february = fixturePath("Bank/uk-current-account.csv")
            _ = try store.ledger.importBankCSV(path: february, mapping: ukMapping)
            let again = try store.ledger.importBankCSV(path: february, mapping: ukMapping)
            #expect(again == BankImportResult(imported: 0, skipped: 7))
            // March repeats four rows and adds two identical coffees on the 6th: both are new.
            let march = try store.ledger.importBankCSV(
                path: fixturePath("Bank/uk-current-account-march.csv"),
                mapping: ukMapping
            )
            #expect(march == BankImportResult(imported: 2, skipped: 4))
            #expect(try store.ledger.totals().count == 9)
        }
    }

    @Test func aThirdIdenticalRowIsNewWhenEarlierStatementsHeldTwo() throws {
        try withTemporaryStore { store, _ in
            let twice =
                "Date,Description,Amount\n2024-01-02,Coffee,-3.00\n2024-01-02,Coffee,-3.00\n"
            let mapping = BankMapping(
                date: .number(1),
                name: .number(2),
                amounts: .signed(.number(3))
            )
            #expect(
                try store.ledger.importBankCSV(text: twice, mapping: mapping).imported == 2
            )
            let thrice = twice + "2024-01-02,Coffee,-3.00\n"
            #expect(
                try store.ledger.importBankCSV(text: thrice, mapping: mapping)
                    == BankImportResult(imported: 1, skipped: 2, headerDateText: "Date")
            )
            // The same day, name and amount as income is a different row.
            let income = "Date,Description,Amount\n2024-01-02,Coffee,3.00\n"
            let asIncome = try store.ledger.importBankCSV(text: income, mapping: mapping)
            #expect(asIncome.imported == 1)
        }
    }

    @Test func aGermanStatementWithTitleLinesSemicolonsAndDecimalCommasImportsExactly() throws {
        try withTemporaryStore { store, _ in
            var mapping = try BankMapping(
                columns: "date=Buchungstag,name=Auftraggeber / Begünstigter,amount=Betrag (EUR)"
            )
            mapping.dateFormat = try BankDateFormat("%d.%m.%Y")
            mapping.decimalComma = true
            mapping.delimiter = try BankMapping.delimiter(";")
            mapping.skipLines = 6
            mapping.category = BankColumn("Buchungstext")
            let result = try store.ledger.importBankCSV(
                path: fixturePath("Bank/de-girokonto.csv"),
                mapping: mapping,
                currency: "€"
            )
            #expect(result == BankImportResult(imported: 5, skipped: 0))
            let totals = try store.ledger.totals()
            #expect(totals.income == Money(cents: 3_812_40))
            #expect(totals.expenses == Money(cents: 45_67 + 1_234_56 + 6_80 + 89_00))
            let rent = try #require(
                try store.ledger.list().first { $0.item.name.hasPrefix("Hausverwaltung") }
            )
            #expect(rent.item.name == "Hausverwaltung Müller & Söhne")
            #expect(rent.item.amount == Money(cents: 1_234_56))
            #expect(rent.item.category == "Dauerauftrag")
            #expect(rent.item.date == day(2024, 3, 1))
        }
    }

    @Test func aUSCardWithDebitAndCreditColumnsImportsCreditsAsIncome() throws {
        try withTemporaryStore { store, _ in
            var mapping = try BankMapping(
                columns: "date=Transaction Date,name=Description,debit=Debit,credit=Credit"
            )
            mapping.dateFormat = try BankDateFormat("%m/%d/%Y")
            mapping.category = .named("Category")
            let result = try store.ledger.importBankCSV(
                path: fixturePath("Bank/us-card.csv"),
                mapping: mapping
            )
            #expect(result.imported == 5)
            let items = try store.ledger.list().map(\.item)
            let netflix = try #require(items.first { $0.name == "NETFLIX.COM, LOS GATOS" })
            #expect(netflix.kind == .expense)
            #expect(netflix.amount == Money(cents: 15_49))
            #expect(netflix.date == day(2024, 3, 7))
            #expect(netflix.category == "Entertainment")
            let payment = try #require(items.first { $0.name.hasPrefix("AUTOPAY") })
            #expect(payment.kind == .income)
            #expect(payment.amount == Money(cents: 500_00))
        }
    }

    @Test func anyBadRowRejectsTheWholeStatementWithLineNumbersCountingSkippedLines() throws {
        try withTemporaryStore { store, _ in
            var mapping = BankMapping(
                date: .named("Date"),
                name: .named("Description"),
                amounts: .signed(.named("Amount"))
            )
            mapping.dateFormat = try BankDateFormat("%d/%m/%Y")
            mapping.skipLines = 2
            let text = """
                Account: 12345678
                Sort code: 01-02-03
                Date,Description,Amount
                01/03/2024,Fine,-1.00
                31/02/2024,Bad day,-1.00
                02/03/2024,,12.5.0
                03/03/2024,Three decimals,-1.234

                """
            #expect {
                try store.ledger.importBankCSV(text: text, mapping: mapping)
            } throws: { error in
                guard case LedgerImportError.badRows(let problems, let total) = error else {
                    return false
                }
                return total == 3 && problems.map(\.line) == [5, 6, 7]
                    && problems[0].reason.contains(
                        "\"31/02/2024\" is not a date in the form %d/%m/%Y"
                    )
                    && problems[1].reason.contains("the name is empty")
                    && problems[1].reason.contains("\"12.5.0\" is not an amount")
                    && problems[2].reason.contains("\"-1.234\" has more than two decimals")
            }
            #expect(try store.ledger.totals().count == 0)
            // Nothing was remembered either: the good row of a corrected file is not skipped.
            let fixed = "A\nB\nDate,Description,Amount\n01/03/2024,Fine,-1.00\n"
            #expect(
                try store.ledger.importBankCSV(text: fixed, mapping: mapping)
                    == BankImportResult(imported: 1, skipped: 0)
            )
        }
    }

    @Test func aColumnMissingFromTheHeaderIsNamed() throws {
        try withTemporaryStore { store, _ in
            let mapping = try BankMapping(columns: "date=Date,name=Payee,amount=7")
            #expect(
                throws: BankMappingError.columnNotFound(
                    .named("Payee"),
                    header: ["Date", "Amount"]
                )
            ) {
                try store.ledger.importBankCSV(text: "Date,Amount\n", mapping: mapping)
            }
        }
    }

    @Test func mappingTextIsCheckedAndReadsBack() throws {
        #expect(throws: BankMappingError.missingField("name")) {
            try BankMapping(columns: "date=1,amount=2")
        }
        #expect(throws: BankMappingError.amountColumns) {
            try BankMapping(columns: "date=1,name=2,amount=3,debit=4")
        }
        #expect(throws: BankMappingError.unknownField("balance")) {
            try BankMapping(columns: "date=1,name=2,amount=3,balance=4")
        }
        #expect(throws: BankMappingError.repeatedField("date")) {
            try BankMapping(columns: "date=1,date=2,name=2,amount=3")
        }
        let mapping = try BankMapping(columns: " Date = Posted ,name=3,debit=Out,credit=In")
        #expect(mapping.columnsText == "date=Posted,name=3,debit=Out,credit=In")
        #expect(try BankMapping(columns: mapping.columnsText) == mapping)
    }

    @Test func aSavedMappingComesBackWithEveryOption() throws {
        try withTemporaryStore { store, _ in
            var mapping = try BankMapping(columns: "date=Buchungstag,name=4,amount=Betrag")
            mapping.dateFormat = try BankDateFormat("%d.%m.%y")
            mapping.decimalComma = true
            mapping.delimiter = UInt8(ascii: ";")
            mapping.category = .number(3)
            mapping.skipLines = 6
            mapping.hasHeader = false
            mapping.negate = true
            mapping.encoding = .windows1252
            mapping.nameFallbacks = [.named("Verwendungszweck")]
            try store.ledger.saveMapping(mapping, as: "girokonto")
            // Read back, it knows its name: its rules apply when it is used.
            mapping.savedName = "girokonto"
            #expect(try store.ledger.savedMapping("girokonto") == mapping)
            mapping.skipLines = 0
            try store.ledger.saveMapping(mapping, as: "girokonto")
            #expect(try store.ledger.savedMapping(" girokonto ") == mapping)
            #expect(try store.ledger.savedMappingNames() == ["girokonto"])
            #expect(throws: BankMappingError.unknownMapping("sparkasse")) {
                try store.ledger.savedMapping("sparkasse")
            }
            #expect(throws: BankMappingError.badMappingName("a=b")) {
                try store.ledger.saveMapping(mapping, as: "a=b")
            }
        }
    }
}
