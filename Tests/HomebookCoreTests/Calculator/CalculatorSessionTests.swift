import Testing

@testable import HomebookCore

/// Tests for the keypad-style `CalculatorSession`.
struct CalculatorSessionTests {
    @Test func continuesFromTheLastResultWhenALineStartsWithAnOperator() throws {
        var session = CalculatorSession()
        #expect(try session.enter("12") == 12)
        #expect(try session.enter("* 3") == 36)
        #expect(try session.enter("- 6") == 30)
        #expect(try session.enter(" - 5") == 25)
        #expect(try session.enter("  ÷ 5") == 5)
        #expect(try session.enter("×4") == 20)
        #expect(try session.enter("% 7") == 6)
        #expect(try session.enter("+ -1") == 5)
        #expect(session.lastResult == 5)
    }

    @Test func aMinusAgainstADigitOrParenthesisStartsAfresh() throws {
        var session = CalculatorSession()
        _ = try session.enter("12")
        #expect(try session.enter("-7/2") == -3)
        #expect(try session.enter("-(3)") == -3)
        #expect(try session.enter("- 7") == -10)
        #expect(try session.enter("-9223372036854775808") == Int64.min)
        #expect(try session.enter("+ 7") == Int64.min + 7)
    }

    @Test func continuedLinesKeepPrecedenceAsIfTheResultHadBeenTyped() throws {
        var session = CalculatorSession()
        _ = try session.enter("2")
        #expect(try session.enter("+ 3 * 4") == 14)
        #expect(try session.enter("- 2 * (1 + 1)") == 10)
    }

    @Test func evaluatesALeadingMinusAsNegationWhenThereIsNoLastResult() throws {
        var session = CalculatorSession()
        #expect(try session.enter("-5") == -5)
        #expect(try session.enter("12") == 12)
        #expect(try session.enter("c") == nil)
        #expect(try session.enter("-5") == -5)
    }

    @Test(arguments: ["c", "C", "  c\t"])
    func clearsTheLastResultOnC(_ line: String) throws {
        var session = CalculatorSession()
        _ = try session.enter("12")
        #expect(try session.enter(line) == nil)
        #expect(session.lastResult == nil)
    }

    @Test func keepsTheLastResultWhenALineFails() throws {
        var session = CalculatorSession()
        _ = try session.enter("12")
        #expect(throws: CalculatorError.self) { try session.enter("/ 0") }
        #expect(throws: CalculatorError.self) { try session.enter("2 +") }
        #expect(session.lastResult == 12)
        #expect(try session.enter("+ 1") == 13)
    }

    @Test func reportsColumnsOfTheLineAsTyped() throws {
        var session = CalculatorSession()
        _ = try session.enter("9223372036854775807")
        do {
            _ = try session.enter("  + 1")
            Issue.record("expected an overflow")
        } catch {
            #expect(error.kind == .overflow)
            #expect(error.column == 3)
            #expect(
                error.description
                    == "overflow: 9223372036854775807 + 1 does not fit in a 64-bit integer at column 3"
            )
        }
        do {
            _ = try session.enter("÷ (1 - 1)")
            Issue.record("expected a division by zero")
        } catch {
            #expect(error == CalculatorError(.divisionByZero, column: 1, "division by zero"))
        }
    }

    @Test func rejectsALeadingOperatorOtherThanMinusWithoutALastResult() {
        var session = CalculatorSession()
        do {
            _ = try session.enter("* 3")
            Issue.record("expected a syntax error")
        } catch {
            #expect(error.kind == .syntax)
            #expect(error.column == 1)
        }
    }

    @Test func usesTheLastResultForAns() throws {
        var session = CalculatorSession()
        do {
            _ = try session.enter("ans")
            Issue.record("expected no previous result")
        } catch {
            #expect(error.kind == .noPreviousResult)
        }
        _ = try session.enter("6")
        #expect(try session.enter("ans * 7") == 42)
        #expect(try session.enter("ans - ans") == 0)
    }
}
