import HomebookCore

/// One import or export the Transfer screen offers, each one core call
/// (docs/manual.md#interchange).
enum TransferAction: Equatable {
    /// homebook's own budget CSV.
    case importBudget
    /// A bank's CSV through the saved mapping of this name.
    case importBank(mapping: String)
    /// The budget as csv, json or journal.
    case exportBudget(format: String)
    /// Recipe files: JSON-LD, HTML, Paprika, Cooklang (one or more paths).
    case importRecipes
    /// Every recipe as json-ld, cooklang or a Paprika archive.
    case exportRecipes(format: RecipeExportFormat)

    /// The actions, with one bank import per saved mapping.
    static func all(mappings: [String]) -> [TransferAction] {
        [.importBudget] + mappings.map { .importBank(mapping: $0) }
            + ["csv", "json", "journal"].map { .exportBudget(format: $0) }
            + [.importRecipes] + RecipeExportFormat.allCases.map { .exportRecipes(format: $0) }
    }

    /// The row of the list.
    var label: String {
        switch self {
        case .importBudget: return "Import budget items (homebook CSV)"
        case .importBank(let name):
            return "Import a bank statement (mapping “\(DisplayText.singleLine(name))”)"
        case .exportBudget(let format): return "Export the budget as \(format)"
        case .importRecipes: return "Import recipes (JSON-LD, web page, Paprika, Cooklang)"
        case .exportRecipes(let format): return "Export every recipe as \(format.rawValue)"
        }
    }

    /// The row of the list, a bank import naming the account it goes into when the book has
    /// several (docs/manual.md#interchange).
    func label(account: String?) -> String {
        guard case .importBank = self, let account else { return label }
        return label + " into " + DisplayText.singleLine(account)
    }

    /// Whether it reads files (else it writes a new one).
    var imports: Bool {
        switch self {
        case .importBudget, .importBank, .importRecipes: return true
        case .exportBudget, .exportRecipes: return false
        }
    }

    /// The path offered in the prompt.
    var suggestedPath: String {
        switch self {
        case .importBudget, .importBank, .importRecipes: return ""
        case .exportBudget(let format): return "~/homebook." + format
        case .exportRecipes(let format):
            switch format {
            case .jsonLD: return "~/recipes.json"
            case .cooklang: return "~/recipes.cook"
            case .paprika: return "~/recipes.paprikarecipes"
            }
        }
    }

    /// Runs the action on `path` (for recipe imports: several paths, see
    /// `TypedPaths.split`) and says what happened, or the core's refusal.
    /// A bank import goes into `account` (the default account when nil).
    func run(_ path: String, store: HomebookStore, account: String? = nil) -> String {
        do {
            return try perform(path, store: store, account: account)
        } catch {
            // The core's message may list several lines (every bad row): they stay lines.
            return (imports ? "not imported: " : "not exported: ")
                + DisplayText.sanitized("\(error)")
        }
    }

    private func perform(
        _ path: String,
        store: HomebookStore,
        account: String?
    ) throws -> String {
        let currency = try store.settings.currency()
        switch self {
        case .importBudget:
            let count = try store.ledger.importCSV(path: path, currency: currency)
            return "imported \(Self.items(count)) (u undoes)"
        case .importBank(let name):
            let mapping = try store.ledger.savedMapping(name)
            let result = try store.ledger.importBankCSV(
                path: path,
                mapping: mapping,
                currency: currency,
                account: account
            )
            return "imported \(Self.items(result.imported)), \(result.skipped) already there"
                + " skipped" + result.matchedText + " (u undoes)"
        case .importRecipes:
            let result = try store.recipes.importFiles(TypedPaths.split(path), today: .today())
            let skipped = result.skipped.isEmpty ? "" : ", \(result.skipped.count) already there"
            return "imported \(result.imported) \(result.imported == 1 ? "recipe" : "recipes")"
                + skipped + " (u undoes)"
        case .exportBudget(let format):
            let count = try Self.write(path) { file in
                switch format {
                case "json": return try store.ledger.exportJSON(to: file)
                case "journal": return try store.ledger.exportJournal(currency: currency, to: file)
                default: return try store.ledger.exportCSV(to: file)
                }
            }
            return "exported \(Self.items(count)) to " + DisplayText.singleLine(path)
        case .exportRecipes(let format):
            let count = try Self.write(path) { try store.recipes.export(format, to: $0) }
            return "exported \(count) \(count == 1 ? "recipe" : "recipes") to "
                + DisplayText.singleLine(path)
        }
    }

    /// Writes a new private file through the core's one rule (an existing file is refused,
    /// a partial one removed when writing fails).
    private static func write(_ path: String, _ body: (OutputFile) throws -> Int) throws -> Int {
        try OutputFile.writing(to: path, body)
    }

    private static func items(_ count: Int) -> String {
        "\(count) \(count == 1 ? "item" : "items")"
    }
}
