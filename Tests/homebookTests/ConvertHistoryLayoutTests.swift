import Foundation
import HomebookCore
import TestSupport
import Testing

/// The history as people read it: local times, and a layout that fits a 24-line screen.
@Suite(.tags(.process), .skippedByTag) struct ConvertHistoryLayoutTests {
    /// Runs homebook on `path` with `TZ` set.
    static func run(_ path: String, _ arguments: [String], zone: String) throws -> ProcessResult {
        try HomebookProcess.run(["--db", path] + arguments, environment: ["TZ": zone])
    }

    /// Stores saves with fixed UTC times, as a past run of homebook would have.
    static func store(_ path: String, _ saves: [(line: String, at: String)]) throws {
        try withStore(at: path) { store throws in
            for save in saves {
                try store.conversions.save(Quantity.parse(save.line), at: save.at)
            }
        }
    }

    @Test func savedTimesAreShownInTheLocalTimeZone() throws {
        try withTemporaryDirectory { folder in
            let path = folder + "/h.sqlite"
            try Self.store(path, [("162 lb", "2026-11-22T16:29:09Z")])
            // POSIX zone strings need no time-zone database: "XYZ-5:30" is 5 h 30 ahead of UTC.
            for (zone, shown) in [
                ("UTC0", "2026-11-22 16:29"), ("XYZ-5:30", "2026-11-22 21:59"),
                ("ABC+10", "2026-11-22 06:29"), ("LATE-8", "2026-11-23 00:29"),
            ] {
                let weight = try Self.run(path, ["convert", "history", "weight"], zone: zone)
                #expect(weight.stdout.hasPrefix("\(shown)  162 lb\n"), "\(zone): \(weight.stdout)")
                let all = try Self.run(path, ["convert", "history"], zone: zone)
                #expect(all.stdout.contains("  \(shown)  162 lb\n"), "\(zone): \(all.stdout)")
                // JSON keeps the stored instant, unambiguous whatever the zone.
                let json = try Self.run(path, ["convert", "history", "--json"], zone: zone)
                #expect(json.stdout.contains(#""savedAt":"2026-11-22T16:29:09Z""#))
            }
        }
    }

    @Test func everyCategoryFullFitsA24LineScreenInEightyColumns() throws {
        try withTemporaryDirectory { folder in
            let path = folder + "/h.sqlite"
            // A long but ordinary value in each category, and the longest there is in the
            // widest category (that one category then shows one save to a line).
            let lines = [
                "11 st 13.5 lb", "-459.67 F", "1234.567 km", "123456.5 km/h",
                "999999999999.999999 usfloz",
            ]
            var saves: [(line: String, at: String)] = []
            for (index, line) in lines.enumerated() {
                let unit = try Quantity.parse(line).unit
                for round in 0..<5 {
                    // Every category full; the widest value in each, and some plain ones.
                    let value = round == 0 ? line : "\(round + 1) \(unit.rawValue)"
                    saves.append((value, "2026-0\(index + 1)-1\(round)T08:0\(round):00Z"))
                }
            }
            try Self.store(path, saves)
            let all = try Self.run(path, ["convert", "history"], zone: "UTC0")
            #expect(all.status == 0)
            let shown = all.stdout.split(separator: "\n", omittingEmptySubsequences: false)
                .dropLast()
            // 24 lines less the one the shell prompt takes.
            #expect(shown.count <= 23, "\(all.stdout)")
            #expect(shown.allSatisfy { $0.count <= 80 }, "\(all.stdout)")
            #expect(
                shown.filter { $0.hasSuffix(":") }
                    == ["Weight:", "Temperature:", "Length:", "Speed:", "Liquid volume:"]
            )
            // All 25 saves are there, newest first within each category.
            let inputs = shown.flatMap { line in
                line.matches(of: /\d{4}-\d\d-\d\d \d\d:\d\d  (\S+ \S+(?: \S+ lb)?)/).map {
                    String($0.output.1)
                }
            }
            #expect(inputs.count == 25)
            #expect(Array(inputs.prefix(5)) == ["5 st", "4 st", "3 st", "2 st", "11 st 13.5 lb"])
            for category in ["weight", "temperature", "length", "speed", "volume"] {
                let one = try Self.run(path, ["convert", "history", category], zone: "UTC0")
                let oneLines = one.stdout.split(separator: "\n")
                #expect(oneLines.count <= 23, "\(category): \(one.stdout)")
                #expect(oneLines.allSatisfy { $0.count <= 80 }, "\(category): \(one.stdout)")
            }
        }
    }

    @Test func oneCategoryShowsEachSaveWithItsResultsWrapped() throws {
        try withTemporaryDirectory { folder in
            let path = folder + "/h.sqlite"
            try Self.store(path, [("1 usgal", "2026-11-22T16:29:09Z")])
            let volume = try Self.run(path, ["convert", "history", "volume"], zone: "UTC0")
            #expect(
                volume.stdout == """
                    2026-11-22 16:29  1 US gal
                        0.83 gal, 3.79 l, 6.66 pt, 133.23 fl oz, 3785.41 ml, 757.08 tsp,
                        252.36 tbsp, 15.14 cup, 1.00 US gal, 8.00 US pt, 16.00 US cup,
                        128.00 US fl oz

                    """
            )
        }
    }
}
