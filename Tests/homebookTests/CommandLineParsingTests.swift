import ArgumentParser
import HomebookCore
import TestSupport
import Testing

@testable import homebook

/// The command line parsed in-process by `Homebook.parseAsRoot`, as the argument parser's own
/// test helpers do: launching a process would add nothing to what these check.
@Suite struct CommandLineParsingTests {
    @Test func valuesThatBeginWithADashStayValuesAndDbWorksAnywhere() throws {
        let add = try #require(
            try Homebook.parseAsRoot(["budget", "add", "expense", "Milk", "-5", "--db", "x.db"])
                as? BudgetAddCommand
        )
        #expect(add.positional == ["expense", "Milk", "-5"])
        #expect(add.store.path == "x.db")
        let convert = try #require(
            try Homebook.parseAsRoot(["--db", "y.db", "convert", "-40", "C"])
                as? ConvertValueCommand
        )
        #expect(convert.quantity == ["-40", "C"])
        #expect(convert.store.path == "y.db")
    }

    @Test func optionsReachTheirCommand() throws {
        let list = try #require(
            try Homebook.parseAsRoot(["recipe", "list", "--search", "straw", "--sort", "last-made"])
                as? RecipeListCommand
        )
        #expect(list.search == "straw")
        #expect(list.sort == .lastMade)
        #expect(!list.json)
    }

    @Test(arguments: [
        ["recipe", "show", "abc"], ["recipe", "show", "1.5"],
        ["recipe", "list", "--sort", "newest"],
        ["recipe", "add"], ["recipe", "made"], ["budget", "list", "--limit", "-1"],
        ["budget", "edit", "1"], ["convert", "100", "C", "--sav"], ["undo", "--all"],
        ["plan", "add", "Dinner"],
    ])
    func malformedCommandLinesAreUsageErrors(_ arguments: [String]) {
        do {
            _ = try Homebook.parseAsRoot(arguments)
            Issue.record("\(arguments) parsed")
        } catch {
            #expect(Homebook.exitCode(for: error) == .validationFailure, "\(arguments): \(error)")
        }
    }
}
