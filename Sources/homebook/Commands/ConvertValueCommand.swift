import ArgumentParser
import HomebookCore

/// `homebook convert VALUE UNIT [--to UNIT] [--save] [--json]`: one conversion.
struct ConvertValueCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "value",
        abstract: "Convert a value (the default: homebook convert 162 lb).",
        usage: "homebook convert VALUE UNIT [--to UNIT] [--save] [--json]",
        discussion: """
            The value may be negative (homebook convert -40 C) and stones may carry pounds \
            (homebook convert 11 st 8 lb). --json prints {"category", "input": {"value", \
            "unit"}, "results": [{"unit", "value"}]}, with units as their plain symbols \
            (kg, C, floz, km/h), categories as weight, temperature, length, speed or volume, \
            and values as strings at the current precision.
            """
    )

    // `.allUnrecognized` keeps "-40" a value instead of an unknown option; the tokens are
    // checked here, and real options (--to, --save, --json, --db) are still recognised.
    @Argument(
        parsing: .allUnrecognized,
        help: ArgumentHelp("The value and its unit, e.g. 162 lb, -40 C or 11 st 8 lb.")
    )
    var quantity: [String] = []

    @Option(name: .customLong("to"), help: ArgumentHelp("Show only this unit.", valueName: "unit"))
    var target: String?

    @Flag(help: "Save the conversion too (each category keeps its last 5).")
    var save = false

    @Flag(help: "Print JSON.")
    var json = false

    @OptionGroup var store: StoreOptions

    /// Refuses malformed command lines (unknown options, no value, no unit) with exit 64.
    func validate() throws {
        // After "--" everything is a value, as usual for command lines.
        let terminator = quantity.firstIndex(of: "--") ?? quantity.endIndex
        if let option = quantity[..<terminator].first(where: Self.looksLikeOption) {
            throw ValidationError("Unknown option '\(DisplayText.singleLine(option))'.")
        }
        if values.isEmpty {
            throw ValidationError(
                "Missing value and unit, e.g. homebook convert 162 lb"
                    + " (or homebook convert history)."
            )
        }
        do {
            _ = try Quantity.parse(line)
        } catch .missingUnit(let value) {
            // A value alone is a malformed command line, not a failed conversion.
            throw ValidationError(
                "Missing unit after '\(DisplayText.singleLine(value))', e.g. homebook convert"
                    + " 162 lb."
            )
        } catch {
            // Every other problem is a runtime error (exit 1), reported by run().
        }
    }

    /// The value and unit tokens, without the first "--".
    private var values: [String] {
        var values = quantity
        if let terminator = values.firstIndex(of: "--") { values.remove(at: terminator) }
        return values
    }

    /// The value and unit tokens as one line, e.g. "11 st 8 lb".
    private var line: String {
        values.joined(separator: " ")
    }

    /// Converts, saves when asked, and prints the result; a bad value or unit is exit 1.
    func run() throws {
        let unit = try target.map { name throws(ConversionError) in
            try MeasurementUnit.parse(name)
        }
        try store.withStore { store in
            let parsed = try Quantity.parse(line, decimalComma: try store.settings.decimalComma())
            let conversion = try store.converter().convert(parsed, to: unit)
            if save {
                try store.conversions.save(parsed)
            }
            if json {
                print(conversion.json.rendered)
                return
            }
            print(ConversionText.lines(conversion).joined(separator: "\n"))
            if save {
                print("Saved to the \(conversion.category.displayName) history.")
            }
        }
    }

    /// Whether a token is an option rather than a value: a dash not followed by a digit or a
    /// point ("-40" and "-.5" are values, "--sav" and "-x" are not).
    static func looksLikeOption(_ token: String) -> Bool {
        guard token.hasPrefix("-"), token.count > 1 else { return false }
        let next = token.dropFirst().first
        return !(next.map { $0.isASCII && ($0.isNumber || $0 == ".") } ?? false)
    }
}
