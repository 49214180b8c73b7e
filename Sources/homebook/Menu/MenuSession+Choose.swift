import HomebookCore

extension MenuSession {
    /// Asks for one record by id, name, start of a name or search word
    /// (docs/manual.md#menu); several matches are listed, numbered, to pick from.
    ///
    /// - Returns: the record, or nil when the answer is empty (go back).
    func choose<Item>(
        _ prompt: String,
        lookup: (String) throws -> [Item],
        describe: (Item) -> String
    ) throws -> Item? {
        while true {
            let answer = try ask(prompt)
            if answer.trimmingWhitespace().isEmpty { return nil }
            let matches: [Item]
            do {
                matches = try lookup(answer)
            } catch {
                show(error)
                continue
            }
            switch matches.count {
            case 0:
                warn("Nothing matches \"\(DisplayText.singleLine(answer))\".")
            case 1:
                return matches[0]
            default:
                for (index, item) in matches.enumerated() {
                    say("\(index + 1)) \(describe(item))")
                }
                if let picked = try pick(from: matches) { return picked }
            }
        }
    }

    /// Asks for a number from the list just shown; nil when the answer is empty.
    private func pick<Item>(from matches: [Item]) throws(EndOfInput) -> Item? {
        try ask("Number (1-\(matches.count); Enter goes back):") { answer -> Item? in
            let text = answer.trimmingWhitespace()
            if text.isEmpty { return nil }
            guard let number = Int(text), matches.indices.contains(number - 1) else {
                throw MenuAnswerError(
                    "\"\(DisplayText.singleLine(text))\" is not in the list:"
                        + " type a number from 1 to \(matches.count)"
                )
            }
            return matches[number - 1]
        }
    }
}
