import HomebookCore

extension RecipesMenuActions {
    /// `i`: imports one or more files (JSON-LD, an HTML page, Paprika, Cooklang;
    /// docs/manual.md#interchange): all of them, or none.
    func importFiles() throws {
        let first = try session.ask("Recipe file to import (Enter goes back):")
        guard !first.trimmingWhitespace().isEmpty else { return }
        var paths = [first]
        while true {
            let next = try session.ask("Another file (Enter imports):")
            if next.trimmingWhitespace().isEmpty { break }
            paths.append(next)
        }
        let result = try book.importFiles(paths, today: session.today())
        session.say(
            "Imported \(result.imported) \(result.imported == 1 ? "recipe" : "recipes"),"
                + " skipped \(result.skipped.count) already present."
        )
        for name in result.skipped {
            session.say("Skipped: \(DisplayText.singleLine(name))")
        }
    }

    /// `x`: writes every recipe as schema.org JSON-LD or a Paprika archive (one new file),
    /// or Cooklang (one `.cook` file per recipe in a folder).
    func export() throws {
        let format = try session.ask("Format (json-ld, cooklang or paprika; Enter goes back):") {
            answer in
            let text = answer.trimmingWhitespace().lowercased()
            if text.isEmpty { return RecipeExportFormat?.none }
            guard let format = RecipeExportFormat(rawValue: text) else {
                throw MenuAnswerError(
                    "type json-ld, cooklang or paprika, or press Enter to go back"
                )
            }
            return format
        }
        guard let format else { return }
        let prompt =
            format == .cooklang ? "Folder for the .cook files (created):" : "New file to write:"
        let path = try session.ask(prompt)
        guard !path.trimmingWhitespace().isEmpty else {
            session.say("Nothing exported.")
            return
        }
        let count =
            format == .cooklang
            ? try book.exportCooklang(folder: path).count
            : try session.export(to: path) { try book.export(format, to: $0) }
        session.say(
            "Exported \(count) \(count == 1 ? "recipe" : "recipes")"
                + " to \(DisplayText.singleLine(path))."
        )
    }
}
