internal import SQLiteWrapper

/// When a conversion values its amounts (docs/manual.md#currencies).
public enum Valuation: Equatable, Sendable {
    /// Every amount at the prices of one day.
    case on(CalendarDate)
    /// Each amount at the prices of its own day.
    case then

    /// Reads `then` or a date (`--at`); nil for anything else.
    public init?(_ text: String) {
        let text = text.quicklyTrimmed()
        if text.lowercased() == "then" {
            self = .then
        } else if let day = CalendarDate(iso: text) {
            self = .on(day)
        } else {
            return nil
        }
    }
}

/// Every price of a book in memory, to find the rate between two currencies on a day
/// (docs/manual.md#prices).
struct PriceBook {
    private struct Pair: Hashable {
        let from: String
        let to: String
    }

    /// Each pair's prices, oldest day first.
    private var prices: [Pair: [(day: CalendarDate, rate: Fraction)]] = [:]
    /// The base currency, the one hop a conversion may take; nil when unnamed.
    let base: String?

    /// Reads every price of the book.
    init(_ db: Database) throws {
        base = try db.cachedStatement("SELECT code FROM base_currency WHERE id = 1")
            .fetchOne()?.get(0)
        let rows = try db.cachedStatement(
            "SELECT day, from_code, to_code, numerator, denominator FROM prices ORDER BY day"
        )
        for row in try rows.fetchAll() {
            let price = try Prices.price(row)
            prices[Pair(from: price.from, to: price.to), default: []].append(
                (price.day, price.rate.fraction)
            )
        }
    }

    /// A book of these prices (tests).
    init(_ list: [Price], base: String?) {
        self.base = base
        for price in list.sorted(by: { $0.day < $1.day }) {
            prices[Pair(from: price.from, to: price.to), default: []].append(
                (price.day, price.rate.fraction)
            )
        }
    }

    /// How many units of `to` one `from` is worth on `day`: the latest price on or before
    /// it, else the inverse of the latest the other way, else one hop through the base
    /// currency (each leg found the same way); nil when there is none. Never 1 by default.
    func rate(from: String, to: String, on day: CalendarDate) throws(PriceError) -> Fraction? {
        if from == to { return Fraction(numerator: 1, denominator: 1) }
        if let direct = direct(from: from, to: to, on: day) { return direct }
        guard let base, from != base, to != base,
            let first = direct(from: from, to: base, on: day),
            let second = direct(from: base, to: to, on: day)
        else { return nil }
        return try first.multiplied(by: second)
    }

    /// The factor that turns minor units of `from` (with `fromDecimals`) into minor units
    /// of `to`: the rate times 10^(to's decimals − from's).
    func factor(
        from: Currency,
        to: Currency,
        on day: CalendarDate
    ) throws(PriceError) -> Fraction? {
        // The book's unnamed currency converts only into itself.
        if from.isUnnamed, to.isUnnamed { return Fraction(numerator: 1, denominator: 1) }
        guard !from.isUnnamed, !to.isUnnamed,
            let rate = try rate(from: from.code, to: to.code, on: day)
        else { return nil }
        return try rate.multiplied(by: Fraction.powerOfTen(to.decimals - from.decimals))
    }

    /// The latest price of the pair on or before `day`, else the inverse of the latest of
    /// the reverse pair.
    private func direct(from: String, to: String, on day: CalendarDate) -> Fraction? {
        if let rate = latest(Pair(from: from, to: to), on: day) { return rate }
        return latest(Pair(from: to, to: from), on: day)?.inverse
    }

    private func latest(_ pair: Pair, on day: CalendarDate) -> Fraction? {
        guard let list = prices[pair] else { return nil }
        // Binary search: the first price after `day`; the one before it counts.
        var (low, high) = (0, list.count)
        while low < high {
            let middle = (low + high) / 2
            if day < list[middle].day { high = middle } else { low = middle + 1 }
        }
        return low == 0 ? nil : list[low - 1].rate
    }
}
