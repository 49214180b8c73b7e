/// The currency checks of a statement row (docs/manual.md#interchange): a row's currency
/// column, or the currency written with an amount, must be its account's.
extension BankRowReader {
    /// Why a row's currency code is not its account's, or nil when it is.
    func currencyReason(_ field: String) -> String? {
        let code = field.quicklyTrimmed().uppercased()
        let accountCurrency = account?.currency ?? .unnamed(symbol: currency)
        if !accountCurrency.isUnnamed, code == accountCurrency.code { return nil }
        let name = DisplayText.singleLine(account?.name ?? "main")
        guard !code.isEmpty else { return "the currency is empty" }
        let accountIn =
            accountCurrency.isUnnamed
            ? "the book's unnamed currency (name it: homebook settings base-currency CODE)"
            : accountCurrency.code
        return "the row is in \(DisplayText.singleLine(code)), but the account \"\(name)\" is in"
            + " \(accountIn); import it with --account NAME into an account in"
            + " \(DisplayText.singleLine(code))"
    }

    /// Why the currency written with an amount (`-12.50 EUR`, `5 AAPL`, `€3`) is not the
    /// account's named one, or nil when it is (or the account's currency is unnamed).
    /// Dropping the code would book euros or shares as the account's money, silently
    /// (docs/manual.md#interchange).
    func markerReason(_ marker: String, in text: String) -> Reason? {
        // The book's unnamed currency may be any: the import checks instead that a statement
        // is in one (``foreignMarker(_:)``).
        guard let account, !account.currency.isUnnamed, let written = foreignMarker(marker)
        else { return nil }
        let shown = DisplayText.singleLine(written)
        return Reason(
            text: "\"\(DisplayText.singleLine(text.quicklyTrimmed()))\" is in \(shown), but the"
                + " account \"\(DisplayText.singleLine(account.name))\" is in"
                + " \(account.currency.code); import it with --account NAME into an account in"
                + " \(shown) (budget currency add \(shown) for a commodity)"
        )
    }

    /// A currency written with an amount, compared by its letters and symbols in capitals
    /// (`kr.` and `KR` alike).
    static func markerKey(_ text: String) -> String {
        String(
            String.UnicodeScalarView(
                text.uppercased().unicodeScalars.filter {
                    $0.properties.isAlphabetic || $0.properties.generalCategory == .currencySymbol
                }
            )
        )
    }

    /// `marker`'s code (or key, for a currency homebook does not know) when it is not the
    /// account's own currency (its code or its symbol: `£` and `GBP` for an account in GBP).
    /// The book's unnamed currency has none of its own: the symbol it is shown with is a
    /// setting, not a currency, so `$20` and `15 EUR` are two (the import then checks that
    /// a statement holds one).
    func foreignMarker(_ marker: String) -> String? {
        func code(_ text: String) -> String {
            let key = Self.markerKey(text)
            return symbolCodes[key] ?? key
        }
        let written = code(marker)
        guard let account, !account.currency.isUnnamed else {
            return written.isEmpty ? nil : written
        }
        var own: Set<String> = [account.currency.code]
        if let symbol = account.currency.symbol { own.insert(code(symbol)) }
        return written.isEmpty || own.contains(written) ? nil : written
    }
}
