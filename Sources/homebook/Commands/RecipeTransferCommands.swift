import ArgumentParser
import HomebookCore

/// `homebook recipe import FILE…`: recipes from other apps, all of them or none.
struct RecipeImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import recipes from schema.org JSON-LD, HTML pages, Paprika or Cooklang.",
        discussion: """
            Reads .json (schema.org Recipe JSON-LD: one object, a list or a @graph), .html \
            pages that embed it, Paprika exports (.paprikarecipes) and Cooklang (.cook). \
            Any unreadable file or recipe refuses the whole import; a recipe whose name and \
            ingredients are already in the book is skipped and named.
            """
    )

    @Argument(help: ArgumentHelp("The files to read.", valueName: "file"))
    var files: [String]

    @OptionGroup var store: StoreOptions

    func validate() throws {
        if files.isEmpty { throw ValidationError("Give at least one file to import.") }
    }

    /// Imports the files and says what was added and skipped.
    func run() throws {
        let result = try store.withStore {
            try $0.recipes.importFiles(files, today: CalendarDate.today())
        }
        print(
            "Imported \(result.imported) \(result.imported == 1 ? "recipe" : "recipes"),"
                + " skipped \(result.skipped.count) already present."
        )
        for name in result.skipped {
            print("Skipped: \(DisplayText.singleLine(name))")
        }
    }
}

/// `homebook recipe export [--format json-ld|cooklang|paprika] [--output PATH]`.
struct RecipeExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write every recipe as schema.org JSON-LD, Cooklang or a Paprika archive.",
        discussion: """
            json-ld writes one JSON list of Recipe objects (to a new file with --output). \
            cooklang with --output writes one .cook file per recipe into that folder; \
            without it, every recipe goes to standard output, each starting with >> title:. \
            paprika writes one .paprikarecipes archive, which Paprika imports, to the new \
            file --output names.
            """
    )

    @Option(help: "json-ld, cooklang or paprika.")
    var format: RecipeExportFormat = .jsonLD

    @Option(
        help: ArgumentHelp(
            "A new file (json-ld, paprika) or a folder (cooklang).",
            valueName: "path"
        )
    )
    var output: String?

    @OptionGroup var store: StoreOptions

    /// Writes the export, removing a partial file if writing fails.
    func validate() throws {
        if format.isBinary && output == nil {
            throw ValidationError(
                "paprika writes a binary archive: name a new file with --output"
                    + " (recipes.paprikarecipes)"
            )
        }
    }

    func run() throws {
        let count = try store.withStore { store -> Int in
            if format == .cooklang, let output {
                return try store.recipes.exportCooklang(folder: output).count
            }
            return try OutputFile.writing(to: output) { try store.recipes.export(format, to: $0) }
        }
        reportExport(count, "recipe", "recipes", to: output)
    }
}

extension RecipeExportFormat: ExpressibleByArgument {}
