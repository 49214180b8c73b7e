/// Open-Meteo's times in either form it answers with (docs/manual.md#weather): Unix seconds
/// when asked with `timeformat=unixtime`, else its default ISO 8601 local readings in the
/// zone the answer names (`"2026-11-28T14:15"`, daily `"2026-11-28"`), as a browser or curl
/// saves an answer.
struct OpenMeteoTimes {
    /// The answer's zone (`timezone`), when the system knows it: a reading near a
    /// daylight-saving change has its own offset.
    let zone: LocalZone?
    /// `utc_offset_seconds`, for a zone the system does not know (`GMT+0530`-like names).
    let offset: Int
    let json: WeatherJSON

    init(forecast: JSONDocument, offset: Int, json: WeatherJSON) {
        zone = forecast["timezone"]?.string.flatMap { LocalZone(olsonName: $0) }
        self.offset = offset
        self.json = json
    }

    /// The time in `document[key]`, seconds since 1970 (UTC).
    func time(_ document: JSONDocument?, _ key: String) throws(WeatherError) -> Int64 {
        guard let time = try optionalTime(document, key) else {
            throw json.error("\"\(key)\" is missing or not a time")
        }
        return time
    }

    /// Like ``time(_:_:)`` but nil when the field is absent or null.
    func optionalTime(_ document: JSONDocument?, _ key: String) throws(WeatherError) -> Int64? {
        guard let value = document?[key] else { return nil }
        switch value {
        case .null:
            return nil
        case .string(let text):
            guard let reading = Self.reading(text) else {
                throw json.error("\"\(key)\" is not a time: \(DisplayText.singleLine(text))")
            }
            return zone?.instant(reading) ?? LocalZone.utcSeconds(reading) - Int64(offset)
        default:
            return Int64(try json.number(document, key, scale: 0))
        }
    }

    /// `YYYY-MM-DD`, `YYYY-MM-DDTHH:MM` or `YYYY-MM-DDTHH:MM:SS`, a real day and time.
    static func reading(_ text: String) -> LocalDateTime? {
        let bytes = Array(text.utf8)
        guard bytes.count >= 10,
            let date = CalendarDate(iso: String(decoding: bytes[0..<10], as: UTF8.self))
        else { return nil }
        if bytes.count == 10 { return LocalDateTime(date: date, hour: 0, minute: 0) }
        guard bytes.count == 16 || bytes.count == 19, bytes[10] == UInt8(ascii: "T") else {
            return nil
        }
        func number(_ at: Int) -> Int? {
            let digits = bytes[at..<at + 2]
            guard digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
            else { return nil }
            return digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        }
        guard bytes[13] == UInt8(ascii: ":"), let hour = number(11), hour < 24,
            let minute = number(14), minute < 60
        else { return nil }
        var second = 0
        if bytes.count == 19 {
            guard bytes[16] == UInt8(ascii: ":"), let value = number(17), value < 60 else {
                return nil
            }
            second = value
        }
        return LocalDateTime(date: date, hour: hour, minute: minute, second: second)
    }
}
