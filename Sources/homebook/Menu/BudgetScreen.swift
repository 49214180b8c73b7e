import HomebookCore

/// The budget screen (SPEC §9): add, list, total, report, edit and delete ledger items.
struct BudgetScreen: MenuScreen {
    let key: Character = "b"
    let title = "Budget"

    /// How many items the list shows: the newest ones, so the screen stays readable and
    /// the list never scans the whole ledger.
    static let listLimit = 20

    /// Runs the budget menu until `b` goes back.
    func run(_ session: MenuSession) throws(EndOfInput) {
        let items = [
            MenuItem(key: "a", label: "Add") { try add(session) },
            MenuItem(key: "l", label: "List") { try list(session) },
            MenuItem(key: "t", label: "Total") { try total(session) },
            MenuItem(key: "r", label: "Report") { try report(session) },
            MenuItem(key: "e", label: "Edit") { try edit(session) },
            MenuItem(key: "d", label: "Delete") { try delete(session) },
        ]
        try MenuLoop(session: session, title: title, items: items, exitKey: "b", exitLabel: "Back")
            .run()
    }

    /// Asks for an item id and reads the item; nil when the answer is empty (go back).
    func askItem(_ session: MenuSession) throws -> LedgerItem? {
        let id = try session.ask("Item id (empty = back):") { answer -> Int64? in
            let text = answer.trimmingWhitespace()
            if text.isEmpty { return nil }
            guard let id = Int64(text), id > 0 else { throw BudgetMenuError.notAnId(text) }
            return id
        }
        guard let id else { return nil }
        return try session.store.ledger.item(id: id)
    }

    /// Reads `i`/`income` or `e`/`expense`; nil for an empty answer when `allowsEmpty`.
    static func parseKind(_ answer: String, allowsEmpty: Bool) throws -> LedgerKind? {
        switch answer.trimmingWhitespace().lowercased() {
        case "" where allowsEmpty: return nil
        case "i", "income": return .income
        case "e", "expense": return .expense
        default: throw BudgetMenuError.notAKind(answer)
        }
    }

    /// Says why an invalid amount was recorded as 0.00, right after it was typed.
    static func announce(_ parsed: AmountInput, _ session: MenuSession) {
        if let warning = parsed.warning {
            session.warn("Warning: \(warning)")
        }
    }
}

/// A menu answer that cannot be used; the question is asked again.
enum BudgetMenuError: Error, CustomStringConvertible {
    case notAnId(String)
    case notAKind(String)

    var description: String {
        switch self {
        case .notAnId(let text):
            return
                "\"\(DisplayText.singleLine(text))\" is not an item id: type a number from the list"
        case .notAKind(let text):
            return
                "\"\(DisplayText.singleLine(text))\" is not a kind: type i (income) or e (expense)"
        }
    }
}
