import Foundation
import TestSupport
import Testing

/// The real statements of hledger's examples (../shared/interop-fixtures/bankcsv), imported
/// with a mapping equivalent to each `.rules` file and compared row by row with what hledger
/// itself reads (date, amount of the first posting, description). Skipped only when hledger or
/// the folder is absent outside CI (CI installs hledger and has the folder beside the clone).
@Suite(.tags(.process), .skippedByTag) struct BankStatementInteropTests {
    /// One statement: how to import it, and how hledger reads it.
    struct Statement: CustomTestStringConvertible, Sendable {
        let file: String
        let arguments: [String]
        /// The rules file hledger reads it with (nil: `file` + `.rules`).
        var rules: String? = nil
        /// The file's encoding for `iconv`, which hledger 1.25 cannot decode itself.
        var encoding: String? = nil
        /// Set when homebook must refuse the file: a part of the message.
        var refusal: String? = nil
        /// Rows written out by hand where hledger 1.25 cannot read the rules (`\1` groups).
        var byHand: [Row]? = nil

        var testDescription: String { file }
    }

    /// A row as both sides see it: the day, the signed amount in cents, the name.
    struct Row: Equatable, Sendable, CustomStringConvertible {
        let date: String
        let cents: Int64
        let name: String
        var description: String { "\(date) \(cents) \(name)" }
    }

    static let statements: [Statement] = [
        Statement(
            file: "amazon-orders.csv",
            arguments: [
                "--map", "date=Date,name=Name,amount=Amount+Fees", "--date-format", "%b %d, %Y",
                "--negate",
            ]
        ),
        Statement(
            file: "bankofireland-checking.csv",
            arguments: [
                "--map", "date=Date,name=Details,debit=Debit,credit=Credit", "--date-format",
                "%d/%m/%Y",
            ]
        ),
        Statement(
            file: "coinbase-manual.csv",
            arguments: ["--map", "date=Timestamp,name=Notes,amount=Quantity Transacted"]
        ),
        Statement(
            file: "coinbase2.csv",
            arguments: ["--map", "date=Timestamp,name=Notes,amount=Amount"],
            refusal: "more than two decimals"
        ),
        Statement(
            file: "csb43.csv",
            arguments: ["--map", "date=transaction_date,name=item1,amount=amount"]
        ),
        Statement(
            file: "decimalcomma-noheader.csv",
            arguments: ["--map", "date=1,name=1,amount=2", "--decimal-comma"]
        ),
        Statement(file: "fr-utf8.csv", arguments: sample, rules: "hledger-sample.csv.rules"),
        Statement(
            file: "fr-cp1252.csv",
            arguments: sample + ["--encoding", "windows-1252"],
            rules: "hledger-sample.csv.rules",
            encoding: "CP1252"
        ),
        Statement(
            file: "fr-iso88591.csv",
            arguments: sample + ["--encoding", "iso-8859-1"],
            rules: "hledger-sample.csv.rules",
            encoding: "ISO-8859-1"
        ),
        Statement(file: "hledger-sample.csv", arguments: sample),
        Statement(
            file: "latin1-noheader.csv",
            arguments: ["--map", "date=1,name=2,amount=3", "--no-header", "--encoding", "latin1"],
            encoding: "ISO-8859-1"
        ),
        Statement(
            file: "monefy.csv",
            arguments: [
                "--map", "date=date,name=description|category,amount=amount", "--date-format",
                "%d/%m/%Y",
            ]
        ),
        Statement(
            file: "monzo.csv",
            arguments: ["--map", "date=Date,name=Name,amount=Amount", "--date-format", "%d/%m/%Y"]
        ),
        Statement(file: "noheader-inout.csv", arguments: inOut),
        Statement(file: "noheader-inout.ssv", arguments: inOut + ["--delimiter", ";"]),
        Statement(file: "noheader-inout.tsv", arguments: inOut + ["--delimiter", "tab"]),
        Statement(
            file: "paypal-2018.csv",
            arguments: [
                "--map", "date=Date,name=Name|Type,amount=Net", "--date-format", "%m/%d/%Y",
            ]
        ),
        Statement(
            file: "paypal-custom.csv",
            arguments: [
                "--map", "date=Date,name=Name|Type,amount=Net", "--date-format", "%m/%d/%Y",
            ]
        ),
        Statement(file: "pound-noheader.csv", arguments: ["--map", "date=2,name=4,amount=6"]),
        Statement(
            file: "simple.csv",
            arguments: [
                "--map", "date=Date,name=Description,amount=Amount", "--date-format", "%Y/%m/%d",
            ]
        ),
        Statement(
            file: "stripe.csv",
            arguments: ["--map", "date=created_utc,name=description|reporting_category,amount=net"]
        ),
        Statement(
            file: "tarsnap.csv",
            arguments: ["--map", "date=DATE,name=RECTYPE,amount=AMOUNT"],
            refusal: "more than two decimals"
        ),
        Statement(
            file: "wellsfargo-checking.csv",
            arguments: ["--map", "date=1,name=5,amount=2", "--date-format", "%m/%d/%Y"]
        ),
        Statement(
            file: "western-checking.csv",
            arguments: [
                "--map", "date=date,name=description,amount=amount", "--date-format", "%m/%d/%Y",
            ]
        ),
        Statement(
            file: "ynab4-rtl.csv",
            arguments: [
                "--map", "date=Date,name=Payee|Memo,debit=Outflow,credit=Inflow", "--date-format",
                "%Y/%m/%d",
            ],
            byHand: [
                Row(date: "2022-11-07", cents: -475, name: "shop1"),
                Row(date: "2022-12-11", cents: -9321, name: "coffeeshop"),
            ]
        ),
    ]

    static let sample = [
        "--map", "date=1,name=2,amount=3", "--date-format", "%Y/%m/%d", "--skip-lines", "1",
    ]
    static let inOut = [
        "--map", "date=1,name=2,credit=3,debit=4", "--date-format", "%d/%Y/%m", "--no-header",
    ]

    /// The fixture folder beside the clone (or beside the worktree's parent), if present.
    static let folder: String? = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        for up in ["../shared", "../../shared"] {
            let path = root.appendingPathComponent(up + "/interop-fixtures/bankcsv").standardized
                .path
            if FileManager.default.fileExists(atPath: path) { return path }
        }
        return nil
    }()

    static var available: Bool {
        if ProcessInfo.processInfo.environment["CI"] == "true" { return true }
        return folder != nil && InterchangeJournalTests.tool("hledger") != nil
    }

    @Test(.enabled(if: available), arguments: statements)
    func comesInAsHledgerReadsItOrIsRefused(_ statement: Statement) throws {
        let folder = try #require(Self.folder, "../shared/interop-fixtures/bankcsv is missing")
        let file = folder + "/" + statement.file
        try withTemporaryDirectory { temporary in
            let db = temporary + "/h.sqlite"
            let result = try homebook(db, ["budget", "import", file] + statement.arguments)
            if let refusal = statement.refusal {
                #expect(result.status == 1)
                #expect(result.stderr.contains(refusal), "\(result.stderr)")
                #expect(try Self.homebookRows(db).isEmpty)
                return
            }
            #expect(result.status == 0, "\(result.stderr)")
            let expected = try statement.byHand ?? Self.hledgerRows(statement, folder, temporary)
            let got = try Self.homebookRows(db)
            #expect(got.count == expected.count, "\(got) vs hledger \(expected)")
            for (ours, theirs) in zip(got, expected) {
                #expect(
                    ours.date == theirs.date && ours.cents == theirs.cents,
                    "\(ours) vs \(theirs)"
                )
                // hledger's description may join several fields; ours is the one mapped
                // (or its fallback when hledger's is empty).
                #expect(
                    theirs.name.isEmpty
                        || Self.squeezed(theirs.name).contains(Self.squeezed(ours.name)),
                    "\(ours) vs \(theirs)"
                )
            }
        }
    }

    /// The items as `budget list --json` gives them, oldest first.
    static func homebookRows(_ db: String) throws -> [Row] {
        let json = try homebook(db, ["budget", "list", "--json"]).stdout
        let items = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]]
        return try (items ?? []).map { item in
            let amount = try #require(item["amount"] as? String)
            let value = try #require(cents(amount))
            return Row(
                date: try #require(item["date"] as? String),
                cents: item["kind"] as? String == "expense" ? -value : value,
                name: try #require(item["name"] as? String)
            )
        }
    }

    /// hledger's reading: the first posting of each transaction of `print -O csv`.
    static func hledgerRows(
        _ statement: Statement,
        _ folder: String,
        _ temporary: String
    ) throws
        -> [Row]
    {
        let hledger = try #require(InterchangeJournalTests.tool("hledger"))
        var file = folder + "/" + statement.file
        var rules = folder + "/" + (statement.rules ?? statement.file + ".rules")
        if let encoding = statement.encoding {
            // hledger 1.25 reads UTF-8 only: give it the file re-encoded, and the rules without
            // their `encoding` line.
            let converted = try HomebookProcess.run(
                ["-f", encoding, "-t", "UTF-8", file],
                executable: "/usr/bin/iconv"
            )
            file = temporary + "/" + statement.file
            try converted.stdout.write(toFile: file, atomically: true, encoding: .utf8)
            let text = try String(contentsOfFile: rules, encoding: .utf8)
            rules = temporary + "/rules"
            try text.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.hasPrefix("encoding") }.joined(separator: "\n")
                .write(toFile: rules, atomically: true, encoding: .utf8)
        }
        let printed = try HomebookProcess.run(
            ["-f", file, "--rules-file", rules, "print", "-O", "csv"],
            executable: hledger
        )
        #expect(printed.status == 0, "\(printed.stderr)")
        var rows: [Row] = []
        var seen = Set<String>()
        for record in csvRecords(printed.stdout).dropFirst() where record.count > 8 {
            guard seen.insert(record[0]).inserted else { continue }
            let amount = try #require(cents(record[8]), "hledger amount \(record[8])")
            rows.append(Row(date: record[1], cents: amount, name: record[5]))
        }
        return rows
    }

    /// Cents of a plain decimal (`-12.07`, `1000000,00`, `50`); nil when it has non-zero
    /// digits beyond the cents.
    static func cents(_ text: String) -> Int64? {
        var text = text.trimmingCharacters(in: .whitespaces)
        let negative = text.hasPrefix("-")
        if negative { text.removeFirst() }
        if !text.contains("."), text.contains(",") {
            text = text.replacingOccurrences(of: ",", with: ".")
        }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard let whole = Int64(parts[0]) else { return nil }
        var fraction = parts.count > 1 ? String(parts[1]) : ""
        while fraction.count > 2, fraction.hasSuffix("0") { fraction.removeLast() }
        guard fraction.count <= 2 else { return nil }
        fraction += String(repeating: "0", count: 2 - fraction.count)
        guard let small = Int64(fraction) else { return nil }
        let value = whole * 100 + small
        return negative ? -value : value
    }

    /// Whitespace runs as single spaces.
    static func squeezed(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// RFC 4180 records of hledger's CSV output.
    static func csvRecords(_ text: String) -> [[String]] {
        var records: [[String]] = []
        var record: [String] = []
        var field = ""
        var quoted = false
        var characters = Array(text).makeIterator()
        while let character = characters.next() {
            if quoted {
                if character == "\"" {
                    quoted = false
                } else {
                    field.append(character)
                }
                continue
            }
            switch character {
            case "\"":
                if field.last == "\"" || !field.isEmpty { field.append("\"") }
                quoted = true
            case ",":
                record.append(field)
                field = ""
            case "\n", "\r\n":
                record.append(field)
                records.append(record)
                record = []
                field = ""
            default:
                field.append(character)
            }
        }
        if !record.isEmpty || !field.isEmpty {
            record.append(field)
            records.append(record)
        }
        return records
    }
}
