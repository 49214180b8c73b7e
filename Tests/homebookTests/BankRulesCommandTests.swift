import Foundation
import TestSupport
import Testing

/// `budget rules …` and `budget mappings …` through the built binary (issue 28, point 3).
@Suite(.tags(.process), .skippedByTag) struct BankRulesCommandTests {
    static let march = BankStatementShapesTests.fixture("uk-current-account-march.csv")
    static let february = BankStatementShapesTests.fixture("uk-current-account.csv")
    static let map = [
        "--map", "date=Date,name=Description,amount=Amount", "--date-format", "%d/%m/%Y",
    ]

    /// `date name category` of every item, oldest first.
    func items(_ db: String) throws -> [String] {
        let json = try homebook(db, ["budget", "list", "--json"]).stdout
        let rows = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]] ?? []
        return rows.map { row in
            [row["date"], row["name"], row["category"]].map { ($0 as? String) ?? "-" }
                .joined(separator: " | ")
        }
    }

    /// A store with the mapping `uk` saved by an import of `file`.
    func savedMapping(_ db: String, importing file: String) throws {
        let saved = try homebook(db, ["budget", "import", file] + Self.map + ["--save-map", "uk"])
        #expect(saved.status == 0, "\(saved.stderr)")
    }

    @Test func rulesCategoriseAndRenameOnImportAndTheFirstMatchWins() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/h.sqlite"
            try savedMapping(db, importing: Self.february)
            let first = try homebook(
                db,
                [
                    "budget", "rules", "add", "uk", "pret a manger", "--category", "Eating out",
                    "--name", "Pret",
                ]
            )
            #expect(first.status == 0, "\(first.stderr)")
            // Also matches Pret, but comes second: never used for it.
            #expect(
                try homebook(db, "budget", "rules", "add", "uk", "card*", "--category", "Card")
                    .status == 0
            )
            #expect(
                try homebook(db, "budget", "rules", "add", "uk", "Thames", "--category", "Bills")
                    .status == 0
            )
            let march = try homebook(db, ["budget", "import", Self.march, "--map", "uk"])
            #expect(march.stdout == "Imported 2, skipped 4 already imported.\n")
            let list = try homebook(db, ["budget", "list", "--json", "--from", "2024-03-06"])
            #expect(
                list.stdout.contains(
                    #""name":"Pret","amount":"4.85","date":"2024-03-06","category":"Eating out""#
                )
            )
            // Cleaned names keep the bank's for de-duplication: nothing comes in twice.
            let again = try homebook(db, ["budget", "import", Self.march, "--map", "uk"])
            #expect(again.stdout == "Imported 0, skipped 6 already imported.\n")
            let rules = try homebook(db, ["budget", "rules", "list", "uk"])
            #expect(
                rules.stdout
                    == "1  uk  \"pret a manger\" → Eating out, named \"Pret\"\n"
                    + "2  uk  \"card*\" → Card\n3  uk  \"Thames\" → Bills\n"
            )
        }
    }

    @Test func applyRerunsTheRulesOnItemsInTheRangeAsOneUndoableChange() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/h.sqlite"
            try savedMapping(db, importing: Self.february)
            #expect(try homebook(db, ["budget", "import", Self.march, "--map", "uk"]).status == 0)
            #expect(
                try homebook(
                    db,
                    "budget",
                    "rules",
                    "add",
                    "uk",
                    "PRET",
                    "--category",
                    "Eating out",
                    "--name",
                    "Pret"
                ).status == 0
            )
            #expect(
                try homebook(
                    db,
                    "budget",
                    "rules",
                    "add",
                    "uk",
                    "tesco*3412",
                    "--category",
                    "Groceries"
                ).status == 0
            )
            let before = try items(db)
            let apply = try homebook(db, ["budget", "rules", "apply", "--from", "2024-03-01"])
            #expect(apply.stdout == "Changed 3 budget items.\n")
            let after = try items(db)
            // February's Tesco rows are outside the range; March's Pret rows changed.
            #expect(after.filter { $0.contains("Groceries") }.isEmpty)
            #expect(after.filter { $0.hasSuffix("| Pret | Eating out") }.count == 3)
            let all = try homebook(db, ["budget", "rules", "apply"])
            #expect(all.stdout == "Changed 2 budget items.\n")
            // The per-category totals followed the items to their new categories.
            let groceries = try homebook(
                db,
                ["budget", "total", "--category", "Groceries", "--json"]
            )
            #expect(groceries.stdout.contains(#""count":2"#))
            #expect(try homebook(db, "check").status == 0)
            #expect(try homebook(db, "undo").stdout == "Undid: apply rules to 2 budget items\n")
            #expect(try homebook(db, "undo").stdout == "Undid: apply rules to 3 budget items\n")
            #expect(try items(db) == before)
            #expect(try homebook(db, "check").status == 0)
        }
    }

    @Test func badRulesAreRefusedWithAMessage() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/h.sqlite"
            try savedMapping(db, importing: Self.february)
            let cases: [([String], String)] = [
                (
                    ["add", "nosuch", "x", "--category", "c"],
                    "no saved mapping is called \"nosuch\""
                ),
                (["add", "uk", "**", "--category", "c"], "is not a pattern"),
                (["add", "uk", "x", "--category", " "], "is not a category"),
                (["add", "uk", "x", "--category", "c", "--name", "a\nb"], "is not a name"),
                (["remove", "99"], "no rule has id 99"),
                (["apply", "--from", "2024-02-30"], "is not a date"),
            ]
            for (arguments, message) in cases {
                let result = try homebook(db, ["budget", "rules"] + arguments)
                #expect(result.status == 1, "\(arguments)")
                #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
            }
            #expect(try homebook(db, "budget", "rules", "list").stdout == "No rules.\n")
        }
    }

    @Test func removingAMappingRemovesItsRulesAndUndoBringsBothBack() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/h.sqlite"
            try savedMapping(db, importing: Self.february)
            #expect(
                try homebook(db, "budget", "rules", "add", "uk", "PRET", "--category", "Food")
                    .status == 0
            )
            let list = try homebook(db, ["budget", "mappings", "list"])
            #expect(
                list.stdout
                    == "uk  --map date=Date,name=Description,amount=Amount --date-format %d/%m/%Y\n"
            )
            let removed = try homebook(db, ["budget", "mappings", "remove", "uk"])
            #expect(removed.stdout == "Removed mapping \"uk\".\n")
            #expect(try homebook(db, "budget", "rules", "list").stdout == "No rules.\n")
            #expect(
                try homebook(db, "budget", "mappings", "list").stdout.hasPrefix("No saved mappings")
            )
            let unknown = try homebook(db, ["budget", "mappings", "remove", "uk"])
            #expect(unknown.status == 1)
            #expect(try homebook(db, "undo").status == 0)
            #expect(try homebook(db, "budget", "rules", "list").stdout.contains("\"PRET\" → Food"))
        }
    }

    @Test func aGlobMatchesLikeASubstringSearchOfItsPiecesInOrder() throws {
        // Generated names and patterns against a plain oracle: lowercase, then find each piece
        // after the previous one.
        var generator = SeededGenerator(seed: 28)
        let alphabet = Array("abAB*é É")
        try withTemporaryDirectory { folder in
            let db = folder + "/h.sqlite"
            try savedMapping(db, importing: Self.february)
            var lines = "Date,Description,Amount\n"
            var names: [String] = []
            for index in 0..<60 {
                let name =
                    "n"
                    + String(
                        (0..<Int.random(in: 1...8, using: &generator)).map { _ in
                            alphabet.filter { $0 != "*" }.randomElement(using: &generator) ?? "a"
                        }
                    )
                names.append(name.trimmingCharacters(in: .whitespaces))
                lines += "\(String(format: "%02d", index % 28 + 1))/04/2024,\(name),-1.00\n"
            }
            let file = folder + "/april.csv"
            try lines.write(toFile: file, atomically: true, encoding: .utf8)
            var pattern = ""
            while pattern.trimmingCharacters(in: .whitespaces).filter({ $0 != "*" }).isEmpty {
                pattern = String(
                    (0..<3).map { _ in alphabet.randomElement(using: &generator) ?? "a" }
                )
            }
            pattern = pattern.trimmingCharacters(in: .whitespaces)
            #expect(
                try homebook(db, ["budget", "rules", "add", "uk", pattern, "--category", "hit"])
                    .status == 0
            )
            #expect(
                try homebook(
                    db,
                    ["budget", "import", file, "--map", "uk", "--date-format", "%d/%m/%Y"]
                ).status == 0
            )
            func oracle(_ name: String) -> Bool {
                var rest = Substring(name.lowercased())
                for piece in pattern.lowercased().split(separator: "*") {
                    guard let found = rest.range(of: piece) else { return false }
                    rest = rest[found.upperBound...]
                }
                return true
            }
            let april = try items(db).filter { $0.hasPrefix("2024-04") }
            #expect(april.count == names.count)
            let hits = april.filter { $0.hasSuffix("| hit") }.count
            #expect(hits == names.filter(oracle).count, "pattern \(pattern)")
        }
    }
}
