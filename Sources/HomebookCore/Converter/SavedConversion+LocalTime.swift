#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension SavedConversion {
    /// When it was saved in the local time zone (TZ is respected), to the minute, e.g.
    /// "2026-11-22 17:29"; a stored time that is not `YYYY-MM-DDTHH:MM:SSZ` (a file edited
    /// by other tools) is returned as stored, on one line.
    public var localTime: String {
        guard let seconds = Self.secondsSince1970(utc: savedAt) else {
            return DisplayText.singleLine(savedAt)
        }
        return Self.localText(secondsSince1970: seconds)
    }

    /// The moment written by `SystemCalls.utcTimestamp`, read back; nil for any other shape.
    static func secondsSince1970(utc text: String) -> Int? {
        let bytes = Array(text.utf8)
        // "2026-11-22T16:29:09Z": digits everywhere except the five separators.
        let separators: [Int: UInt8] = [4: 45, 7: 45, 10: 84, 13: 58, 16: 58, 19: 90]
        guard bytes.count == 20 else { return nil }
        for (index, byte) in bytes.enumerated() {
            if let separator = separators[index] {
                guard byte == separator else { return nil }
            } else if !(48...57).contains(byte) {
                return nil
            }
        }
        func number(_ range: Range<Int>) -> Int {
            bytes[range].reduce(0) { $0 * 10 + Int($1) - 48 }
        }
        let (year, month, day) = (number(0..<4), number(5..<7), number(8..<10))
        let (hour, minute, second) = (number(11..<13), number(14..<16), number(17..<19))
        guard (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60,
            second < 61
        else { return nil }
        return daysSince1970(year: year, month: month, day: day) * 86_400 + hour * 3_600
            + minute * 60 + second
    }

    /// Days from 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's days_from_civil).
    private static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// A moment as local "YYYY-MM-DD HH:MM", through the C library's time-zone rules.
    static func localText(secondsSince1970 seconds: Int) -> String {
        // localtime_r need not read TZ itself; tzset makes a changed TZ count.
        tzset()
        var moment = time_t(seconds)
        var parts = tm()
        localtime_r(&moment, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))"
            + " \(two(parts.tm_hour)):\(two(parts.tm_min))"
    }
}
