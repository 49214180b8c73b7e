/// Reads the parts of a POSIX `TZ` text (POSIX.1-2017 §8.3, with RFC 8536's extensions:
/// hours up to 167 and negative times in the rules).
struct PosixZoneScanner {
    private let bytes: [UInt8]
    private var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Whether everything has been read.
    var atEnd: Bool { position == bytes.count }

    /// The next byte, or nil at the end.
    var peek: UInt8? { atEnd ? nil : bytes[position] }

    /// Reads `byte` when it comes next.
    mutating func take(_ byte: UInt8) -> Bool {
        guard peek == byte else { return false }
        position += 1
        return true
    }

    /// A zone name: three or more letters, or `<…>` around letters, digits and signs.
    mutating func name() -> String? {
        let start = position
        if take(UInt8(ascii: "<")) {
            while let byte = peek, byte != UInt8(ascii: ">") {
                guard
                    Self.isLetter(byte) || Self.isDigit(byte) || byte == UInt8(ascii: "+")
                        || byte == UInt8(ascii: "-")
                else { return nil }
                position += 1
            }
            let name = bytes[(start + 1)..<position]
            guard take(UInt8(ascii: ">")), name.count >= 3 else { return nil }
            return String(decoding: name, as: UTF8.self)
        }
        while let byte = peek, Self.isLetter(byte) { position += 1 }
        guard position - start >= 3 else { return nil }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// A zone's offset, turned into seconds east of UTC (POSIX counts west).
    mutating func offset() -> Int? {
        guard let west = signedTime(maximumHours: 24) else { return nil }
        return -west
    }

    /// `Jn`, `n` or `Mm.w.d`, optionally `/time` (02:00 without).
    mutating func change() -> PosixZoneRule.Change? {
        let day: PosixZoneRule.Change.Day
        if take(UInt8(ascii: "J")) {
            guard let number = number(), (1...365).contains(number) else { return nil }
            day = .julian(number)
        } else if take(UInt8(ascii: "M")) {
            guard let month = number(), (1...12).contains(month), take(UInt8(ascii: ".")),
                let week = number(), (1...5).contains(week), take(UInt8(ascii: ".")),
                let weekday = number(), (0...6).contains(weekday)
            else { return nil }
            day = .weekday(month: month, week: week, weekday: weekday)
        } else {
            guard let number = number(), (0...365).contains(number) else { return nil }
            day = .dayOfYear(number)
        }
        var time = 7_200
        if take(UInt8(ascii: "/")) {
            guard let given = signedTime(maximumHours: 167) else { return nil }
            time = given
        }
        return PosixZoneRule.Change(day: day, time: time)
    }

    /// `[+-]hh[:mm[:ss]]` in seconds.
    private mutating func signedTime(maximumHours: Int) -> Int? {
        var sign = 1
        if take(UInt8(ascii: "-")) {
            sign = -1
        } else {
            _ = take(UInt8(ascii: "+"))
        }
        guard let hours = number(), hours <= maximumHours else { return nil }
        var seconds = hours * 3_600
        for unit in [60, 1] {
            guard take(UInt8(ascii: ":")) else { break }
            guard let part = number(), part < 60 else { return nil }
            seconds += part * unit
        }
        return sign * seconds
    }

    /// One to three decimal digits.
    private mutating func number() -> Int? {
        let start = position
        var value = 0
        while let byte = peek, Self.isDigit(byte), position - start < 3 {
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
            position += 1
        }
        return position > start ? value : nil
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
    }
}
