import ArgumentParser
import HomebookCore

/// The options of `budget import` that read a bank's own CSV through a mapping
/// (docs/manual.md#interchange).
struct BankImportOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Columns of a bank's CSV (date=COL,name=COL,amount=COL or debit=COL,credit=COL),"
                + " or the name of a saved mapping.",
            valueName: "map"
        )
    )
    var map: String?

    @Option(help: ArgumentHelp("How dates are written, e.g. %d/%m/%Y.", valueName: "format"))
    var dateFormat: String?

    @Flag(help: "Amounts use a decimal comma (1.234,56).")
    var decimalComma = false

    @Option(help: ArgumentHelp("The field separator: one character, or tab.", valueName: "char"))
    var delimiter: String?

    @Option(help: ArgumentHelp("A column whose text becomes the category.", valueName: "col"))
    var categoryFrom: String?

    @Option(help: ArgumentHelp("Lines before the header to skip.", valueName: "n"))
    var skipLines: Int?

    @Flag(help: "The file has no header line: every line is data, columns by number.")
    var noHeader = false

    @Flag(help: "Read amounts with the opposite sign (a card that shows payments as positive).")
    var negate = false

    @Option(
        help: ArgumentHelp(
            "The file's encoding: utf-8 (the default), windows-1252 or iso-8859-1.",
            valueName: "name"
        )
    )
    var encoding: String?

    @Option(
        help: ArgumentHelp(
            "The account the statement goes into (the default account when not given).",
            valueName: "name"
        )
    )
    var account: String?

    @Option(
        help: ArgumentHelp(
            "The currency every row is in (kept with a saved mapping); a currency=COL column"
                + " in --map gives each row's instead.",
            valueName: "code"
        )
    )
    var currency: String?

    @Option(help: ArgumentHelp("Save this mapping under a name.", valueName: "name"))
    var saveMap: String?

    /// Whether any mapping option was given (otherwise the file is homebook's own CSV).
    var isMapped: Bool {
        map != nil || dateFormat != nil || decimalComma || delimiter != nil
            || categoryFrom != nil || skipLines != nil || saveMap != nil || noHeader || negate
            || encoding != nil || account != nil || currency != nil
    }

    func validate() throws {
        if isMapped, map == nil {
            throw ValidationError("--map is needed with the bank options.")
        }
        if let skipLines, skipLines < 0 {
            throw ValidationError("--skip-lines must be 0 or more.")
        }
    }

    /// The mapping: a saved one (when --map holds no `=`) with the options given on top.
    private func mapping(_ ledger: Ledger) throws -> BankMapping {
        let text = map ?? ""
        var mapping =
            text.contains("=") ? try BankMapping(columns: text) : try ledger.savedMapping(text)
        if let dateFormat { mapping.dateFormat = try BankDateFormat(dateFormat) }
        if decimalComma { mapping.decimalComma = true }
        if let delimiter { mapping.delimiter = try BankMapping.delimiter(delimiter) }
        if let categoryFrom {
            guard let column = BankColumn(categoryFrom) else {
                throw ValidationError("--category-from needs a column name or number.")
            }
            mapping.category = column
        }
        if let skipLines { mapping.skipLines = skipLines }
        if noHeader { mapping.hasHeader = false }
        if negate { mapping.negate = true }
        if let encoding { mapping.encoding = try BankEncoding(name: encoding) }
        if let currency { mapping.currency = currency }
        return mapping
    }

    /// Imports `file` through the mapping, saving it too when asked, and reports.
    func run(file: String, store: StoreOptions) throws {
        let result = try store.withStore { store in
            let mapping = try mapping(store.ledger)
            // The mapping is saved with the import: one change, undone as one.
            return try store.ledger.importBankCSV(
                path: file,
                mapping: mapping,
                currency: try store.settings.currency(),
                account: account,
                savingAs: saveMap
            )
        }
        if let text = result.headerDateText {
            print(
                "The first line was read as the header (its date column holds \""
                    + DisplayText.singleLine(text) + "\"); give --no-header if it is data."
            )
        }
        if result.firstLineIsData {
            print(
                "The first line holds a date in the date column, so it was read as data (no header)."
            )
        }
        print(
            "Imported \(result.imported), skipped \(result.skipped) already imported"
                + result.matchedText + "."
        )
    }
}
