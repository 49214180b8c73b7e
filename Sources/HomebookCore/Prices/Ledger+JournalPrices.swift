extension Ledger {
    /// The book's prices as the `P DATE FROM RATE TO` lines hledger and ledger read
    /// (docs/manual.md#interchange), after a blank line; nothing when there are none.
    static func journalPrices(_ prices: [Price]) -> String {
        guard !prices.isEmpty else { return "" }
        return "\n" + prices.map(\.journalLine).joined()
    }
}
