import ArgumentParser
import HomebookCore

/// `homebook convert history [CATEGORY] [--json]`: the saved conversions, newest first.
struct ConvertHistoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "Show saved conversions, newest first, at the current precision.",
        usage: "homebook convert history [CATEGORY] [--json]",
        discussion: """
            CATEGORY is weight, temperature, length, speed or volume ("liquid volume" works \
            too): each save with its results. Without it, every category's saves without their \
            results. Times are local. --json prints a list of conversions, each with "savedAt" \
            (ISO 8601, UTC).
            """
    )

    @Argument(help: ArgumentHelp("Only this category.", valueName: "category"))
    var category: String?

    @Flag(help: "Print JSON.")
    var json = false

    @OptionGroup var store: StoreOptions

    /// Prints the saved conversions, warning on stderr about rows that cannot be read.
    func run() throws {
        let filter = try category.map { name throws(ConversionError) in
            try UnitCategory.parse(name)
        }
        try store.withStore { store in
            let report = try store.conversions.report(category: filter)
            // Skipped rows go to stderr, so the listing on stdout stays clean for scripts.
            for problem in report.unreadable {
                printError("Warning: \(problem)")
            }
            if json {
                SystemIO.printUTF8(JSONValue.renderLinesUTF8(report.entries.map(\.json)))
                return
            }
            guard !report.entries.isEmpty else {
                let kind = filter.map { " \($0.displayName)" } ?? ""
                print("No saved\(kind) conversions.")
                return
            }
            // One category shows every result; all of them would not fit a screen, so the
            // overview lists the saves and leaves the results to the one-category view.
            let lines =
                filter == nil
                ? ConversionText.overview(report.entries) : ConversionText.history(report.entries)
            print(lines.joined(separator: "\n"))
        }
    }
}
