/// Money moved from one account to another (docs/manual.md#transfers): neither income nor
/// expense, so no total, category report, target or savings total counts it; only the two
/// accounts' balances move. Between two currencies it carries both amounts, each in its
/// own currency's minor units.
public struct AccountTransfer: Equatable, Sendable {
    /// The local id; ids are never reused.
    public let id: Int64
    /// The day the money moved.
    public let date: CalendarDate
    /// The account the money left.
    public let from: Account
    /// The account the money reached.
    public let to: Account
    /// What left ``from``, in its currency's minor units (positive).
    public let fromAmount: Int64
    /// What reached ``to``, in its currency's minor units (positive).
    public let toAmount: Int64
    /// The note, if any.
    public let note: String?

    /// Creates a transfer as stored.
    public init(
        id: Int64,
        date: CalendarDate,
        from: Account,
        to: Account,
        fromAmount: Int64,
        toAmount: Int64,
        note: String? = nil
    ) {
        self.id = id
        self.date = date
        self.from = from
        self.to = to
        self.fromAmount = fromAmount
        self.toAmount = toAmount
        self.note = note
    }

    /// Whether the two accounts are in different currencies.
    public var isExchange: Bool { from.currency != to.currency }

    /// How the transfer moves account `id`'s balance: minus what left it, plus what reached
    /// it, in its minor units; 0 for another account.
    public func change(of id: Int64) -> Int64 {
        if id == from.id { return -fromAmount }
        if id == to.id { return toAmount }
        return 0
    }

    /// The price the two amounts imply, in ``to``'s currency per one unit of ``from``'s,
    /// computed exactly from the two integers (`0.857142… GBP/EUR`); nil within one
    /// currency.
    public var price: String? {
        guard isExchange else { return nil }
        return Self.price(
            fromAmount,
            from.currency,
            toAmount,
            to.currency
        )
    }

    /// `X TO/FROM`, X = (to ÷ 10^to.decimals) ÷ (from ÷ 10^from.decimals), written with at
    /// most ``priceDigits`` decimals and `…` when it does not end there. Integer arithmetic
    /// only: the fraction is `to · 10^df` over `from · 10^dt`, long-divided digit by digit.
    static func price(
        _ from: Int64,
        _ fromCurrency: Currency,
        _ to: Int64,
        _ toCurrency: Currency
    )
        -> String
    {
        let numerator = UInt128(to.magnitude) * power(fromCurrency.decimals)
        let denominator = UInt128(from.magnitude) * power(toCurrency.decimals)
        guard denominator > 0 else { return "?" }
        var text = String(numerator / denominator)
        var rest = numerator % denominator
        var decimals: [UInt8] = []
        while rest != 0, decimals.count < priceDigits {
            rest *= 10
            decimals.append(UInt8(ascii: "0") + UInt8(rest / denominator))
            rest %= denominator
        }
        if !decimals.isEmpty { text += "." + String(decoding: decimals, as: UTF8.self) }
        if rest != 0 { text += "…" }
        return text + " " + name(toCurrency) + "/" + name(fromCurrency)
    }

    /// Decimals a price is shown with before `…`.
    static let priceDigits = 6

    private static func power(_ exponent: Int) -> UInt128 {
        var value: UInt128 = 1
        for _ in 0..<exponent { value *= 10 }
        return value
    }

    /// A currency as a price names it: its code, or its symbol while it is the unnamed one.
    private static func name(_ currency: Currency) -> String {
        currency.isUnnamed ? (currency.symbol ?? "") : currency.code
    }
}

/// Why a transfer was refused (docs/manual.md#transfers); nothing was changed.
public enum TransferError: Error, Equatable, CustomStringConvertible, Sendable {
    /// FROM and TO are one account.
    case sameAccount(String)
    /// An account is unknown or closed.
    case account(AccountError)
    /// An amount is not one in its account's currency.
    case amount(CurrencyError)
    /// An amount is zero.
    case zeroAmount
    /// The accounts' currencies differ and no amount for TO was given.
    case toAmountNeeded(from: String, to: String)
    /// Both accounts are in one currency, and the amount for TO differs from FROM's.
    case toAmountDiffers(String)
    /// The day could not be read.
    case date(LedgerError)
    /// No transfer has this id.
    case notFound(Int64)
    /// The text typed as a transfer id is not one.
    case invalidID(String)
    /// A balance would leave 64 bits.
    case overflow(String)

    /// A one-line message.
    public var description: String {
        switch self {
        case .sameAccount(let name):
            return "a transfer moves money between two accounts: both are"
                + " \"\(DisplayText.singleLine(name))\""
        case .account(let error): return error.description
        case .amount(let error): return error.description
        case .zeroAmount: return "a transfer moves more than 0"
        case .toAmountNeeded(let from, let to):
            return "\(DisplayText.singleLine(from)) and \(DisplayText.singleLine(to)) differ:"
                + " give what arrived with --to-amount AMOUNT"
        case .toAmountDiffers(let currency):
            return "both accounts are in \(DisplayText.singleLine(currency)):"
                + " what arrives is what left, so leave --to-amount out"
        case .date(let error): return error.description
        case .notFound(let id):
            return "no transfer has id \(id) (budget transfer list shows them)"
        case .invalidID(let text):
            return "\"\(DisplayText.singleLine(text))\" is not a transfer id (a whole number)"
        case .overflow(let name):
            return "the balance of \"\(DisplayText.singleLine(name))\" would exceed 64 bits"
        }
    }
}
