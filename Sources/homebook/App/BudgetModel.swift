import HomebookCore
import TerminalUI

/// What the Budget screens show of the ledger, as a value: the stored totals, the filter, the
/// categories in use, and a window of rows around the visible ones.
///
/// The list loads the rows it will show (``load(_:)``) when a key moved it or the data
/// changed, before the frame is drawn; drawing only reads ``entries(in:)``. However large the
/// ledger, at most ``cacheLimit`` rows are held (docs/manual.md#budget).
struct BudgetModel {
    let ledger: Ledger
    /// The currency symbol amounts are shown with.
    let currency: String
    /// How rows show money: each amount in its account's currency, the balance only while
    /// one currency is in use (docs/manual.md#budget-accounts).
    private(set) var money: ItemMoneyFormat
    /// The stored totals (one row read, never a scan).
    private(set) var totals = LedgerTotals.empty
    /// Savings per currency once several are in use (docs/manual.md#budget-accounts); nil
    /// while the book reads as before accounts.
    private(set) var perCurrency: [CurrencyTotals]?
    /// The filter the list shows.
    private(set) var filter = LedgerFilter()
    /// How many items the filter shows.
    private(set) var count = 0
    /// The sums of what the filter shows; nil when there is no filter.
    private(set) var shownSum: LedgerSum?
    /// The same per currency once several are in use (never one sum across them); nil
    /// without a filter or in a book of one currency.
    private(set) var shownPerCurrency: [CurrencyTotals]?
    /// The categories in use, for the filter's completion, once ``loadCategories()`` read
    /// them (when the filter opens; the item form reads its own).
    var categories: [String] { loadedCategories ?? [] }
    private var loadedCategories: [String]?
    /// The repeating items' next days within a month, the first few (docs/manual.md#schedules).
    private(set) var upcoming: [ScheduleOccurrence] = []
    private let schedules: LedgerSchedules
    private let today: () -> CalendarDate
    /// The last problem reading the ledger, if any.
    private(set) var problem: String?
    /// How many rows were read from the ledger so far (what the tests watch).
    private(set) var rowsRead = 0

    /// The loaded window: `cache[i]` is row `cacheStart + i`.
    private var cacheStart = 0
    private var cache: [LedgerEntry] = []
    /// The most rows kept loaded: a few screens, whatever the ledger's size.
    private static let cacheLimit = 600

    /// How the core reads typed amounts: the currency symbol (unneutralised; shown through
    /// `currency`) and the decimal mark.
    let amountStyle: AmountStyle

    init(store: HomebookStore, today: @escaping () -> CalendarDate = CalendarDate.today) {
        ledger = store.ledger
        schedules = store.schedules
        self.today = today
        amountStyle = (try? store.settings.amountStyle()) ?? AmountStyle(currency: "")
        currency = DisplayText.singleLine(amountStyle.currency)
        money = ItemMoneyFormat(symbol: currency)
        reload()
    }

    /// Shows `filter` from now on.
    mutating func apply(_ filter: LedgerFilter) {
        guard filter != self.filter else { return }
        self.filter = filter
        reload()
    }

    /// Reads the categories in use, unless they are loaded.
    mutating func loadCategories() {
        guard loadedCategories == nil else { return }
        loadedCategories = (try? ledger.categories()) ?? []
    }

    /// Reads the totals and the count afresh (and the categories, when they were loaded) and
    /// forgets the loaded rows.
    mutating func reload() {
        do {
            totals = try ledger.totals()
            perCurrency = try ledger.totalsPerCurrency(nil)
            money = ItemMoneyFormat(
                try ledger.listingMoney(),
                decimalComma: amountStyle.decimalComma
            )
            count = try ledger.count(matching: filter)
            shownSum = filter == LedgerFilter() ? nil : try ledger.sum(LedgerQuery(filter))
            shownPerCurrency =
                shownSum == nil || perCurrency == nil
                ? nil : try ledger.totalsPerCurrency(LedgerQuery(filter))
            let day = today()
            upcoming = Array(try schedules.upcoming(from: day, to: day.adding(days: 30)).prefix(3))
            problem = nil
        } catch {
            problem = "could not read the ledger: \(error)"
            count = 0
        }
        if loadedCategories != nil {
            loadedCategories = nil
            loadCategories()
        }
        cache = []
        cacheStart = 0
    }

