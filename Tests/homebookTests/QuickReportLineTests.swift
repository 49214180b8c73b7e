import ArgumentParser
import HomebookCore
import TestSupport
import Testing

@testable import homebook

/// `QuickReportLine` reads `budget total` and `budget report` lines without the argument
/// parser; the argument parser is the oracle: every line read here must parse there to the
/// same command and values, and the lines scripts type must be read here at all.
@Suite struct QuickReportLineTests {
    /// What the argument parser makes of `arguments`, in `QuickReportLine`'s terms, or nil
    /// when it refuses the line or makes another command of it.
    private func argumentParserReading(_ arguments: [String]) -> QuickReportLine? {
        guard let command = try? Homebook.parseAsRoot(arguments) else { return nil }
        if let total = command as? BudgetTotalCommand {
            return QuickReportLine(
                report: .total,
                filter: total.filter.text,
                json: total.json,
                databasePath: total.store.path
            )
        }
        if let report = command as? BudgetReportCommand {
            return QuickReportLine(
                report: .report(by: report.by),
                filter: report.filter.text,
                json: report.json,
                databasePath: report.store.path
            )
        }
        return nil
    }

    @Test(arguments: [
        ["--db", "x.db", "budget", "report", "--by", "category", "--month", "2020-06"],
        ["budget", "report", "--by=category", "--from", "2020-01-01", "--to", "2020-12-31"],
        ["budget", "report"],
        ["budget", "report", "--json", "--kind", "expense", "--db=y.db"],
        ["budget", "total", "--category", "food", "--category", "none", "--search", "rent"],
        ["budget", "total", "--json"],
        ["budget", "total", "--month", "2026-03", "--db", "z.db"],
    ])
    func scriptLinesAreReadAsTheArgumentParserReadsThem(_ arguments: [String]) throws {
        let quick = try #require(QuickReportLine.parse(arguments), "\(arguments) not taken")
        #expect(quick == argumentParserReading(arguments))
    }

    @Test(arguments: [
        ["budget", "report", "--help"], ["budget", "report", "-h"], ["help", "budget", "report"],
        ["budget", "report", "--by"], ["budget", "report", "--month", "--json"],
        ["budget", "report", "--month", "2026-03", "--month", "2026-04"],
        ["budget", "report", "--search", "-rent"], ["budget", "report", "--by="],
        ["budget", "report", "--json", "--json"], ["budget", "report", "--json=yes"],
        ["budget", "report", "--", "x"], ["budget", "report", "extra"],
        ["budget", "total", "--by", "category"], ["budget", "list"], ["budget"], [],
        ["--month", "2026-03", "budget", "report"], ["budget", "--json", "report"],
        ["budget", "report", "--limit", "3"], ["budget", "report", "--version"],
    ])
    func otherLinesAreLeftToTheArgumentParser(_ arguments: [String]) {
        #expect(QuickReportLine.parse(arguments) == nil, "\(arguments)")
    }

    /// Lines made at random from options with their values, the command's words, and near
    /// misses: none may be read here differently from how the argument parser reads it.
    @Test func noLineIsReadDifferentlyFromTheArgumentParser() {
        let pieces: [[String]] = [
            ["--db", "x.db"], ["--db=y.db"], ["--from", "2020-01-01"], ["--to", "today"],
            ["--month", "2020-06"], ["--kind", "expense"], ["--category", "food"],
            ["--category=none"], ["--search", "rent"], ["--by", "category"], ["--by=month"],
            ["--json"], ["--json"],
            // Near misses: a missing or odd value, help, unknown words and options.
            ["--db"], ["--db="], ["--month"], ["--search", "-x"], ["--json="], ["--help"], ["-h"],
            ["--"], ["-x"], [""], ["--monthly"], ["help"], ["list"], ["report"], ["total"],
        ]
        var generator = SeededGenerator(seed: 29)
        var taken = 0
        var takenWithOptions = 0
        for _ in 0..<2_000 {
            var line = (0..<generator.below(6)).flatMap { _ in generator.pick(pieces) }
            // The command's words, usually first, sometimes among the options or apart.
            let command = generator.pick(["report", "total"])
            if generator.oneIn(4) {
                let at = generator.below(line.count + 1)
                line.insert(command, at: generator.below(line.count - at + 1) + at)
                line.insert("budget", at: at)
            } else {
                line.insert(contentsOf: ["budget", command], at: 0)
            }
            guard let quick = QuickReportLine.parse(line) else { continue }
            taken += 1
            if line.count > 3 { takenWithOptions += 1 }
            #expect(quick == argumentParserReading(line), "\(line)")
        }
        // Enough of the lines, and of those with options, are read here for the comparison
        // to mean something.
        #expect(taken > 300)
        #expect(takenWithOptions > 80)
    }
}
