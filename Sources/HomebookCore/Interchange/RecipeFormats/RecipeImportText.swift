/// Small text helpers shared by the recipe readers.
enum RecipeImportText {
    /// The servings in a yield as other programs write it (`4`, `4 servings`, `Serves 4`,
    /// `4-6`): the first whole number from 1 to 10000, as text; empty when there is none.
    static func servings(_ text: String) -> String {
        var digits = ""
        for character in text {
            if character.isASCII, character.isNumber {
                digits.append(character)
            } else if !digits.isEmpty {
                break
            }
        }
        guard let number = Int(digits.prefix(6)), (1...10_000).contains(number) else { return "" }
        return String(number)
    }

    /// A name from another program on one line: line breaks and tabs become spaces.
    static func oneLine(_ text: String) -> String {
        String(text.map { $0.isNewline || $0 == "\t" ? " " : $0 }).trimmingWhitespace()
    }

    /// Text on one line with every run of white space (other than no-break spaces, which
    /// keep `500 g` together) made one space, as recipe sites' text is shown in a browser.
    static func collapsed(_ text: String) -> String {
        // Scalars, not Characters: asking each Character whether it is white space cost a
        // third of a page import's time.
        var out = String.UnicodeScalarView()
        var space = false
        for scalar in text.unicodeScalars {
            let isSpace =
                scalar.isASCII
                ? scalar == " " || (0x09...0x0D).contains(scalar.value)
                : scalar.value != 0xA0 && scalar.properties.isWhitespace
            if isSpace {
                space = true
                continue
            }
            if space, !out.isEmpty { out.append(" ") }
            space = false
            out.append(scalar)
        }
        let line = String(out)
        return out.first == "\u{A0}" || out.last == "\u{A0}" ? line.trimmingWhitespace() : line
    }

    /// A recipe page's text as a person reads it in the browser (docs/manual.md, "Recipes
    /// from other apps"): character references decoded (twice-escaped ones too), tags
    /// removed with their text kept (`<br>`, `<p>`, `<li>` and the like start a line), soft hyphens
    /// and zero-width spaces dropped, a mis-decoded no-break space (`Â `) made a space, and
    /// WP Recipe Maker's `((optional))` as `(optional)`.
    static func pageText(_ text: String) -> String {
        // Most lines hold none of what is mended below: they are returned as they are. (0xC2
        // leads a soft hyphen and a no-break space in UTF-8; 0xE2 a zero-width space.)
        guard
            text.utf8.contains(where: {
                $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: "(")
                    || $0 == 0xC2 || $0 == 0xE2
            })
        else { return text }
        var decoded = text
        // Sites escape their JSON-LD once more than needed (`&amp;#8217;`); three rounds undo
        // what real pages do without looping on hostile text.
        for _ in 0..<3 {
            let next = decodingHTMLEntities(decoded)
            if next == decoded { break }
            decoded = next
        }
        var out = withoutTags(decoded)
        // Each mend is looked for by its UTF-8 bytes first: searching a String for a String
        // cost more than the rest of a page import.
        // "Â" (C3 82) before a no-break space is its UTF-8 read as Latin-1 by the site
        // (recipe-scrapers mends it the same way).
        if contains(out, [0xC3, 0x82, 0xC2, 0xA0]) {
            out = out.replacing("\u{C2}\u{A0}", with: " ")
        }
        if contains(out, [0xC2, 0xAD]) || contains(out, [0xE2, 0x80, 0x8B]) {
            out = String(out.unicodeScalars.filter { $0 != "\u{AD}" && $0 != "\u{200B}" })
        }
        if contains(out, Array("((".utf8)), contains(out, Array("))".utf8)) {
            out = out.replacing("((", with: "(").replacing("))", with: ")")
        }
        return out
    }

    /// Whether `text`'s UTF-8 holds `bytes`.
    private static func contains(_ text: String, _ bytes: [UInt8]) -> Bool {
        var utf8 = text.utf8[...]
        while let first = utf8.firstIndex(of: bytes[0]) {
            utf8 = utf8[first...]
            if utf8.starts(with: bytes) { return true }
            utf8 = utf8.dropFirst()
        }
        return false
    }

    /// The tags that start or end a line where a browser shows them.
    private static let lineTags: Set<String> = [
        "br", "p", "li", "div", "ol", "ul", "tr", "h1", "h2", "h3", "h4", "h5", "h6",
    ]

    /// `text` without its HTML tags: a `<` starts a tag only when a letter, `/` or `!`
    /// follows it, so "1 < 2" stays.
    private static func withoutTags(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "<")) else { return text }
        var out = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "<") {
            out += rest[..<open]
            let after = rest[rest.index(after: open)...]
            guard let first = after.first, first.isLetter || first == "/" || first == "!" else {
                out += "<"
                rest = after
                continue
            }
            // No ">" after this one means none after any later "<" either: stop looking, so
            // a text of many "<a" stays linear.
            guard let close = after.firstIndex(of: ">") else {
                out += rest[open...]
                return out
            }
            let name = after.prefix { $0 != ">" && !$0.isWhitespace }.lowercased()
                .filter { $0 != "/" }
            if lineTags.contains(name) { out += "\n" }
            rest = after[after.index(after: close)...]
        }
        return out + rest
    }

    /// HTML's character references decoded (`&amp;`, `&#39;`, `&#x2019;`, and the named ones
    /// recipe pages use); anything unknown is kept as written.
    static func decodingHTMLEntities(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
        var out = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            let after = rest[rest.index(after: amp)...]
            if let semicolon = after.prefix(12).firstIndex(of: ";") {
                let entity = after[..<semicolon]
                var replacement: String?
                // UInt32(_:radix:) is nil past UInt32.max and Unicode.Scalar nil for what
                // is not a scalar: a huge or invalid number stays as written, never traps.
                if entity.hasPrefix("#x") || entity.hasPrefix("#X") {
                    replacement = UInt32(entity.dropFirst(2), radix: 16)
                        .flatMap(Unicode.Scalar.init).map { String(Character($0)) }
                } else if entity.hasPrefix("#") {
                    replacement = UInt32(entity.dropFirst(), radix: 10)
                        .flatMap(Unicode.Scalar.init).map { String(Character($0)) }
                } else {
                    replacement = HTMLEntities.named[entity]
                }
                if let replacement {
                    out += replacement
                    rest = after[after.index(after: semicolon)...]
                    continue
                }
            }
            out += "&"
            rest = after
        }
        return out + rest
    }
}
