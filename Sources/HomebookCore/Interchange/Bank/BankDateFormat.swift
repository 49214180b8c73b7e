/// A bank's date format, strftime-like: `%d` day, `%m` month, `%Y` four-digit year, `%y`
/// two-digit year (2000–2099), `%b` an English month name or its first three letters,
/// `%%` a percent sign, and any other character matched literally. `%-d` and `%-m` are
/// `%d` and `%m`; `%H`, `%M`, `%S`, `%T`, `%p`, `%z` and `%Z` match a time that is ignored.
///
/// A date followed by a time (`2020-01-23 08:26:29`, `2021-12-30T06:57:59Z`,
/// `2017-09-29 15:40:00 -0700`) is read as the day written, in the statement's own offset:
/// see ``BankTimeSuffix`` (docs/manual.md#interchange).
public struct BankDateFormat: Equatable, Sendable, CustomStringConvertible {
    /// One piece of the pattern.
    enum Piece: Equatable, Sendable {
        case day, month, year, shortYear, monthName
        /// One or two digits of a time (hours, minutes, seconds), read and ignored.
        case timeNumber
        /// `AM` or `PM`, any case.
        case meridiem
        /// `Z`, or `+HHMM`/`-HH:MM`; or letters naming a zone (`UTC`, `PST`).
        case offset, zoneName
        case literal(UInt8)
    }

    /// The pattern as given.
    public let description: String
    let pieces: [Piece]

    /// ISO 8601, `%Y-%m-%d`: homebook's own form.
    public static let iso = BankDateFormat(
        pattern: "%Y-%m-%d",
        pieces: [
            .year, .literal(UInt8(ascii: "-")), .month, .literal(UInt8(ascii: "-")), .day,
        ]
    )

    private init(pattern: String, pieces: [Piece]) {
        description = pattern
        self.pieces = pieces
    }

    /// Reads a pattern; it must name a day, a month and a year once each.
    public init(_ pattern: String) throws(BankMappingError) {
        var pieces: [Piece] = []
        var bytes = pattern.utf8.makeIterator()
        while let byte = bytes.next() {
            guard byte == UInt8(ascii: "%") else {
                pieces.append(.literal(byte))
                continue
            }
            var directive = bytes.next()
            // `%-d`, `%-m`: strftime's "no padding" flag; homebook reads either form anyway.
            if directive == UInt8(ascii: "-") { directive = bytes.next() }
            switch directive {
            case UInt8(ascii: "d"), UInt8(ascii: "e"): pieces.append(.day)
            case UInt8(ascii: "m"): pieces.append(.month)
            case UInt8(ascii: "H"), UInt8(ascii: "I"), UInt8(ascii: "M"), UInt8(ascii: "S"):
                pieces.append(.timeNumber)
            case UInt8(ascii: "T"):
                pieces += [
                    .timeNumber, .literal(UInt8(ascii: ":")), .timeNumber,
                    .literal(UInt8(ascii: ":")), .timeNumber,
                ]
            case UInt8(ascii: "p"): pieces.append(.meridiem)
            case UInt8(ascii: "z"): pieces.append(.offset)
            case UInt8(ascii: "Z"): pieces.append(.zoneName)
            case UInt8(ascii: "Y"): pieces.append(.year)
            case UInt8(ascii: "y"): pieces.append(.shortYear)
            case UInt8(ascii: "b"), UInt8(ascii: "B"): pieces.append(.monthName)
            case UInt8(ascii: "%"): pieces.append(.literal(UInt8(ascii: "%")))
            default: throw .badDateFormat(pattern)
            }
        }
        let days = pieces.filter { $0 == .day }.count
        let months = pieces.filter { $0 == .month || $0 == .monthName }.count
        let years = pieces.filter { $0 == .year || $0 == .shortYear }.count
        guard days == 1, months == 1, years == 1 else { throw .badDateFormat(pattern) }
        self.init(pattern: pattern, pieces: pieces)
    }

    private static let monthNames = [
        "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
    ]

    /// The calendar day `text` (trimmed) names, or nil when it does not match the pattern or
    /// is not a real day.
    public func date(_ text: String) -> CalendarDate? {
        let trimmed = text.quicklyTrimmed()
        if self == .iso {
            if let day = CalendarDate(iso: trimmed) { return day }
            // `2020-01-23 08:26:29`: the date as written, the time ignored.
            let bytes = Array(trimmed.utf8)
            guard bytes.count > 10, BankTimeSuffix.isTime(bytes[10...]) else { return nil }
            return CalendarDate(iso: String(decoding: bytes[..<10], as: UTF8.self))
        }
        let bytes = Array(trimmed.utf8)
        var index = 0
        var day = 0
        var month = 0
        var year = 0
        // Reads 1…`most` ASCII digits (exactly `most` when `exact`).
        func number(most: Int, exact: Bool) -> Int? {
            var value = 0
            var read = 0
            while read < most, index < bytes.count,
                bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9")
            {
                value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
                index += 1
                read += 1
            }
            return read == 0 || (exact && read != most) ? nil : value
        }
        for piece in pieces {
            switch piece {
            case .day:
                guard let value = number(most: 2, exact: false) else { return nil }
                day = value
            case .month:
                guard let value = number(most: 2, exact: false) else { return nil }
                month = value
            case .year:
                guard let value = number(most: 4, exact: true) else { return nil }
                year = value
            case .shortYear:
                guard let value = number(most: 2, exact: true) else { return nil }
                year = 2000 + value
            case .monthName:
                var letters: [UInt8] = []
                while index < bytes.count, (bytes[index] | 0x20) >= UInt8(ascii: "a"),
                    (bytes[index] | 0x20) <= UInt8(ascii: "z")
                {
                    letters.append(bytes[index] | 0x20)
                    index += 1
                }
                let word = String(decoding: letters, as: UTF8.self)
                guard word.count >= 3,
                    let found = Self.monthNames.firstIndex(of: String(word.prefix(3))),
                    word.count == 3 || Self.fullMonthNames[found] == word
                else { return nil }
                month = found + 1
            case .timeNumber:
                guard number(most: 2, exact: false) != nil else { return nil }
            case .meridiem, .zoneName, .offset:
                guard let end = BankTimeSuffix.skip(piece, in: bytes, from: index) else {
                    return nil
                }
                index = end
            case .literal(let byte):
                guard index < bytes.count, bytes[index] == byte else { return nil }
                index += 1
            }
        }
        // A time after the date the pattern names (the pattern has no time directives).
        if index < bytes.count, !pieces.contains(.timeNumber),
            BankTimeSuffix.isTime(bytes[index...])
        {
            index = bytes.count
        }
        guard index == bytes.count else { return nil }
        return CalendarDate(year: year, month: month, day: day)
    }

    private static let fullMonthNames = [
        "january", "february", "march", "april", "may", "june", "july", "august", "september",
        "october", "november", "december",
    ]
}
