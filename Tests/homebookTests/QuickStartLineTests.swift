import ArgumentParser
import HomebookCore
import TestSupport
import Testing

@testable import homebook

/// `QuickStartLine` reads `--version`, the menu's line, `check` and the plain lists without
/// the argument parser; the argument parser is the oracle: every line read here must parse
/// there to the same command and values, and the lines people type must be read here at all.
@Suite struct QuickStartLineTests {
    /// What the argument parser makes of `arguments`, in `QuickStartLine`'s terms, or nil
    /// when it refuses the line or makes another command of it.
    private func argumentParserReading(_ arguments: [String]) -> QuickStartLine? {
        do {
            let command = try Homebook.parseAsRoot(arguments)
            if let root = command as? Homebook {
                return .menu(databasePath: root.store.path, plain: root.plain)
            }
            if let check = command as? CheckCommand {
                return .check(databasePath: check.store.path, repair: check.repair)
            }
            return listReading(command)
        } catch {
            // `--version` is a clean exit whose message is the version alone.
            let said = Homebook.fullMessage(for: error)
            let clean = Homebook.exitCode(for: error) == .success
            return clean && said == HomebookVersion.current ? .version : nil
        }
    }

    /// A list command with none of its options set, in `QuickStartLine`'s terms.
    private func listReading(_ command: any ParsableCommand) -> QuickStartLine? {
        if let list = command as? BudgetListCommand {
            let filter = list.filter
            let plain =
                filter.from == nil && filter.to == nil && filter.kind == nil
                && filter.category == nil && list.limit == nil && !list.json && list.account == nil
            return plain ? .list(.budgetItems, databasePath: list.store.path) : nil
        }
        if let list = command as? RecipeListCommand {
            let plain = list.search == nil && list.sort == .name && !list.json
            return plain ? .list(.recipes, databasePath: list.store.path) : nil
        }
        if let list = command as? PlanListCommand {
            let plain =
                list.range.from == nil && list.range.to == nil && list.calendar == nil
                && !list.json
            return plain ? .list(.events, databasePath: list.store.path) : nil
        }
        return nil
    }

    @Test(arguments: [
        ["budget", "list"], ["--db", "x.db", "budget", "list"], ["recipe", "list"],
        ["recipe", "list", "--db=y.db"], ["plan", "list"], ["plan", "--db", "z.db", "list"],
        ["--version"], [], ["--db", "x.db"], ["--db=y.db"], ["--plain"],
        ["--plain", "--db", "z.db"], ["--db", "check", "--plain"], ["--db", "a b.sqlite"],
        ["check"], ["--db", "x.db", "check"], ["check", "--db=y.db", "--repair"],
        ["check", "--repair", "--db", "z.db"],
    ])
    func linesPeopleTypeAreReadAsTheArgumentParserReadsThem(_ arguments: [String]) throws {
        let quick = try #require(QuickStartLine.parse(arguments), "\(arguments) not taken")
        #expect(quick == argumentParserReading(arguments))
    }

    @Test(arguments: [
        ["--version", "--version"], ["--version", "--db", "x.db"], ["--db", "x.db", "--version"],
        ["--help"], ["-h"], ["help"], ["plan"], ["--db"], ["--db="], ["--db", "-x"],
        ["--db", "x.db", "--db", "y.db"], ["--plain", "--plain"], ["--plain=yes"], ["--"],
        ["budget", "list", "--json"], ["recipe", "list", "--sort", "name"], ["-p"],
        ["plan", "list", "--from", "today"], ["--plain", "budget", "list"], ["plan", "list", "x"],
        ["recipe", "list", "--repair"], ["budget", "list", "--limit=3"], ["list", "budget"],
        ["--json"], ["--generate-completion-script"],
        ["--repair", "check"], ["--plain", "check"], ["check", "--plain"], ["check", "check"],
        ["check", "--repair", "--repair"], ["check", "--help"], ["check", "extra"], ["--repair"],
    ])
    func otherLinesAreLeftToTheArgumentParser(_ arguments: [String]) {
        #expect(QuickStartLine.parse(arguments) == nil, "\(arguments)")
    }

    /// Lines made at random from the root's options and near misses: none may be read here
    /// differently from how the argument parser reads it.
    @Test func noLineIsReadDifferentlyFromTheArgumentParser() {
        let pieces: [[String]] = [
            ["--db", "x.db"], ["--db=y.db"], ["--plain"], ["--version"], ["--db", "check"],
            // Near misses: a missing or odd value, help, unknown words and options.
            ["--db"], ["--db="], ["--db", "-x"], ["--help"], ["-h"], ["--"], ["-x"], [""],
            ["--plain=1"], ["help"], ["check"], ["--version="], ["--dbx"], ["check"],
            ["--repair"], ["--repair"], ["plan"], ["budget", "list"], ["recipe", "list"],
            ["plan", "list"], ["list"], ["--json"], ["budget"],
        ]
        var generator = SeededGenerator(seed: 39)
        var taken = 0
        var takenWithOptions = 0
        for _ in 0..<1_000 {
            let line = (0..<generator.below(5)).flatMap { _ in generator.pick(pieces) }
            guard let quick = QuickStartLine.parse(line) else { continue }
            taken += 1
            if !line.isEmpty { takenWithOptions += 1 }
            #expect(quick == argumentParserReading(line), "\(line)")
        }
        // Enough of the lines, and of those with options, are read here for the comparison
        // to mean something.
        #expect(taken > 100)
        #expect(takenWithOptions > 60)
    }
}
