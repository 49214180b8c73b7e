import Foundation
import HomebookCore
import TestSupport
import Testing

@testable import homebook

/// The unit converter screen, in-process through a scripted terminal and through a pipe.
@Suite(.tags(.process), .skippedByTag) struct ConverterMenuTests {
    /// Main-menu keys that set the precision and come back: `s p N b`.
    static func precision(_ digits: Int) -> [String] {
        ["s", "p", "\(digits)", "b"]
    }

    /// Main-menu keys that convert one line in a category: `u c KEY LINE b`.
    static func convert(_ category: String, _ line: String) -> [String] {
        ["u", "c", category, line, "b"]
    }

    @Test func theMainMenuListsTheConverterBeforeTheSettings() throws {
        try withTemporaryDirectory { folder in
            let (output, _) = try runMenu(["q"], in: folder)
            #expect(
                output.contains(
                    "v) Unit converter  p) Planner  s) Settings\nz) Undo  y) Redo  q) Quit"
                )
            )
            #expect(MainMenu.screens.map(\.key).suffix(3) == ["v", "p", "s"])
        }
    }

    /// `v` opens the converter, as on the app's Home; `u`, its old key, still does.
    @Test(arguments: ["v", "u"])
    func theConverterOpensWithTheAppsKeyAndItsOldOne(key: String) throws {
        try withTemporaryDirectory { folder in
            let (output, _) = try runMenu([key, "c", "t", "100 C", "b", "q"], in: folder)
            #expect(output.contains("212.00 °F"))
            #expect(!output.contains("Unknown choice"))
        }
    }

    @Test(arguments: [
        (
            2,
            [
                "4.55 l", "8.00 pt", "160.00 fl oz", "212.00 °F", "373.15 K", "1609.34 m",
                "1.85 km/h",
            ]
        ),
        (
            3,
            [
                "4.546 l", "8.000 pt", "160.000 fl oz", "212.000 °F", "373.150 K", "1609.344 m",
                "1.852 km/h",
            ]
        ),
        (
            4,
            [
                "4.5461 l", "8.0000 pt", "160.0000 fl oz", "212.0000 °F", "373.1500 K",
                "1609.3440 m", "1.8520 km/h",
            ]
        ),
    ])
    func theReferencesHoldAtEachPrecision(_ digits: Int, _ expected: [String]) throws {
        try withTemporaryDirectory { folder in
            let script =
                Self.precision(digits) + Self.convert("v", "1 gal") + Self.convert("t", "100 C")
                + Self.convert("l", "1 mi") + Self.convert("s", "1 kn") + ["q"]
            let (output, _) = try runMenu(script, in: folder)
            let lines = output.split(separator: "\n").map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            for result in expected {
                #expect(lines.contains(result), "missing \(result)")
            }
            let back = try runMenu(
                Self.convert("v", "160 floz") + Self.convert("v", "8 pt") + ["q"],
                in: folder
            )
            let gallon = "1." + String(repeating: "0", count: digits) + " gal"
            #expect(back.output.components(separatedBy: "  \(gallon)\n").count == 3)
        }
    }

    @Test func sevenSavesKeepTheLastFiveAfterARestartAndOtherCategoriesStay() throws {
        try withTemporaryDirectory { folder in
            var script = ["u", "c", "t", "100 C", "s"]
            for pounds in 1...7 {
                script += ["c", "w", "\(pounds) lb", "s"]
            }
            let (saving, path) = try runMenu(script + ["b", "q"], in: folder)
            #expect(saving.contains("Saved 7 lb to the weight history (it keeps the last 5)."))

            // A new run on the same file: the program restarted.
            let (output, _) = try runMenu(["u", "h", "w", "h", "t", "b", "q"], in: folder)
            let headings = output.split(separator: "\n").filter {
                $0.prefixMatch(of: #/\d{4}-\d\d-\d\d \d\d:\d\d  /#) != nil
            }
            .map { $0.components(separatedBy: "  ").last ?? "" }
            #expect(headings == ["7 lb", "6 lb", "5 lb", "4 lb", "3 lb", "100 °C"])

            try withStore(at: path) { store throws in
                #expect(try store.conversions.history(category: .weight).count == 5)
                #expect(try store.conversions.history(category: .temperature).count == 1)
            }
        }
    }

    @Test func historyFollowsThePrecisionSetting() throws {
        try withTemporaryDirectory { folder in
            let script =
                ["u", "c", "v", "1 gal", "s", "b"] + Self.precision(4)
                + ["u", "h", "v", "b", "q"]
            let (output, _) = try runMenu(script, in: folder)
            #expect(output.contains("  1 gal\n    1.0000 gal, 4.5461 l, 8.0000 pt,"))
        }
    }

    @Test func saveNeedsAConversionAndSavesItOnce() throws {
        try withTemporaryDirectory { folder in
            let (output, path) = try runMenu(
                ["u", "s", "c", "l", "5 km", "s", "s", "b", "q"],
                in: folder
            )
            #expect(output.contains("Nothing to save yet: convert something first (c)."))
            #expect(output.contains("5 km is already saved."))
            try withStore(at: path) { store throws in
                #expect(try store.conversions.history().count == 1)
            }
        }
    }

    @Test func invalidAnswersAreAskedAgainWithTheReason() throws {
        try withTemporaryDirectory { folder in
            let script = [
                "u", "c", "x", "w", "abc kg", "-5 kg", "100 C", "5 st 20 lb", "\u{1B}[2J lb",
                "162", "parsec", "F", "lb", "c", "", "100", "", "", "b", "q",
            ]
            let (output, path) = try runMenu(script, in: folder)
            for phrase in [
                "Unknown category \"x\": type one of w, t, l, s, v and press Enter.",
                "Error: not a number: 'abc kg'", "Error: a weight cannot be negative",
                "Error: °C is a temperature unit: weight units are kg, g, oz, lb, st",
                "fewer than 14 pounds", "Error: not a number: '\\x1B[2J lb'",
                "Error: unknown unit 'parsec': weight units are kg, g, oz, lb, st",
                "Error: °F is a temperature unit", "   11 st 8 lb\n", "Category [w]:",
                "Nothing converted.",
            ] {
                #expect(output.contains(phrase), "missing \(phrase)")
            }
            #expect(!output.contains("\u{1B}"))
            try withStore(at: path) { store throws in
                #expect(try store.conversions.history().isEmpty)
            }
        }
    }

    @Test func categoriesMayBeTypedByName() throws {
        try withTemporaryDirectory { folder in
            let (output, _) = try runMenu(
                ["u", "c", "Liquid volume", "1 l", "h", "speed", "b", "q"],
                in: folder
            )
            #expect(
                output.contains(
                    "Liquid volume value and unit (gal, l, pt, fl oz, ml, tsp, tbsp, cup, US gal,"
                        + " US pt, US cup, US fl oz)"
                )
            )
            #expect(output.contains("No saved speed conversions."))
        }
    }

    @Test(arguments: [
        ["u"], ["u", "c"], ["u", "c", "w"], ["u", "c", "w", "162"], ["u", "h"],
        ["u", "c", "w", "162 lb"],
    ])
    func endOfInputAtAnyPromptExitsCleanlyAndSavesNothing(_ script: [String]) throws {
        try withTemporaryDirectory { folder in
            let (output, path) = try runMenu(script, in: folder)
            #expect(output.hasSuffix("\n"))
            try withStore(at: path) { store throws in
                #expect(try store.conversions.history().isEmpty)
            }
        }
    }

    @Test func theMenuWorksThroughAPipeAndKeepsHistoryBetweenRuns() throws {
        try withTemporaryDirectory { folder in
            let path = folder + "/h.sqlite"
            let first = try HomebookProcess.run(
                ["--db", path],
                input: "u\nc\nw\n11 st 8 lb\ns\nc\n\n-40\n\nb\nq\n"
            )
            #expect(first.status == 0)
            #expect(first.stderr.isEmpty)
            #expect(first.stdout.contains("    162.00 lb\n   11 st 8 lb\n"))
            #expect(first.stdout.contains("Saved 11 st 8 lb to the weight history"))
            #expect(first.stdout.contains("Error: a weight cannot be negative"))
            #expect(!first.stdout.contains("\u{1B}"))
            let again = try HomebookProcess.run(["--db", path], input: "u\nh\nw\n")
            #expect(again.status == 0)
            #expect(again.stdout.matches(of: #/\d\d:\d\d  11 st 8 lb\n    73.48 kg, /#).count == 1)
            let command = try HomebookProcess.run(["--db", path, "convert", "history", "--json"])
            #expect(command.stdout.contains(#""input":{"value":"11 st 8 lb","unit":"st"}"#))
        }
    }
}
