/// The user-visible characters of an expression reduced to one byte code each, so that the
/// tokenizer indexes them cheaply and a column is simply an index plus one.
///
/// ASCII characters keep their own code. Walking a `String` by `Character` is slow (notably
/// in debug builds), so input that is ASCII apart from `×` and `÷` takes a fast path over its
/// UTF-8 bytes; there each byte, or each `×`/`÷` pair of bytes, is exactly one `Character`.
struct CalculatorGlyphs {
    static let times: UInt8 = 0x80
    static let divide: UInt8 = 0x81
    /// Whitespace outside ASCII, e.g. a no-break space ("\r\n" is coded as "\n").
    static let blank: UInt8 = 0xFD
    /// A letter outside ASCII, e.g. `é`: part of a word, never of `ans`.
    static let letter: UInt8 = 0xFE
    /// Anything else outside ASCII.
    static let other: UInt8 = 0xFF

    /// One code per user-visible character.
    let codes: [UInt8]

    /// The characters themselves, kept only when the fast path could not be taken.
    private let characters: [Character]?

    /// Splits `expression`, or returns nil when it has more than `limit` characters.
    init?(_ expression: String, limit: Int) {
        // Fast-path characters take at most 2 bytes, so an input of more than 2 * limit bytes
        // cannot be short enough that way; it is left to the loop below, which stops after
        // limit + 1 characters, rather than copied whole.
        let utf8 = expression.utf8
        if utf8.count <= 2 * limit, let codes = Self.fastCodes(Array(utf8)) {
            guard codes.count <= limit else {
                return nil
            }
            self.codes = codes
            characters = nil
            return
        }
        var codes: [UInt8] = []
        var characters: [Character] = []
        for character in expression {
            // Stopping at the first character past the limit is enough to refuse a huge
            // input without walking all of it.
            guard codes.count < limit else {
                return nil
            }
            codes.append(Self.code(of: character))
            characters.append(character)
        }
        self.codes = codes
        self.characters = characters
    }

    /// Returns the character at `index`, for quoting in messages.
    func character(at index: Int) -> Character {
        if let characters {
            return characters[index]
        }
        switch codes[index] {
        case Self.times: return "×"
        case Self.divide: return "÷"
        case let code: return Character(Unicode.Scalar(code))
        }
    }

    // Longer user text is shortened in messages so that a 10,000-digit number cannot
    // flood the screen; the column still tells the user where it starts.
    static let longestExcerpt = 24

    /// Returns the text in `range` for quoting in a message, shortened when it is long.
    func excerpt(_ range: Range<Int>) -> String {
        guard range.count > Self.longestExcerpt else {
            return text(range)
        }
        let shown = range.lowerBound..<(range.lowerBound + Self.longestExcerpt - 4)
        return "\(text(shown))… (\(range.count) characters)"
    }

    private func text(_ range: Range<Int>) -> String {
        if let characters {
            return String(characters[range])
        }
        let slice = codes[range]
        guard slice.contains(where: { $0 >= 0x80 }) else {
            return String(decoding: slice, as: UTF8.self)
        }
        return String(range.map(character(at:)))
    }

    /// Returns one code per byte or `×`/`÷` pair, or nil when some other byte is not ASCII.
    private static func fastCodes(_ bytes: [UInt8]) -> [UInt8]? {
        // Plain ASCII, by far the common case, is its own code array: no copy needed.
        var index = 0
        while index < bytes.count, bytes[index] < 0x80, bytes[index] != 0x0D {
            index += 1
        }
        if index == bytes.count {
            return bytes
        }
        var codes = Array(bytes[0..<index])
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                // "\r\n" is one Character, so a carriage return leaves the fast path.
                guard byte != 0x0D else {
                    return nil
                }
                codes.append(byte)
                index += 1
            } else if byte == 0xC3, index + 1 < bytes.count,
                bytes[index + 1] == 0x97 || bytes[index + 1] == 0xB7
            {
                // U+00D7 × and U+00F7 ÷; a combining mark after them would not be ASCII,
                // so here they always stand alone as one character.
                codes.append(bytes[index + 1] == 0x97 ? times : divide)
                index += 2
            } else {
                return nil
            }
        }
        return codes
    }

    private static func code(of character: Character) -> UInt8 {
        // `asciiValue` is nil for a digit carrying a combining mark ("1\u{301}"), so such a
        // character is never mistaken for a plain digit. It is 0x0A for "\r\n": a blank.
        if let ascii = character.asciiValue {
            return ascii
        }
        switch character {
        case "×": return times
        case "÷": return divide
        default: break
        }
        if character.isWhitespace {
            return blank
        }
        return character.isLetter ? letter : other
    }
}
