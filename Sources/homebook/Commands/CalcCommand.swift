import ArgumentParser
import HomebookCore

/// `homebook calc EXPRESSION`: 64-bit integer arithmetic that never silently overflows.
struct CalcCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "calc",
        abstract: "Evaluate an integer expression; overflow is an error, never a wrong answer.",
        discussion: """
            Signed 64-bit integers; + - * / (also × ÷), % (remainder), unary minus and \
            parentheses. / truncates toward zero; % takes the sign of the dividend. \
            Examples: homebook calc '2 * (3 + 4)'   homebook calc -7/2
            """
    )

    // Everything not recognised as an option is the expression, so `calc -7/2` works.
    @Argument(
        parsing: .allUnrecognized,
        help: ArgumentHelp(
            "The expression (may be split over several arguments).",
            valueName: "expression"
        )
    )
    var expression: [String] = []

    @OptionGroup var store: StoreOptions

    func validate() throws {
        guard !expression.isEmpty else {
            throw ValidationError("Missing expression, e.g. homebook calc '12 * 3'")
        }
    }

    func run() throws {
        // The calculator needs no database: nothing is opened, so it starts instantly.
        print(try IntegerCalculator().evaluate(expression.joined(separator: " ")))
    }
}
