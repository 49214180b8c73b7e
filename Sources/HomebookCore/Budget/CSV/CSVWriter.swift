/// Writes RFC 4180 CSV: fields quoted only when they need it, records ended by CRLF.
enum CSVWriter {
    /// The ledger's header row.
    static let ledgerHeader = ["date", "kind", "name", "amount", "category", "note"]

    /// One record with its CRLF line end.
    static func record(_ fields: [String]) -> String {
        fields.map(field).joined(separator: ",") + "\r\n"
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
}
