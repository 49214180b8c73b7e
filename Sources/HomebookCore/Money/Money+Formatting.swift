extension Money {
    /// The plain decimal form for JSON and CSV: `12.30`, `-4.00`, `1234.56` (no grouping).
    public var plain: String {
        Self.render(cents, grouping: false, symbol: "")
    }

    /// The grouped form without a symbol, for humans: `1,234.56`, `-12.30`.
    public var grouped: String {
        Self.render(cents, grouping: true, symbol: "")
    }

    /// The form for humans, grouped with the currency symbol first: `$1,234.56`, `-$12.30`.
    ///
    /// A symbol made of letters (`CHF`) is followed by a space, so it stays readable:
    /// `CHF 12.30`.
    public func formatted(currency: String) -> String {
        let needsSpace = currency.last.map { $0.isLetter } ?? false
        return Self.render(cents, grouping: true, symbol: needsSpace ? currency + " " : currency)
    }

    /// Renders cents as `[-]<symbol><digits>.<two digits>`.
    private static func render(_ cents: Int64, grouping: Bool, symbol: String) -> String {
        // The magnitude is unsigned, so Int64.min formats without overflow.
        let magnitude = cents.magnitude
        let whole = String(magnitude / 100)
        let fraction = magnitude % 100
        var text = cents < 0 ? "-" : ""
        text += symbol
        text += grouping ? groupedDigits(whole) : whole
        text += fraction < 10 ? ".0\(fraction)" : ".\(fraction)"
        return text
    }

    /// The digits with a comma before every group of three from the right.
    private static func groupedDigits(_ digits: String) -> String {
        // ASCII digits: bytes, not Characters, since reports format many amounts.
        let count = digits.utf8.count
        var result: [UInt8] = []
        result.reserveCapacity(count + count / 3)
        for (index, digit) in digits.utf8.enumerated() {
            if index > 0, (count - index) % 3 == 0 {
                result.append(UInt8(ascii: ","))
            }
            result.append(digit)
        }
        return String(decoding: result, as: UTF8.self)
    }
}
