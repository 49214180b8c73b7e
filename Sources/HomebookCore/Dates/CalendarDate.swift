/// A day in the proleptic Gregorian calendar, without time or zone: `2024-02-29`.
///
/// Stored and shown as ISO 8601 `YYYY-MM-DD`, which also sorts correctly as text.
public struct CalendarDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The year, 1 to 9999.
    public let year: Int
    /// The month, 1 to 12.
    public let month: Int
    /// The day of the month, 1 to 28…31.
    public let day: Int

    /// Creates a date, or returns nil when it is not a real calendar day.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
            (1...Self.daysIn(month: month, year: year)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses exactly `YYYY-MM-DD`, a real calendar date (no other separators or widths).
    public init?(iso text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-")
        else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for byte in bytes[range] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10)
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// `YYYY-MM-DD`.
    public var description: String {
        if (0...9999).contains(year) {
            // Written digit by digit: dates are printed by the hundred thousand in listings.
            return String(unsafeUninitializedCapacity: 10) { buffer in
                Self.writeDigits(year, count: 4, to: buffer, at: 0)
                buffer[4] = UInt8(ascii: "-")
                Self.writeDigits(month, count: 2, to: buffer, at: 5)
                buffer[7] = UInt8(ascii: "-")
                Self.writeDigits(day, count: 2, to: buffer, at: 8)
                return 10
            }
        }
        func pad(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    /// Writes the last `count` decimal digits of a non-negative `value` at `offset`.
    static func writeDigits(
        _ value: Int,
        count: Int,
        to buffer: UnsafeMutableBufferPointer<UInt8>,
        at offset: Int
    ) {
        var rest = value
        for index in stride(from: offset + count - 1, through: offset, by: -1) {
            buffer[index] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
        }
    }

    /// `YYYY-MM`, the month this date falls in.
    public var monthKey: String {
        String(description.prefix(7))
    }

    /// Orders dates chronologically.
    public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// Today in the local time zone.
    public static func today() -> CalendarDate {
        let parts = SystemCalls.localDate(secondsSince1970: SystemCalls.now())
        // localtime always yields a real date in range, so the fallback is never taken.
        return CalendarDate(year: parts.year, month: parts.month, day: parts.day)
            ?? CalendarDate.epoch
    }

    /// The day before this one (1 Jan 0001 has none and stays put).
    public var previousDay: CalendarDate {
        if day > 1 {
            return CalendarDate(year: year, month: month, day: day - 1) ?? self
        }
        if month > 1 {
            let days = Self.daysIn(month: month - 1, year: year)
            return CalendarDate(year: year, month: month - 1, day: days) ?? self
        }
        return CalendarDate(year: year - 1, month: 12, day: 31) ?? self
    }

    static let epoch = CalendarDate(unchecked: 1970, 1, 1)

    private init(unchecked year: Int, _ month: Int, _ day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// Whether `year` has a 29 February.
    public static func isLeapYear(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    /// The number of days in a month of a year.
    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}
