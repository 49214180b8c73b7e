import ArgumentParser
import HomebookCore

/// `homebook budget transfer FROM TO AMOUNT …` and `budget transfer list|edit|delete`: money
/// moved between accounts (docs/manual.md#transfers).
struct BudgetMoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "transfer",
        abstract: "Move money between two accounts: neither income nor expense.",
        subcommands: [
            BudgetMoveAddCommand.self, BudgetMoveListCommand.self, BudgetMoveEditCommand.self,
            BudgetMoveDeleteCommand.self,
        ],
        defaultSubcommand: BudgetMoveAddCommand.self
    )
}

/// `homebook budget transfer [add] FROM TO AMOUNT [--to-amount A] [--date D] [--note N]`.
struct BudgetMoveAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Move AMOUNT from account FROM to account TO (undo with `homebook undo`).",
        discussion: """
            AMOUNT is in FROM's currency. When TO's currency differs, --to-amount gives what \
            arrived, in TO's currency; the price the two imply is shown. No total, category \
            report or target counts a transfer; the two balances move.
            """
    )

    @Argument(help: "The account the money leaves.")
    var from: String

    @Argument(help: "The account the money reaches.")
    var to: String

    @Argument(help: "What left FROM, in its currency.")
    var amount: String

    @OptionGroup var fields: BudgetMoveFieldOptions

    @OptionGroup var store: StoreOptions

    /// Saves the transfer through the transfer form and prints what moved and its id.
    func run() throws {
        let saved = try store.withStore {
            try FormOptions.save(
                TransferForm(store: $0, today: CalendarDate.today()),
                Self.given([("from", from), ("to", to), ("amount", amount)]) + fields.options
            )
        }
        print("Transfer \(saved.id ?? 0): \(saved.note)")
    }
}

/// `--to-amount`, `--date`, `--note`: shared by adding and editing a transfer.
struct BudgetMoveFieldOptions: ParsableArguments {
    @Option(help: "What arrived in TO, in its currency (required when the currencies differ).")
    var toAmount: String?

    @Option(help: "The day: YYYY-MM-DD, today or yesterday (default today).")
    var date: String?

    @Option(help: "A note.")
    var note: String?

    /// The given options as the transfer form's keys and texts.
    var options: [(key: String, text: String)] {
        BudgetMoveAddCommand.given([("to-amount", toAmount), ("date", date), ("note", note)])
    }
}

extension BudgetMoveAddCommand {
    /// The fields that were given, as the form's keys and texts.
    static func given(_ fields: [(String, String?)]) -> [(key: String, text: String)] {
        var given: [(key: String, text: String)] = []
        for (key, text) in fields {
            if let text { given.append((key: key, text: text)) }
        }
        return given
    }
}

/// `homebook budget transfer list [--from D] [--to D] [--account NAME] [--json]`.
struct BudgetMoveListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List transfers oldest first, with the price of each between currencies."
    )

    @Option(help: "The first day shown: YYYY-MM-DD, today or yesterday.")
    var from: String?

    @Option(help: "The last day shown: YYYY-MM-DD, today or yesterday.")
    var to: String?

    @Option(help: "Only transfers into or out of this account.")
    var account: String?

    @Flag(help: "JSON: one transfer object per line, amounts as strings.")
    var json = false

    @OptionGroup var store: StoreOptions

    func run() throws {
        try store.withStore { store in
            let filter = try LedgerInput.filter(
                from: from,
                to: to,
                kind: nil,
                category: nil,
                today: CalendarDate.today()
            )
            let accountID = try account.map { try store.accounts.get($0).id }
            let transfers = try store.transfers.list(
                from: filter.from,
                to: filter.to,
                account: accountID
            )
            if json {
                SystemIO.printUTF8(JSONValue.renderLinesUTF8(transfers.map(\.json)))
                return
            }
            let decimalComma = try store.settings.decimalComma()
            print(TransferText.table(transfers, decimalComma: decimalComma))
        }
    }
}

/// `homebook budget transfer edit ID [--from A] [--to A] [--amount X] [--to-amount Y] …`.
struct BudgetMoveEditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit",
        abstract: "Change a transfer; fields not given stay as they are."
    )

    @Argument(help: "The transfer's id, as `budget transfer list` shows it.")
    var id: String

    @Option(name: .customLong("from"), help: "The account the money leaves.")
    var fromAccount: String?

    @Option(name: .customLong("to"), help: "The account the money reaches.")
    var toAccount: String?

    @Option(help: "What left FROM, in its currency.")
    var amount: String?

    @OptionGroup var fields: BudgetMoveFieldOptions

    @OptionGroup var store: StoreOptions

    func run() throws {
        let saved = try store.withStore { store in
            let transfer = try store.transfers.get(try Transfers.id(id))
            let options =
                BudgetMoveAddCommand.given([
                    ("from", fromAccount), ("to", toAccount), ("amount", amount),
                ]) + fields.options
            return try FormOptions.save(
                TransferForm(store: store, editing: transfer, today: CalendarDate.today()),
                options
            )
        }
        print("Saved transfer \(saved.id ?? 0)")
    }
}

/// `homebook budget transfer delete ID`.
struct BudgetMoveDeleteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete",
        abstract: "Delete a transfer (undo with `homebook undo`)."
    )

    @Argument(help: "The transfer's id, as `budget transfer list` shows it.")
    var id: String

    @OptionGroup var store: StoreOptions

    func run() throws {
        let deleted = try store.withStore { try $0.transfers.delete(try Transfers.id(id)) }
        print("Deleted transfer \(deleted.id)")
    }
}
