/// Writes RFC 4180 CSV: fields quoted only when they need it, records ended by CRLF.
///
/// Spreadsheet formula injection (docs/manual.md#csv): a spreadsheet runs a cell that begins with
/// `=`, `+`, `-`, `@`, a tab or a carriage return as a formula. The exact rule, which keeps an
/// export → import round trip lossless:
/// - **export**: a field that starts with any number of apostrophes (`'`, none included)
///   followed by one of `= + - @ TAB CR` gets one more apostrophe in front
///   (`=SUM(A1)` → `'=SUM(A1)`, `'=x` → `''=x`); spreadsheets show a leading apostrophe's
///   cell as text;
/// - **import**: a field that starts with one or more apostrophes followed by one of those
///   characters loses one apostrophe (`'=SUM(A1)` → `=SUM(A1)`); every other field is read
///   as written (`'til` stays `'til`).
enum CSVWriter {
    /// The ledger's header row.
    static let ledgerHeader = ["date", "kind", "name", "amount", "category", "note"]

    /// One record with its CRLF line end, each field made formula-safe and quoted as needed.
    static func record(_ fields: [String]) -> String {
        fields.map { field(formulaSafe($0)) }.joined(separator: ",") + "\r\n"
    }

    /// A field, in double quotes (with inner quotes doubled) when it holds a comma, a quote,
    /// a carriage return or a line feed.
    static func field(_ text: String) -> String {
        let needsQuotes = text.utf8.contains { byte in
            byte == UInt8(ascii: ",") || byte == UInt8(ascii: "\"")
                || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\n")
        }
        guard needsQuotes else { return text }
        var quoted = "\""
        for character in text.unicodeScalars {
            if character == "\"" { quoted += "\"" }
            quoted.unicodeScalars.append(character)
        }
        return quoted + "\""
    }

    /// The text with one apostrophe in front when a spreadsheet would run it as a formula
    /// (see the rule above).
    static func formulaSafe(_ text: String) -> String {
        startsAsFormula(text.utf8.drop { $0 == apostrophe }) ? "'" + text : text
    }

    /// The text an exported field stood for: one leading apostrophe removed when it guards a
    /// formula character (see the rule above).
    static func formulaRestored(_ text: String) -> String {
        let bytes = text.utf8
        guard bytes.first == apostrophe, startsAsFormula(bytes.drop { $0 == apostrophe })
        else { return text }
        return String(text.dropFirst())
    }

    private static let apostrophe = UInt8(ascii: "'")

    /// Whether text starting with these bytes would be a formula in a spreadsheet.
    private static func startsAsFormula(_ bytes: Substring.UTF8View) -> Bool {
        guard let first = bytes.first else { return false }
        return [
            UInt8(ascii: "="), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "@"), 0x09, 0x0D,
        ]
        .contains(first)
    }
}
