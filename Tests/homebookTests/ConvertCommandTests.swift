import Foundation
import HomebookCore
import SQLiteWrapper
import TestSupport
import Testing

/// `homebook convert …` through the built binary.
@Suite(.tags(.process), .skippedByTag) struct ConvertCommandTests {
    /// Runs `homebook --db PATH ARGS` and returns the result.
    /// The `value` strings of a `--json` conversion, by unit.
    static func values(_ json: String) throws -> [String: String] {
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        )
        let results = try #require(object["results"] as? [[String: String]])
        var values: [String: String] = [:]
        for result in results {
            let unit = try #require(result["unit"])
            let value = try #require(result["value"])
            values[unit] = value
        }
        return values
    }

    /// The references of the issue at each precision: (arguments, unit, expected value).
    static let references: [Int: [([String], String, String)]] = [
        2: [
            (["1", "gal"], "l", "4.55"), (["1", "gal"], "pt", "8.00"),
            (["1", "gal"], "floz", "160.00"), (["1", "gal"], "ml", "4546.09"),
            (["160", "floz"], "gal", "1.00"), (["8", "pt"], "gal", "1.00"),
            (["4.54609", "l"], "gal", "1.00"), (["100", "C"], "F", "212.00"),
            (["100", "C"], "K", "373.15"), (["212", "F"], "C", "100.00"),
            (["1", "mi"], "m", "1609.34"), (["1", "kn"], "km/h", "1.85"),
        ],
        3: [
            (["1", "gal"], "l", "4.546"), (["1", "gal"], "pt", "8.000"),
            (["1", "gal"], "floz", "160.000"), (["1", "gal"], "ml", "4546.090"),
            (["160", "floz"], "gal", "1.000"), (["8", "pt"], "l", "4.546"),
            (["4.54609", "l"], "floz", "160.000"), (["100", "C"], "F", "212.000"),
            (["100", "C"], "K", "373.150"), (["373.15", "K"], "F", "212.000"),
            (["1", "mi"], "m", "1609.344"), (["1", "kn"], "km/h", "1.852"),
        ],
        4: [
            (["1", "gal"], "l", "4.5461"), (["1", "gal"], "pt", "8.0000"),
            (["1", "gal"], "floz", "160.0000"), (["1", "gal"], "ml", "4546.0900"),
            (["160", "floz"], "l", "4.5461"), (["8", "pt"], "floz", "160.0000"),
            (["4.54609", "l"], "pt", "8.0000"), (["100", "C"], "F", "212.0000"),
            (["100", "C"], "K", "373.1500"), (["212", "F"], "K", "373.1500"),
            (["1", "mi"], "m", "1609.3440"), (["1", "kn"], "km/h", "1.8520"),
        ],
    ]

    @Test(arguments: [2, 3, 4])
    func theReferencesHoldAtEachPrecision(_ precision: Int) throws {
        try withTemporaryDirectory { folder in
            let path = folder + "/h.sqlite"
            #expect(try homebook(path, ["settings", "precision", "\(precision)"]).status == 0)
            for (arguments, unit, expected) in try #require(Self.references[precision]) {
                let all = try homebook(path, ["convert"] + arguments + ["--json"])
                #expect(all.status == 0, "\(arguments): \(all.stderr)")
                #expect(try Self.values(all.stdout)[unit] == expected, "\(arguments) in \(unit)")
                let one = try homebook(path, ["convert"] + arguments + ["--to", unit])
                let symbol = try #require(MeasurementUnit(rawValue: unit)).symbol
                #expect(one.stdout.hasSuffix(" \(expected) \(symbol)\n"), "\(arguments) \(unit)")
            }
        }
    }

    @Test func humanOutputIsTheInputThenEveryUnitAligned() throws {
        try withTemporaryDirectory { folder in
            let result = try homebook(folder + "/h.sqlite", ["convert", "1", "gal"])
            #expect(result.status == 0)
            #expect(result.stderrAfterCreation.isEmpty)
            #expect(
                result.stdout == """
                    1 gal
                         1.00 gal
                         4.55 l
                         8.00 pt
                       160.00 fl oz
                      4546.09 ml
                       909.22 tsp
                       303.07 tbsp
                        18.18 cup
                         1.20 US gal
                         9.61 US pt
                        19.22 US cup
                       153.72 US fl oz

                    """
            )
            let weight = try homebook(folder + "/h.sqlite", ["convert", "162lb"])
            #expect(weight.stdout.hasSuffix("    162.00 lb\n   11 st 8 lb\n"))
        }
    }

    @Test func negativeValuesAreValuesWhereverTheDatabaseOptionIs() throws {
        try withTemporaryDirectory { folder in
            let path = folder + "/h.sqlite"
            let expected = "-40 °C\n  -40.00 °C\n  -40.00 °F\n  233.15 K\n"
            for arguments in [
                ["convert", "-40", "C", "--db", path], ["--db", path, "convert", "-40", "C"],
                ["convert", "--db", path, "-40", "C"], ["convert", "-40", "--db", path, "c"],
                ["convert", "--db", path, "--", "-40", "C"],
                ["convert", "value", "-40", "°C", "--db", path],
            ] {
                let result = try HomebookProcess.run(arguments)
                #expect(result.status == 0, "\(arguments): \(result.stderr)")
                #expect(result.stdout == expected, "\(arguments)")
            }
            let fahrenheit = try homebook(path, ["convert", "-.5", "F", "--to", "C"])
            #expect(fahrenheit.stdout == "-0.5 °F\n  -18.06 °C\n")
        }
    }

    @Test func stonesAndPoundsMayBeSeparateTokens() throws {
        try withTemporaryDirectory { folder in
            let path = folder + "/h.sqlite"
            for arguments in [["11", "st", "8", "lb"], ["11 st 8 lb"], ["11st", "8lb"]] {
                let result = try homebook(path, ["convert"] + arguments + ["--to", "lb"])
                #expect(result.stdout == "11 st 8 lb\n  162.00 lb\n", "\(arguments)")
            }
        }
    }

    @Test func sevenSavesKeepTheLastFiveAcrossRestartsAndOtherCategoriesStay() throws {
        try withTemporaryDirectory { folder in
            let path = folder + "/h.sqlite"
            let first = try homebook(path, ["convert", "100", "C", "--save"])
            #expect(first.stdout.hasSuffix("Saved to the temperature history.\n"))
            #expect(try homebook(path, ["convert", "3", "mi", "--save", "--json"]).status == 0)
            for pounds in 1...7 {
                #expect(try homebook(path, ["convert", "\(pounds)", "lb", "--save"]).status == 0)
            }
            let weights = try homebook(path, ["convert", "history", "weight", "--json"])
            #expect(weights.status == 0)
            let list = try #require(
                try JSONSerialization.jsonObject(with: Data(weights.stdout.utf8))
                    as? [[String: Any]]
            )
            let inputs = list.compactMap { ($0["input"] as? [String: String])?["value"] }
            #expect(inputs == ["7", "6", "5", "4", "3"])
            let human = try homebook(path, ["convert", "history"])
            let shown = human.stdout.matches(of: /\d{4}-\d\d-\d\d \d\d:\d\d  (\S+ \S+)/)
                .map { String($0.output.1) }
            // Grouped by category in table order, newest first within each.
            #expect(shown == ["7 lb", "6 lb", "5 lb", "4 lb", "3 lb", "100 °C", "3 mi"])
            let temperature = try homebook(path, ["convert", "history", "temperature"])
            #expect(temperature.stdout.contains("  100 °C\n    100.00 °C, 212.00 °F, 373.15 K\n"))
            #expect(
                try homebook(path, ["convert", "history", "speed"]).stdout
                    == "No saved speed conversions.\n"
            )
            #expect(try homebook(path, ["convert", "history", "speed", "--json"]).stdout == "[]\n")
        }
    }

    @Test func historyIsShownAtTheCurrentPrecision() throws {
        try withTemporaryDirectory { folder in
            let path = folder + "/h.sqlite"
            #expect(try homebook(path, ["convert", "1", "gal", "--to", "l", "--save"]).status == 0)
            #expect(
                try homebook(path, ["convert", "history", "volume"]).stdout.contains(" 4.55 l, ")
            )
            #expect(try homebook(path, ["settings", "precision", "4"]).status == 0)
            let history = try homebook(path, ["convert", "history", "liquid volume"])
            #expect(history.stdout.contains("  1 gal\n    1.0000 gal, 4.5461 l, 8.0000 pt,"))
            #expect(try homebook(path, ["settings", "precision", "3"]).status == 0)
            let json = try homebook(path, ["convert", "history", "--json"])
            #expect(json.stdout.contains(#"{"unit":"l","value":"4.546"}"#))
        }
    }

    @Test func theJSONShapesAreTheDocumentedOnes() throws {
        try withTemporaryDirectory { folder in
            let path = folder + "/h.sqlite"
            let one = try homebook(path, ["convert", "100", "°C", "--json", "--save"])
            #expect(
                one.stdout == #"{"category":"temperature","input":{"value":"100","unit":"C"},"#
                    + #""results":[{"unit":"C","value":"100.00"},{"unit":"F","value":"212.00"},"#
                    + #"{"unit":"K","value":"373.15"}]}"# + "\n"
            )
            let history = try homebook(path, ["convert", "history", "--json"])
            let list = try #require(
                try JSONSerialization.jsonObject(with: Data(history.stdout.utf8))
                    as? [[String: Any]]
            )
            let entry = try #require(list.first)
            #expect(Set(entry.keys) == ["category", "input", "results", "savedAt"])
            let savedAt = try #require(entry["savedAt"] as? String)
            #expect(ISO8601DateFormatter().date(from: savedAt) != nil)
            #expect(entry["category"] as? String == "temperature")
        }
    }

    /// Arguments that must fail with `Error: …`, status 1, and a message containing a phrase.
    static let failures: [([String], String)] = [
        (["abc", "kg"], "not a number: 'abc kg'"),
        (["100", "parsecs"], "unknown unit 'parsecs'"),
        (["100", "kgs"], "weight units are kg, g, oz, lb, st"),
        (["100", "fahrenheight"], "temperature units are °C, °F, K"),
        (["-500", "C"], "below absolute zero"),
        (["-1", "K"], "below absolute zero"),
        (["-5", "kg"], "a weight cannot be negative"),
        (["-5", "mph"], "a speed cannot be negative"),
        (["100", "C", "--to", "kg"], "cannot convert temperature (°C) to weight (kg)"),
        (["100", "C", "--to", "xyz"], "unknown unit 'xyz'"),
        (["1e3", "m"], "not a number"),
        (["1e-5", "kg"], "not a number: '1e-5 kg'"),
        (["2.5E+3", "st"], "not a number: '2.5E+3 st'"),
        (["1e5 lb"], "not a number: '1e5 lb'"),
        (["1234567890123", "m"], "value too large"),
        (["11", "st", "15", "lb"], "fewer than 14 pounds"),
    ]

    @Test func feetAreALengthAndAnUnknownUnitListsEveryCategory() throws {
        try withTemporaryDirectory { folder in
            let path = folder + "/h.sqlite"
            let feet = try homebook(path, ["convert", "6", "ft"])
            #expect(feet.status == 0, "\(feet.stderr)")
            #expect(feet.stdout.hasPrefix("6 ft\n"))
            #expect(feet.stdout.contains(" 1.83 m\n") && feet.stdout.contains(" 72.00 in\n"))
            let spelled = try homebook(path, ["convert", "6", "feet", "--to", "m"])
            #expect(spelled.stdout == "6 ft\n  1.83 m\n")
            let furlong = try homebook(path, ["convert", "6", "furlong"])
            #expect(furlong.status == 1)
            #expect(
                furlong.stderr
                    == "Error: unknown unit 'furlong'; known units: weight (kg, g, oz, lb, st);"
                    + " temperature (°C, °F, K); length (m, km, mi, cm, mm, yd, ft, in);"
                    + " speed (m/s, km/h, mph, kn); liquid volume (gal, l, pt, fl oz, ml, tsp,"
                    + " tbsp, cup, US gal, US pt, US cup, US fl oz)\n"
            )
            let typo = try homebook(path, ["convert", "6", "fet"])
            #expect(
                typo.stderr
                    == "Error: unknown unit 'fet': length units are m, km, mi, cm, mm, yd, ft, in\n"
            )
            for token in ["cc", "lt", "fx"] {
                let short = try homebook(path, ["convert", "6", token])
                #expect(short.stderr.contains("; known units: weight ("), "\(token)")
                #expect(!short.stderr.contains("weight units are"), "\(token)")
            }
        }
    }

    @Test func invalidInputIsAnErrorLineAndSavesNothing() throws {
        try withTemporaryDirectory { folder in
            let path = folder + "/h.sqlite"
            for (arguments, phrase) in Self.failures {
                let result = try homebook(path, ["convert"] + arguments + ["--save"])
                #expect(result.status == 1, "\(arguments)")
                #expect(result.stdout.isEmpty, "\(arguments)")
                #expect(result.stderrAfterCreation.hasPrefix("Error: "), "\(arguments)")
                #expect(
                    result.stderrAfterCreation.contains(phrase),
                    "\(arguments): \(result.stderrAfterCreation)"
                )
                #expect(result.stderrAfterCreation.filter { $0 == "\n" }.count == 1, "\(arguments)")
            }
            #expect(try homebook(path, ["convert", "history", "--json"]).stdout == "[]\n")
            let category = try homebook(path, ["convert", "history", "money"])
            #expect(category.status == 1)
            #expect(
                category.stderr == "Error: unknown category 'money': choose one of weight,"
                    + " temperature, length, speed, volume\n"
            )
        }
    }

    @Test func malformedCommandLinesAreUsageErrors() throws {
        try withTemporaryDirectory { folder in
            let path = folder + "/h.sqlite"
            for (arguments, phrase) in [
                ([], "Missing value and unit"), (["100"], "Missing unit after '100'"),
                (["100", "C", "--sav"], "Unknown option '--sav'"),
                (["-x", "C"], "Unknown option '-x'"), (["100", "C", "--to"], "--to"),
                (["history", "--to", "F"], "--to"), (["history", "weight", "extra"], "extra"),
            ] {
                let result = try homebook(path, ["convert"] + arguments)
                #expect(result.status == 64, "\(arguments)")
                #expect(result.stdout.isEmpty)
                #expect(result.stderr.hasPrefix("Error: "), "\(arguments)")
                #expect(result.stderr.contains(phrase), "\(arguments): \(result.stderr)")
            }
        }
    }

    @Test func hostileInputNeverReachesTheTerminalRaw() throws {
        try withTemporaryDirectory { folder in
            let path = folder + "/h.sqlite"
            let escape = "\u{1B}]0;pwned\u{07}"
            for arguments in [
                ["100", escape], [escape, "kg"], ["100", "C", "--to", escape], ["history", escape],
                ["100", String(repeating: "x", count: 10_000)],
            ] {
                let result = try homebook(path, ["convert"] + arguments)
                #expect(result.status == 1)
                #expect(!result.stderr.contains("\u{1B}"))
                #expect(result.stderr.count < 400, "the message echoes a flood")
            }
        }
    }

    @Test func aHandEditedHistoryRowIsAWarningNotAFailure() throws {
        try withTemporaryDirectory { folder in
            let path = folder + "/h.sqlite"
            #expect(try homebook(path, ["convert", "2", "kg", "--save"]).status == 0)
            try withStore(at: path) { store throws in
                try store.database.execute(
                    "INSERT INTO conversions (category, value_text, unit, saved_at)"
                        + " VALUES ('weight', 'lots', 'kg', '2026-11-22T10:00:00Z')"
                )
            }
            let result = try homebook(path, ["convert", "history", "weight"])
            #expect(result.status == 0)
            #expect(result.stdout.contains("2 kg\n"))
            #expect(result.stderr.hasPrefix("Warning: saved conversion #2 was skipped: not a"))
        }
    }

    @Test func helpNamesTheCategoriesAndBothForms() throws {
        let result = try HomebookProcess.run(["convert", "--help"])
        #expect(result.status == 0)
        for phrase in [
            "homebook convert VALUE UNIT [--to UNIT] [--save] [--json]",
            "homebook convert history [CATEGORY] [--json]", "volume       gal, l, pt, floz, ml",
            "tsp, tbsp, cup", "usgal, uspt, uscup, usfloz", "m, km, mi, cm, mm, yd, ft, in",
            "weight", "temperature", "length", "speed",
        ] {
            #expect(result.stdout.contains(phrase), "help lacks \(phrase)")
        }
        #expect(try HomebookProcess.run(["--help"]).stdout.contains("convert"))
    }
}
