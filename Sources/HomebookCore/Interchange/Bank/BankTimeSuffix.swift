/// The time a bank writes after a date, which homebook reads past: the item keeps the day as
/// written in the statement, in the statement's own offset, never converted to the user's
/// zone (docs/manual.md#interchange).
enum BankTimeSuffix {
    /// Whether `bytes` is a separator (a space or `T`) and a time: `HH:MM[:SS[.fff]]`, an
    /// optional `AM`/`PM`, then an optional `Z`, offset (`-0700`, `+01:00`) or zone name.
    static func isTime(_ bytes: ArraySlice<UInt8>) -> Bool {
        let bytes = Array(bytes)
        guard let first = bytes.first, first == UInt8(ascii: " ") || first == UInt8(ascii: "T")
        else { return false }
        var index = 1
        // Hours, minutes, and optional seconds with an optional fraction.
        for part in 0..<3 {
            if part > 0 {
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                    if part == 2 { break }
                    return false
                }
                index += 1
            }
            let start = index
            while index < bytes.count, index - start < 2, isDigit(bytes[index]) { index += 1 }
            guard index > start else { return false }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        for piece in [BankDateFormat.Piece.meridiem, .offset, .zoneName] {
            var probe = index
            while probe < bytes.count, bytes[probe] == UInt8(ascii: " ") { probe += 1 }
            if let end = skip(piece, in: bytes, from: probe), end > probe { index = end }
        }
        return index == bytes.count
    }

    /// Where a meridiem, offset or zone name that starts at `index` ends, or nil when there
    /// is none there.
    static func skip(_ piece: BankDateFormat.Piece, in bytes: [UInt8], from index: Int) -> Int? {
        var index = index
        switch piece {
        case .meridiem:
            guard index + 1 < bytes.count,
                [UInt8(ascii: "a"), UInt8(ascii: "p")].contains(bytes[index] | 0x20),
                bytes[index + 1] | 0x20 == UInt8(ascii: "m")
            else { return nil }
            return index + 2
        case .offset:
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: "Z") { return index + 1 }
            guard bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") else {
                return nil
            }
            index += 1
            var digits = 0
            while index < bytes.count, isDigit(bytes[index]) || bytes[index] == UInt8(ascii: ":") {
                if bytes[index] != UInt8(ascii: ":") { digits += 1 }
                index += 1
            }
            return digits == 2 || digits == 4 ? index : nil
        case .zoneName:
            let start = index
            while index < bytes.count, (bytes[index] | 0x20) >= UInt8(ascii: "a"),
                (bytes[index] | 0x20) <= UInt8(ascii: "z")
            {
                index += 1
            }
            guard index > start else { return nil }
            return index
        default:
            return nil
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