    /// The loaded entries of rows `range` (those not loaded are left out).
    func entries(in range: Range<Int>) -> [LedgerEntry] {
        let lower = max(0, range.lowerBound - cacheStart)
        let upper = min(cache.count, range.upperBound - cacheStart)
        guard lower < upper else { return [] }
        return Array(cache[lower..<upper])
    }

    /// The entry of one row, read from the ledger if it is not loaded.
    mutating func entry(at row: Int) -> LedgerEntry? {
        load(row..<(row + 1))
        return entries(in: row..<(row + 1)).first
    }

    /// Makes the rows of `range` loaded, reading only those missing.
    mutating func load(_ range: Range<Int>) {
        let range = range.clamped(to: 0..<count)
        guard !range.isEmpty else { return }
        extend(range)
        if range.lowerBound < cacheStart || range.upperBound > cacheStart + cache.count {
            // The window grew past what was loaded (a resize): read it afresh.
            cache = []
            extend(range)
        }
    }

    /// Loads `range`, reading from the nearest known place: the loaded window's edge, the
    /// newest item or the oldest one.
    private mutating func extend(_ range: Range<Int>) {
        let cacheEnd = cacheStart + cache.count
        if !cache.isEmpty, range.lowerBound >= cacheStart, range.upperBound <= cacheEnd { return }
        do {
            // Each way is priced by how many rows it walks over before the window.
            let fromEnd = count - range.upperBound
            let fromStart = range.lowerBound
            let belowCache = cache.isEmpty ? Int.max : cacheStart - range.upperBound
            let aboveCache = cache.isEmpty ? Int.max : range.lowerBound - cacheEnd
            if !cache.isEmpty, range.lowerBound < cacheStart, belowCache < min(fromEnd, fromStart) {
                let upper = min(range.upperBound, cacheStart)
                let older = try read(
                    .older,
                    from: cache.first,
                    skipping: max(0, belowCache),
                    limit: upper - range.lowerBound
                )
                keep(older, at: range.lowerBound)
            } else if !cache.isEmpty, range.upperBound > cacheEnd,
                aboveCache < min(fromEnd, fromStart)
            {
                let lower = max(range.lowerBound, cacheEnd)
                let newer = try read(
                    .newer,
                    from: cache.last,
                    skipping: max(0, aboveCache),
                    limit: range.upperBound - lower
                )
                keep(newer, at: lower)
            } else if fromEnd <= fromStart {
                cache = try read(.older, from: nil, skipping: fromEnd, limit: range.count)
                cacheStart = range.lowerBound
            } else {
                cache = try read(.newer, from: nil, skipping: fromStart, limit: range.count)
                cacheStart = range.lowerBound
            }
        } catch {
            problem = "could not read the ledger: \(error)"
        }
    }

    /// One window read from the ledger, counted.
    private mutating func read(
        _ direction: LedgerDirection,
        from anchor: LedgerEntry?,
        skipping: Int,
        limit: Int
    ) throws -> [LedgerEntry] {
        let window = try ledger.window(
            matching: filter,
            direction,
            from: anchor,
            skipping: skipping,
            limit: limit
        )
        rowsRead += window.count
        return window
    }

    /// Adds rows read next to the loaded window (or instead of it when they do not touch),
    /// dropping the far side beyond the limit.
    private mutating func keep(_ entries: [LedgerEntry], at start: Int) {
        let cacheEnd = cacheStart + cache.count
        if start + entries.count == cacheStart {
            cache = entries + cache
            cacheStart = start
        } else if start == cacheEnd {
            cache += entries
        } else {
            cache = entries
            cacheStart = start
        }
        if cache.count > Self.cacheLimit {
            let extra = cache.count - Self.cacheLimit
            if start == cacheStart {
                cache.removeLast(extra)
            } else {
                cache.removeFirst(extra)
                cacheStart += extra
            }
        }
    }
}
