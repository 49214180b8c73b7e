import ArgumentParser
import HomebookCore

/// `homebook budget import FILE.csv`: all rows or none.
struct BudgetImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import items from a CSV file: all of them, or none if any row is bad.",
        discussion: """
            RFC 4180 CSV in UTF-8 (CRLF or LF line ends, an optional byte-order mark) \
            with the header date,kind,name,amount,category,note, optionally followed by \
            account (what export writes while the book has several accounts): each row goes \
            into the account it names (empty: the default one), its amount in that account's \
            currency; an unknown account is a bad row. Any bad row rejects the whole file, \
            listing the bad lines.

            Exactly what is accepted, beyond RFC 4180: empty lines are skipped; header \
            names in any letter case, spaces around them ignored; spaces around the date, \
            kind and amount ignored; kind income or expense in any letter case (Expense); \
            dates YYYY-MM-DD; amounts exact: digits with optional comma grouping, an \
            optional $, £, € or the configured symbol, no sign, no non-zero digit beyond \
            the cents (" 1.00 ", "$1,234.5" and "1.000" yes; "1.005", "-1", "1,5" no). \
            Names and categories are trimmed; a note is kept exactly as written.

            Spreadsheet formulas: a cell that starts with one or more apostrophes followed \
            by =, +, -, @, a tab or a carriage return loses one apostrophe. That undoes \
            the guard export adds, so an export imports back exactly; '=1+1 becomes =1+1, \
            'til stays 'til.

            A bank's own CSV: --map date=COL,name=COL,amount=COL (or debit=COL,credit=COL), \
            columns by header name or 1-based number; a negative amount is an expense. Rows \
            imported before are skipped. --save-map NAME keeps the mapping; --map NAME uses it \
            (and its rules: see budget rules). name=Payee|Memo falls back to Memo when Payee \
            is empty; amount=Amount+Fees adds columns; sign=Type reads debit/credit from a \
            column (sign=Type:dr/cr gives the words); --negate flips every sign; \
            --no-header reads a file without a header line (columns by number); --encoding \
            reads windows-1252 or iso-8859-1. A time after a date is ignored: the day is the \
            one written. --account NAME imports into that account, amounts read in its \
            currency's decimals; currency=COL in --map, or --currency CODE, gives the rows' \
            currency, and a row not in the account's currency is refused.
            """
    )

    @Argument(help: ArgumentHelp("The CSV file to read.", valueName: "file.csv"))
    var file: String

    @OptionGroup var bank: BankImportOptions

    @OptionGroup var store: StoreOptions

    /// Imports the file and says how many items it held.
    func run() throws {
        if bank.isMapped {
            return try bank.run(file: file, store: store)
        }
        let count = try store.withStore { store in
            try store.ledger.importCSV(path: file, currency: try store.settings.currency())
        }
        print("Imported \(count) budget \(count == 1 ? "item" : "items").")
    }
}

/// `homebook budget export [--format csv|json] [--output FILE]`.
struct BudgetExportCommand: ParsableCommand {
    /// The export formats.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case csv
        case json
        case journal
    }

    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write every item (or the filtered ones) as CSV or JSON.",
        discussion: """
            Without --output the export goes to standard output. An output file must not \
            exist yet (homebook never overwrites a file, nor follows a symbolic link), may \
            not end in -wal, -shm or -journal, and is created private (0600).

            CSV cells are guarded against spreadsheet formulas: a cell that starts with \
            any number of apostrophes followed by =, +, -, @, a tab or a carriage return \
            gets one more apostrophe in front (=SUM(A1) is written '=SUM(A1)). Import \
            removes it again, so the export imports back exactly.
            """
    )

    @Option(
        help: "csv (importable again), json (with running balances) or journal (hledger, ledger)."
    )
    var format: Format = .csv

    @Option(
        help: ArgumentHelp("A new file to write instead of standard output.", valueName: "file")
    )
    var output: String?

    @OptionGroup var filter: BudgetFilterOptions

    @OptionGroup var store: StoreOptions

    /// Writes the export, removing a partial file if writing fails.
    func run() throws {
        let count = try store.withStore { store in
            let filter = try filter.filter(today: CalendarDate.today())
            return try OutputFile.writing(to: output) { destination in
                switch format {
                case .csv: try store.ledger.exportCSV(matching: filter, to: destination)
                case .json: try store.ledger.exportJSON(matching: filter, to: destination)
                case .journal:
                    try store.ledger.exportJournal(
                        matching: filter,
                        currency: try store.settings.currency(),
                        to: destination
                    )
                }
            }
        }
        reportExport(count, "budget item", "budget items", to: output)
    }
}
