import HomebookCore

extension BudgetMenuActions {
    /// `i`: imports a homebook CSV, or a bank's CSV through a saved mapping
    /// (docs/manual.md#interchange); all rows or none.
    func importFile() throws {
        let path = try session.ask("CSV file to import (Enter goes back):")
        guard !path.trimmingWhitespace().isEmpty else { return }
        let ledger = session.store.ledger
        let currency = try self.currency()
        var mapping: BankMapping?
        let names = try ledger.savedMappingNames()
        if !names.isEmpty {
            let list = names.map(DisplayText.singleLine).joined(separator: ", ")
            mapping = try session.ask("Bank mapping (\(list); Enter: a homebook CSV):") { answer in
                answer.trimmingWhitespace().isEmpty ? nil : try ledger.savedMapping(answer)
            }
        }
        let account = try mapping == nil ? nil : askImportAccount()
        // The count is cleared before any result or error, so neither lands beside it.
        let progress = session.rowCounter()
        let summary: String
        do {
            if let mapping {
                let result = try ledger.importBankCSV(
                    path: path,
                    mapping: mapping,
                    currency: currency,
                    account: account,
                    progress: progress
                )
                summary =
                    "Imported \(result.imported), skipped \(result.skipped) already imported"
                    + result.matchedText + "."
            } else {
                let count = try ledger.importCSV(path: path, currency: currency, progress: progress)
                summary = "Imported \(count) budget \(count == 1 ? "item" : "items")."
            }
        } catch {
            session.clearRowCounter()
            throw error
        }
        session.clearRowCounter()
        session.say(summary)
    }

    /// The account a bank statement goes into, asked when the book has more than one
    /// (docs/manual.md#interchange): nil for the default account.
    private func askImportAccount() throws -> String? {
        let accounts = session.store.accounts
        let open = try accounts.list().filter { !$0.account.closed }.map(\.account)
        guard open.count > 1 else { return nil }
        let list = open.map { DisplayText.singleLine($0.name) }.joined(separator: ", ")
        let first = DisplayText.singleLine(open[0].name)
        return try session.ask("Account (\(list); Enter: \(first)):") { answer in
            let name = answer.trimmingWhitespace()
            return name.isEmpty ? nil : try accounts.get(name).name
        }
    }

    /// `x`: writes every item to a new file as CSV, JSON or an hledger/ledger journal.
    func export() throws {
        let path = try session.ask("New file to write (Enter goes back):")
        guard !path.trimmingWhitespace().isEmpty else { return }
        let format = try session.ask("Format (csv, json or journal) [csv]:") { answer in
            let text = answer.trimmingWhitespace().lowercased()
            guard text.isEmpty || ["csv", "json", "journal"].contains(text) else {
                throw MenuAnswerError("type csv, json or journal, or press Enter for csv")
            }
            return text.isEmpty ? "csv" : text
        }
        let ledger = session.store.ledger
        let currency = try self.currency()
        let count = try session.export(to: path) { file in
            switch format {
            case "json": try ledger.exportJSON(to: file)
            case "journal": try ledger.exportJournal(currency: currency, to: file)
            default: try ledger.exportCSV(to: file)
            }
        }
        session.say(
            "Exported \(count) budget \(count == 1 ? "item" : "items")"
                + " to \(DisplayText.singleLine(path))."
        )
    }
}
