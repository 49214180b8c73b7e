import TestSupport
import Testing

/// The calculator through the built binary and through the menu.
@Suite(.tags(.process), .skippedByTag) struct CalculatorFrontTests {
    @Test(arguments: [
        (["12 * 3"], "36"),
        (["-7/2"], "-3"),
        (["7", "%", "-2"], "1"),
        (["-9223372036854775808"], "-9223372036854775808"),
        (["9223372036854775807"], "9223372036854775807"),
        (["2 × (3 ÷ 2)"], "2"),
        (["-(-5)"], "5"),
        (["---1"], "-1"),
        (["-9223372036854775808 % -1"], "0"),
        (["-9223372036854775808", "%", "-1"], "0"),
        (["--", "-7/2"], "-3"),
    ])
    func calcPrintsThePlainInteger(_ arguments: [String], _ expected: String) throws {
        let result = try HomebookProcess.run(["calc"] + arguments)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == expected + "\n")
        #expect(result.stderr.isEmpty)
    }

    @Test(arguments: [
        ("9223372036854775807 + 1", "overflow"),
        ("-(-9223372036854775808)", "overflow"),
        ("-9223372036854775808 / -1", "overflow"),
        ("9223372036854775808", "out of range"),
        ("1/0", "division by zero at column 2"),
        ("5 % 0", "remainder by zero"),
        ("2 +", "column 4"),
        ("ans + 1", "no previous result"),
    ])
    func calcErrorsAreOneLineWithExitOne(_ expression: String, _ words: String) throws {
        let result = try HomebookProcess.run(["calc", expression])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("Error: "))
        #expect(result.stderr.contains(words), "\(result.stderr)")
        #expect(result.stderr.filter { $0 == "\n" }.count == 1)
    }

    @Test func aLoneDoubleDashIsNotPartOfTheExpressionSoColumnsStayRight() throws {
        let result = try HomebookProcess.run(["calc", "--", "1/0"])
        #expect(result.status == 1)
        #expect(result.stderr == "Error: division by zero at column 2\n")
    }

    @Test func theDatabaseOptionStillWorksBesideANegativeExpression() throws {
        try withTemporaryDirectory { folder in
            let result = try HomebookProcess.run(["calc", "-7/2", "--db", folder + "/h.sqlite"])
            #expect(result.stdout == "-3\n")
            #expect(try HomebookProcess.run(["calc"]).status == 64)
        }
    }

    @Test func theMenuContinuesFromTheResultLikeAKeypad() throws {
        try withTemporaryDirectory { folder in
            let (output, _) = try runMenu(
                ["c", "12", "* 3", "- 6", "ans * 2", "1/0", "+ 1", "c", "+ 5", "", "q"],
                in: folder
            )
            let results = output.split(separator: "\n").map(String.init)
            #expect(results.contains("= 12"))
            #expect(results.contains("= 36"))
            #expect(results.contains("= 30"))
            #expect(results.contains("= 60"))
            #expect(output.contains("Error: division by zero at column 2"))
            #expect(results.contains("= 61"))
            #expect(results.contains("= Cleared."))
            #expect(output.contains("Error: "))
            #expect(output.contains("Main menu"))
        }
    }

    @Test func theMenuCalculatorWorksThroughAPipe() throws {
        try withTemporaryDirectory { folder in
            let result = try HomebookProcess.run(
                ["--db", folder + "/h.sqlite"],
                input: "c\n9223372036854775807\n+ 1\nc\n-7/2\n"
            )
            #expect(result.status == 0)
            #expect(result.stdout.contains("overflow: 9223372036854775807 + 1 does not fit"))
            #expect(result.stdout.contains("-3\n"))
        }
    }
}
