import HomebookCore

/// How conversions are laid out for people, the same in the menu and on the command line.
enum ConversionText {
    /// The input on one line, then every result indented with the numbers right-aligned:
    /// `100 °C`, `  100.00 °C`, `  212.00 °F`, `  373.15 K`.
    static func lines(_ conversion: Conversion) -> [String] {
        // Stones read "11 st 8 lb": its "lb" sits in the unit column so the numbers align.
        let cells = conversion.results.map { result -> (number: String, unit: String) in
            if result.unit == .stone, result.text.hasSuffix(" lb") {
                return (String(result.text.dropLast(3)), "lb")
            }
            return (result.text, result.unit.symbol)
        }
        let width = cells.map(\.number.count).max() ?? 0
        let results = cells.map { cell in
            "  " + String(repeating: " ", count: width - cell.number.count) + cell.number + " "
                + cell.unit
        }
        return [conversion.input.description] + results
    }

    /// Each saved conversion as its time and input, then its results; a blank line between.
    static func history(_ entries: [HistoryEntry]) -> [String] {
        var output: [String] = []
        for (index, entry) in entries.enumerated() {
            if index > 0 { output.append("") }
            var block = lines(entry.conversion)
            block[0] = DisplayText.singleLine(entry.saved.savedAt) + "  " + block[0]
            output += block
        }
        return output
    }
}
