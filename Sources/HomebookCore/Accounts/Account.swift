/// A pot money is kept in (docs/manual.md#budget-accounts): a current account, savings, cash, a
/// card. Every budget item belongs to one; its amounts are in the account's currency.
public struct Account: Equatable, Sendable {
    /// The local id; 1 is the default account every item made before accounts is in.
    public let id: Int64
    /// The name, unique whatever the case of its letters.
    public var name: String
    /// The currency its amounts are in (the unnamed one until a base currency is named).
    public var currency: Currency
    /// The balance on the opening day, in minor units (negative for a card that owes).
    public var opening: Int64
    /// The opening day, when one was given.
    public var opened: CalendarDate?
    /// Whether it is closed: kept with its items, but takes no new ones.
    public var closed: Bool

    /// The id of the default account (migration 0034).
    public static let defaultID: Int64 = 1

    /// Creates an account value.
    public init(
        id: Int64,
        name: String,
        currency: Currency,
        opening: Int64 = 0,
        opened: CalendarDate? = nil,
        closed: Bool = false
    ) {
        self.id = id
        self.name = name
        self.currency = currency
        self.opening = opening
        self.opened = opened
        self.closed = closed
    }
}

/// An account with what it holds: its opening balance plus its income minus its expenses,
/// moved by its transfers.
public struct AccountBalance: Equatable, Sendable {
    /// The account.
    public let account: Account
    /// Income of its items, in minor units.
    public let income: Int64
    /// Expenses of its items, in minor units.
    public let expenses: Int64
    /// How many items it holds.
    public let count: Int64
    /// Opening + income − expenses + transfers in − transfers out, in minor units.
    public let balance: Int64
    /// What transfers brought in, in minor units (docs/manual.md#transfers).
    public var transfersIn: Int64 = 0
    /// What transfers took out, in minor units.
    public var transfersOut: Int64 = 0
}

/// Totals of one currency over every account in it: what `budget total` shows per currency.
public struct CurrencyTotals: Equatable, Sendable {
    /// The currency.
    public let currency: Currency
    /// Income, in minor units.
    public var income: Int64
    /// Expenses, in minor units.
    public var expenses: Int64
    /// The opening balances of its accounts, in minor units.
    public var openings: Int64
    /// How many items.
    public var count: Int64
    /// Savings: the sum of its accounts' balances.
    public var savings: Int64

    /// Creates totals, zero unless given.
    public init(
        currency: Currency,
        income: Int64 = 0,
        expenses: Int64 = 0,
        openings: Int64 = 0,
        count: Int64 = 0,
        savings: Int64 = 0
    ) {
        self.currency = currency
        self.income = income
        self.expenses = expenses
        self.openings = openings
        self.count = count
        self.savings = savings
    }
}

/// Why an account action was refused (docs/manual.md#budget-accounts); nothing was changed.
public enum AccountError: Error, Equatable, CustomStringConvertible, Sendable {
    /// No account has this name.
    case unknown(String, known: [String])
    /// Another account has this name (whatever the case).
    case nameTaken(String)
    /// The name is empty, too long or spans lines.
    case invalidName(String)
    /// The account is closed and takes no new items.
    case closed(String)
    /// The account is closed already.
    case alreadyClosed(String)
    /// `--on` without `--opening`.
    case dayWithoutOpening
    /// A balance or a total would leave 64 bits.
    case overflow(String)

    /// A one-line message.
    public var description: String {
        switch self {
        case .unknown(let name, let known):
            let list = known.map { "\"\(DisplayText.singleLine($0))\"" }.joined(separator: ", ")
            return "no account \"\(DisplayText.singleLine(name))\""
                + (list.isEmpty ? "" : "; the accounts are \(list)")
        case .nameTaken(let name):
            return "an account named \"\(DisplayText.singleLine(name))\" exists already"
        case .invalidName(let name):
            return "\"\(DisplayText.singleLine(name))\" is not an account name:"
                + " 1 to 100 characters on one line"
        case .closed(let name):
            return "the account \"\(DisplayText.singleLine(name))\" is closed"
        case .alreadyClosed(let name):
            return "the account \"\(DisplayText.singleLine(name))\" is closed already"
        case .dayWithoutOpening:
            return "--on gives the day of an opening balance: add --opening AMOUNT"
        case .overflow(let name):
            return "the balance of \"\(DisplayText.singleLine(name))\" would exceed 64 bits"
        }
    }
}
