import ArgumentParser
import HomebookCore

/// `--from`, `--to`, `--month`, `--kind`, `--category` (repeatable) and `--search`, shared by
/// `budget total` and `budget report` (docs/manual.md#budget).
struct BudgetQueryOptions: ParsableArguments {
    @Option(help: "The first day counted: YYYY-MM-DD, today or yesterday.")
    var from: String?

    @Option(help: "The last day counted: YYYY-MM-DD, today or yesterday.")
    var to: String?

    @Option(help: "One month, YYYY-MM (instead of --from and --to).")
    var month: String?

    @Option(help: "Only income or only expense.")
    var kind: String?

    @Option(
        parsing: .unconditionalSingleValue,
        help: "Only this category; repeat for several; none for uncategorised items."
    )
    var category: [String] = []

    @Option(parsing: .unconditional, help: "Only items whose name or note holds this text.")
    var search: String?

    /// The filters as typed, for the core to check.
    var text: LedgerQueryText {
        LedgerQueryText(
            from: from,
            to: to,
            month: month,
            kind: kind,
            categories: category,
            search: search
        )
    }

}
