import Foundation
import TestSupport
import Testing

/// One hand-written statement per shape real banks write (Tests/Fixtures/Bank), imported
/// through the built binary: each came in wrong, or not at all, before (issue 28, point 3).
@Suite(.tags(.process), .skippedByTag) struct BankStatementShapesTests {
    /// The path of a statement under Tests/Fixtures/Bank.
    static func fixture(_ name: String, file: String = #filePath) -> String {
        URL(fileURLWithPath: file).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Bank/" + name).path
    }

    /// Imports `name` with `arguments` into a fresh store; the result and the items as
    /// `date kind amount name [category]` lines.
    func imported(
        _ name: String,
        _ arguments: [String]
    ) throws -> (result: ProcessResult, items: [String]) {
        try withTemporaryDirectory { folder in
            let db = folder + "/h.sqlite"
            let result = try homebook(
                db,
                ["budget", "import", Self.fixture(name)] + arguments
            )
            let json = try homebook(db, ["budget", "list", "--json"]).stdout
            let rows =
                try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]] ?? []
            let items = rows.map { row in
                [row["date"], row["kind"], row["amount"], row["name"], row["category"]]
                    .compactMap { $0 as? String }.joined(separator: " ")
            }
            return (result, items)
        }
    }

    @Test func aFileWithoutAHeaderImportsEveryLineWithNoHeader() throws {
        let map = ["--map", "date=1,name=5,amount=2", "--date-format", "%m/%d/%Y"]
        let (result, items) = try imported("no-header.csv", map + ["--no-header"])
        #expect(result.stdout == "Imported 2, skipped 0 already imported.\n")
        #expect(
            items == [
                "2009-12-04 expense 12.07 CARD PURCHASE BAKERY",
                "2009-12-05 income 1500.00 PAYROLL ACME",
            ]
        )
    }

    @Test func aFirstLineWithADateIsDataAndTheImportSaysSo() throws {
        let map = ["--map", "date=1,name=5,amount=2", "--date-format", "%m/%d/%Y"]
        let (result, items) = try imported("no-header.csv", map)
        #expect(result.status == 0)
        #expect(
            result.stdout
                == "The first line holds a date in the date column, so it was read as data"
                + " (no header).\nImported 2, skipped 0 already imported.\n"
        )
        #expect(items.count == 2)
    }

    @Test func aFirstLineTakenAsTheHeaderIsNamedWhenColumnsAreNumbers() throws {
        try withTemporaryDirectory { folder in
            let file = folder + "/bad-first.csv"
            // A headerless file whose first date is mistyped: it is not silently dropped.
            try "2024-13-01,Tea,-2.00\n2024-01-02,Cake,-3.00\n"
                .write(toFile: file, atomically: true, encoding: .utf8)
            let result = try homebook(
                folder + "/h.sqlite",
                ["budget", "import", file, "--map", "date=1,name=2,amount=3"]
            )
            #expect(
                result.stdout
                    == "The first line was read as the header (its date column holds"
                    + " \"2024-13-01\"); give --no-header if it is data.\n"
                    + "Imported 1, skipped 0 already imported.\n"
            )
            let strict = try homebook(
                folder + "/h2.sqlite",
                ["budget", "import", file, "--map", "date=1,name=2,amount=3", "--no-header"]
            )
            #expect(strict.status == 1)
            #expect(strict.stderr.contains("line 1: \"2024-13-01\" is not a date"))
        }
    }

    @Test func noHeaderWithColumnsByNameIsRefused() throws {
        let (result, items) = try imported(
            "no-header.csv",
            ["--map", "date=Date,name=5,amount=2", "--no-header"]
        )
        #expect(result.status == 1)
        #expect(result.stderr.contains("give columns by number"))
        #expect(items.isEmpty)
    }

    @Test func negateAndASumOfColumnsReadACardStatement() throws {
        let (result, items) = try imported(
            "card-negate-fees.csv",
            ["--map", "date=Date,name=Description,amount=Amount+Fees", "--negate"]
        )
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            items == [
                "2024-03-01 expense 26.00 BOOKSHOP", "2024-03-02 income 10.00 REFUND BOOKSHOP",
            ]
        )
    }

    @Test func aSumThatOverflowsIsARefusedRowNotATrap() throws {
        try withTemporaryDirectory { folder in
            let file = folder + "/sum.csv"
            try "Date,Name,A,B\n2024-01-01,X,92233720368547758.07,0.01\n"
                .write(toFile: file, atomically: true, encoding: .utf8)
            let result = try homebook(
                folder + "/h.sqlite",
                ["budget", "import", file, "--map", "date=Date,name=Name,amount=A+B"]
            )
            #expect(result.status == 1)
            #expect(result.stderr.contains("line 2: the sum of the amount columns is larger"))
        }
    }

    static let french = [
        "2024-03-01 expense 3.20 Café crème", "2024-03-02 expense 50.00 Épargne — virement",
        "2024-03-03 income 12.00 “Noël” €",
    ]
    static let frenchMap = ["--map", "date=Date,name=Remarque,amount=Montant"]

    @Test func windows1252AndLatin1AndABomAreRead() throws {
        let cp1252 = try imported("windows-1252.csv", Self.frenchMap + ["--encoding", "cp1252"])
        #expect(cp1252.items == Self.french, "\(cp1252.result.stderr)")
        let latin1 = try imported("iso-8859-1.csv", Self.frenchMap + ["--encoding", "ISO-8859-1"])
        #expect(
            latin1.items == [
                "2024-03-01 expense 3.20 Café crème", "2024-03-02 expense 50.00 Épargne - virement",
                "2024-03-03 income 12.00 Noël",
            ]
        )
        let bom = try imported("utf8-bom.csv", Self.frenchMap + ["--encoding", "utf-8"])
        #expect(bom.items == Self.french)
    }

    @Test func aFileThatIsNotUTF8NamesTheEncodingOption() throws {
        let (result, items) = try imported("windows-1252.csv", Self.frenchMap)
        #expect(result.status == 1)
        #expect(result.stderr.contains("try --encoding windows-1252 or iso-8859-1"))
        #expect(items.isEmpty)
        let unknown = try imported("windows-1252.csv", Self.frenchMap + ["--encoding", "ebcdic"])
        #expect(unknown.result.stderr.contains("\"ebcdic\" is not an encoding homebook reads"))
    }

    @Test func aDateWithATimeKeepsTheDayAsWritten() throws {
        let (result, items) = try imported(
            "date-time.csv",
            ["--map", "date=When,name=What,amount=Amount"]
        )
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            items == [
                "2013-07-24 income 5.00 TRANSFER", "2017-09-29 expense 0.99 COINBASE FEE",
                "2020-01-23 income 12.00 STRIPE CHARGE", "2021-12-30 income 100.00 RECEIVED",
            ]
        )
        // The same through a pattern with the time spelled out, hledger style.
        let spelled = try imported(
            "date-time.csv",
            ["--map", "date=When,name=What,amount=Amount", "--date-format", "%Y-%m-%d %H:%M:%S"]
        )
        #expect(spelled.result.status == 1)
        #expect(spelled.result.stderr.contains("line 4"))  // the T form does not match it
    }

    @Test func aZeroInTheUnusedDebitOrCreditColumnIsNotAnAmount() throws {
        let (result, items) = try imported(
            "debit-credit-zero.csv",
            ["--map", "date=Date,name=Payee,debit=Outflow,credit=Inflow"]
        )
        #expect(result.status == 0, "\(result.stderr)")
        #expect(items == ["2024-03-01 expense 4.75 Coffee", "2024-03-02 income 2500.00 Salary"])
    }

    @Test func currencyWordsAndSpacedSymbolsAroundAmountsAreRead() throws {
        let (result, items) = try imported(
            "currency-words.csv",
            ["--map", "date=Date,name=Payee,amount=Amount"]
        )
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            items == [
                "2022-12-15 income 7.90 Snacks", "2022-12-16 expense 5.00 Shop",
                "2022-12-17 expense 5.00 Hotel", "2022-12-18 income 4.75 Souk",
            ]
        )
    }

    /// Pounds, dollars, euros and dinars in one statement would be added up as one currency:
    /// refused, naming the first row in another (docs/manual.md#interchange).
    @Test func aStatementInSeveralCurrenciesIsRefused() throws {
        let (result, items) = try imported(
            "currency-mixed.csv",
            ["--map", "date=Date,name=Payee,amount=Amount"]
        )
        #expect(result.status == 1)
        #expect(result.stderr.contains("line 4: the amount is in EUR, but line 2's is in GBP"))
        #expect(items.isEmpty)
    }

    @Test func aFallbackNameColumnFillsAnEmptyName() throws {
        let (result, items) = try imported(
            "name-fallback.csv",
            ["--map", "date=Date,name=Payee|Memo,amount=Amount"]
        )
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            items == [
                "2024-03-01 expense 6.99 Calm Radio",
                "2024-03-02 income 6.99 Bank Deposit to PP Account",
            ]
        )
    }

    @Test func aSavedMappingKeepsItsNewOptions() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/h.sqlite"
            let first = try homebook(
                db,
                [
                    "budget", "import", Self.fixture("windows-1252.csv"), "--map",
                    "date=1,name=2|3,amount=3+3", "--encoding", "windows-1252", "--negate",
                    "--skip-lines", "1", "--no-header", "--save-map", "fr",
                ]
            )
            #expect(first.status == 0, "\(first.stderr)")
            let list = try homebook(db, ["budget", "mappings", "list"])
            #expect(list.stdout.contains("fr"))
            #expect(list.stdout.contains("date=1,name=2|3,amount=3+3"))
            #expect(list.stdout.contains("windows-1252"))
            #expect(list.stdout.contains("--no-header"))
            #expect(list.stdout.contains("negate"))
        }
    }
}
