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
        guard !expression.filter({ $0 != "--" }).isEmpty else {
            throw ValidationError("Missing expression, e.g. homebook calc '12 * 3'")
        }
    }

    /// The command line rearranged so that `calc`'s expression is never read as options:
    /// `--db PATH` and `--help` keep working anywhere, a lone `--` before the expression
    /// only ends the options, and every other word (`---1` included) is the expression,
    /// passed after a `--` of our own (docs/manual.md#calculator). Other commands are
    /// returned unchanged.
    static func arguments(_ arguments: [String]) -> [String] {
        var rest = arguments[...]
        var options: [String] = []
        // Options before the subcommand (`homebook --db x calc …`).
        while let first = rest.first, first != "calc" {
            guard first == "--db", rest.count >= 2 else {
                if first.hasPrefix("--db=") {
                    options.append(first)
                    rest = rest.dropFirst()
                    continue
                }
                return arguments
            }
            options += rest.prefix(2)
            rest = rest.dropFirst(2)
        }
        guard rest.first == "calc" else { return arguments }
        rest = rest.dropFirst()
        var expression: [String] = []
        var droppedTerminator = false
        while let word = rest.first {
            rest = rest.dropFirst()
            switch word {
            case "--db" where !rest.isEmpty:
                options += ["--db", rest.removeFirst()]
            case _ where word.hasPrefix("--db="), "-h", "--help":
                options.append(word)
            case "--" where !droppedTerminator && expression.isEmpty:
                droppedTerminator = true
            default:
                expression.append(word)
            }
        }
        return ["calc"] + options + (expression.isEmpty ? [] : ["--"] + expression)
    }

    func run() throws {
        // The calculator needs no database: nothing is opened, so it starts instantly.
        // `arguments(_:)` put the expression after a `--`, which the parser may keep.
        let words = expression.first == "--" ? Array(expression.dropFirst()) : expression
        print(try IntegerCalculator().evaluate(words.joined(separator: " ")))
    }
}
