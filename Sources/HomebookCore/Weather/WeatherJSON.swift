/// Reading the providers' JSON: numbers as fixed-point integers, missing fields as errors.
struct WeatherJSON {
    /// Where the document came from, for messages.
    let source: String

    func error(_ detail: String) -> WeatherError {
        .malformed(source: source, detail: detail)
    }

    /// `document[key]`, which must be an object.
    func object(_ document: JSONDocument?, _ key: String) throws(WeatherError) -> JSONDocument {
        guard let value = document?[key], case .object = value else {
            throw error("\"\(key)\" is missing or not an object")
        }
        return value
    }

    /// `document[key]`, which must be an array.
    func array(_ document: JSONDocument?, _ key: String) throws(WeatherError) -> [JSONDocument] {
        guard let value = document?[key], case .array(let elements) = value else {
            throw error("\"\(key)\" is missing or not a list")
        }
        return elements
    }

    /// `document[key]` as a list, empty when absent; any other value is an error.
    func optionalArray(
        _ document: JSONDocument?,
        _ key: String
    ) throws(WeatherError) -> [JSONDocument] {
        guard document?[key] != nil else { return [] }
        return try array(document, key)
    }

    /// A number at `scale` decimals (12.34 at scale 1 is 123), rounded half away from zero.
    func number(
        _ document: JSONDocument?,
        _ key: String,
        scale: Int = 1
    ) throws(WeatherError) -> Int {
        guard let value = optionalNumber(document?[key], scale: scale, key: key) else {
            throw error("\"\(key)\" is missing or not a number")
        }
        return try value.get()
    }

    /// Like ``number(_:_:scale:)`` but nil when the field is absent or null.
    func optional(
        _ document: JSONDocument?,
        _ key: String,
        scale: Int = 1
    ) throws(WeatherError) -> Int? {
        guard let value = document?[key] else { return nil }
        if case .null = value { return nil }
        guard let result = optionalNumber(value, scale: scale, key: key) else {
            throw error("\"\(key)\" is not a number")
        }
        return try result.get()
    }

    private func optionalNumber(
        _ value: JSONDocument?,
        scale: Int,
        key: String
    )
        -> Result<Int, WeatherError>?
    {
        guard case .number(let text) = value else { return nil }
        guard let fixed = Self.fixed(text, scale: scale) else {
            return .failure(error("\"\(key)\" is out of range"))
        }
        return .success(fixed)
    }

    /// `text` (a JSON number) times 10^scale, rounded half away from zero; nil when it has an
    /// exponent or does not fit (real weather values have neither).
    static func fixed(_ text: String, scale: Int) -> Int? {
        var bytes = Substring(text).utf8[...]
        let negative = bytes.first == UInt8(ascii: "-")
        if negative { bytes = bytes.dropFirst() }
        var value = 0
        var decimals = -1
        var roundUp = false
        for byte in bytes {
            if byte == UInt8(ascii: ".") {
                guard decimals < 0 else { return nil }
                decimals = 0
                continue
            }
            guard (0x30...0x39).contains(byte) else { return nil }
            let digit = Int(byte - 0x30)
            if decimals >= scale {
                if decimals == scale { roundUp = digit >= 5 }
                decimals += 1
                continue
            }
            // No weather value comes near 10^12; the cap keeps later unit arithmetic exact.
            guard value < 100_000_000_000 else { return nil }
            let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times.addingReportingOverflow(digit)
            guard !overflow1, !overflow2 else { return nil }
            value = sum
            if decimals >= 0 { decimals += 1 }
        }
        var kept = max(decimals, 0)
        while kept < scale {
            guard value < 100_000_000_000 else { return nil }
            let (times, overflow) = value.multipliedReportingOverflow(by: 10)
            guard !overflow else { return nil }
            value = times
            kept += 1
        }
        if roundUp {
            let (sum, overflow) = value.addingReportingOverflow(1)
            guard !overflow else { return nil }
            value = sum
        }
        return negative ? -value : value
    }

    /// A string field, or nil.
    func string(_ document: JSONDocument?, _ key: String) -> String? {
        document?[key]?.string
    }

    /// A boolean given as 0/1 (Open-Meteo's `is_day`) or true/false.
    func flag(_ value: JSONDocument?) -> Bool? {
        switch value {
        case .bool(let flag): return flag
        case .number(let text): return text != "0"
        default: return nil
        }
    }
}

/// Integer arithmetic for units, rounding half away from zero.
enum WeatherArithmetic {
    /// `value × numerator ÷ denominator`, rounded.
    static func scaled(_ value: Int, _ numerator: Int, _ denominator: Int) -> Int {
        let product = value * numerator
        let half = denominator / 2
        return product >= 0 ? (product + half) / denominator : -((-product + half) / denominator)
    }
}
