/// Runs compiled calculator instructions on a value stack, detecting every overflow.
enum CalculatorEvaluator {
    /// Returns the value computed by `program`, which the parser guarantees is well formed.
    static func run(_ program: [CalculatorInstruction]) throws(CalculatorError) -> Int64 {
        // A stack as deep as the program is long can never overflow; indexing it directly
        // (rather than append/popLast) keeps debug builds fast. An index out of bounds
        // would be a parser bug, and traps rather than computing a wrong answer.
        var stack = [Int64](repeating: 0, count: program.count)
        var count = 0
        for instruction in program {
            switch instruction {
            case .push(let value):
                stack[count] = value
                count += 1
            case .negate(let column):
                let operand = stack[count - 1]
                let (negated, overflow) = Int64(0).subtractingReportingOverflow(operand)
                guard !overflow else {
                    throw CalculatorError(
                        .overflow,
                        column: column,
                        "overflow: -(\(operand)) does not fit in a 64-bit integer"
                    )
                }
                stack[count - 1] = negated
            case .apply(let op, let symbol, let column):
                let lhs = stack[count - 2]
                let rhs = stack[count - 1]
                count -= 1
                stack[count - 1] = try apply(op, lhs, rhs, symbol: symbol, column: column)
            }
        }
        precondition(count == 1, "calculator program left \(count) values: parser bug")
        return stack[0]
    }

    private static func apply(
        _ op: CalculatorOperator,
        _ lhs: Int64,
        _ rhs: Int64,
        symbol: String,
        column: Int
    ) throws(CalculatorError) -> Int64 {
        let result: (partialValue: Int64, overflow: Bool)
        switch op {
        case .add:
            result = lhs.addingReportingOverflow(rhs)
        case .subtract:
            result = lhs.subtractingReportingOverflow(rhs)
        case .multiply:
            result = lhs.multipliedReportingOverflow(by: rhs)
        case .divide, .remainder:
            // Zero must be checked first: the reporting-overflow methods flag a zero divisor
            // as an overflow, which would give the user the wrong explanation.
            guard rhs != 0 else {
                let what = op == .divide ? "division" : "remainder"
                throw CalculatorError(.divisionByZero, column: column, "\(what) by zero")
            }
            // Int64.min % -1 is 0: the true remainder fits even though the quotient does not
            // (docs/manual.md#calculator), so it is given where C would trap.
            if op == .remainder && rhs == -1 { return 0 }
            result =
                op == .divide
                ? lhs.dividedReportingOverflow(by: rhs)
                : lhs.remainderReportingOverflow(dividingBy: rhs)
        }
        guard result.overflow else {
            return result.partialValue
        }
        let expression = "\(lhs) \(symbol) \(CalculatorError.operand(rhs))"
        throw CalculatorError(
            .overflow,
            column: column,
            "overflow: \(expression) does not fit in a 64-bit integer"
        )
    }
}
