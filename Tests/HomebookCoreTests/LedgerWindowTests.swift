import HomebookCore
import TestSupport
import Testing

/// The windowed reads a full-screen list uses: every window must agree with the full listing.
@Suite struct LedgerWindowTests {
    /// A ledger of 60 items over a few days (several per day, so ids break ties), mixed
    /// kinds and categories.
    func withMixedLedger(_ body: (Ledger) throws -> Void) throws {
        try withTemporaryStore { store, _ in
            let categories: [String?] = ["Food", "Rent", nil, "Fun"]
            for index in 0..<60 {
                // Dates are added out of order so (date, id) order differs from id order.
                try store.ledger.add(
                    index % 3 == 0 ? .income : .expense,
                    "Item \(index)",
                    cents: Int64(100 + index * 37),
                    on: day(2024, 1 + index % 4, 1 + (index * 7) % 5),
                    category: categories[index % 4]
                )
            }
            try body(store.ledger)
        }
    }

    static let filters: [LedgerFilter] = [
        LedgerFilter(),
        LedgerFilter(kind: .income),
        LedgerFilter(category: "Food"),
        LedgerFilter(from: day(2024, 2, 1), to: day(2024, 3, 31)),
        LedgerFilter(from: day(2024, 2, 3), kind: .expense, category: "Fun"),
    ]

    @Test(arguments: filters)
    func windowsReadTowardOlderItemsJoinIntoTheFullListing(filter: LedgerFilter) throws {
        try withMixedLedger { ledger in
            let full = try ledger.list(filter)
            #expect(try ledger.count(matching: filter) == full.count)
            var collected: [LedgerEntry] = []
            var anchor: LedgerEntry?
            repeat {
                let window = try ledger.window(matching: filter, .older, from: anchor, limit: 7)
                collected = window + collected
                anchor = window.first
                if window.isEmpty { break }
            } while true
            #expect(collected == full)
        }
    }

    @Test(arguments: filters)
    func windowsReadTowardNewerItemsJoinIntoTheFullListing(filter: LedgerFilter) throws {
        try withMixedLedger { ledger in
            let full = try ledger.list(filter)
            var collected: [LedgerEntry] = []
            var anchor: LedgerEntry?
            repeat {
                let window = try ledger.window(matching: filter, .newer, from: anchor, limit: 5)
                collected += window
                anchor = window.last
                if window.isEmpty { break }
            } while true
            #expect(collected == full)
        }
    }

    @Test func skippingJumpsToAnyPositionFromEitherEnd() throws {
        try withMixedLedger { ledger in
            let full = try ledger.list()
            let fromEnd = try ledger.window(.older, skipping: 10, limit: 4)
            #expect(fromEnd == Array(full[(full.count - 14)..<(full.count - 10)]))
            let fromStart = try ledger.window(.newer, skipping: 10, limit: 4)
            #expect(fromStart == Array(full[10..<14]))
            let middle = try ledger.window(.newer, from: full[20], skipping: 2, limit: 3)
            #expect(middle == Array(full[23..<26]))
        }
    }

    @Test func theNewestWindowEndsWithTheStoredSavings() throws {
        try withMixedLedger { ledger in
            let newest = try ledger.window(.older, limit: 3)
            #expect(newest.count == 3)
            let totals = try ledger.totals()
            #expect(newest.last?.balance == totals.savings)
        }
    }

    @Test func categoriesInUseAreListedOnceInOrder() throws {
        try withMixedLedger { ledger in
            let categories = try ledger.categories()
            #expect(categories == ["Food", "Fun", "Rent"])
        }
    }

    @Test func anEmptyLedgerHasNoWindowAndNoCategories() throws {
        try withTemporaryStore { store, _ in
            let window = try store.ledger.window(.older, limit: 10)
            let count = try store.ledger.count()
            let categories = try store.ledger.categories()
            #expect(window.isEmpty && count == 0 && categories.isEmpty)
        }
    }
}
