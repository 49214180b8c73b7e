import HomebookCore

/// A ledger item as the generator wrote it, in the form the database stores it.
public struct GeneratedItem: Equatable {
    public var kind: String
    public var name: String
    public var cents: Int64
    public var date: String
    public var category: String?
    public var note: String?

    /// An item as the database stores it.
    public init(
        kind: String,
        name: String,
        cents: Int64,
        date: String,
        category: String?,
        note: String?
    ) {
        self.kind = kind
        self.name = name
        self.cents = cents
        self.date = date
        self.category = category
        self.note = note
    }
}

/// A seeded CSV file for `budget import`, with the answers: the items a clean file holds,
/// or the line of every bad row a dirty one holds.
public struct GeneratedCSV {
    /// The file's bytes.
    public private(set) var bytes: [UInt8] = []
    /// The items of the valid rows, in file order.
    public private(set) var items: [GeneratedItem] = []
    /// The line each bad row starts on, in file order.
    public private(set) var badLines: [Int] = []
    /// Whether some row holds bytes that are not UTF-8.
    private var hasInvalidUTF8 = false

    /// The file as text when it is valid UTF-8 (so `importCSV(text:)` can read it too).
    public var text: String? {
        hasInvalidUTF8 ? nil : String(decoding: bytes, as: UTF8.self)
    }

    /// One field of a row: text, quoted when needed (or by chance), or raw bytes written as
    /// they are (for the broken rows that must not be quoted).
    enum Field {
        case text(String)
        case raw([UInt8])
    }

    /// Ways to break a row; each breaks exactly one rule.
    enum Defect: CaseIterable {
        case date, kind, name, amount, fieldCount, strayQuote, invalidUTF8, bareCarriageReturn
    }

    /// Generates `rows` rows; a dirty file has 1–30 bad rows among them (sometimes the last
    /// one an unclosed quote, which swallows the rest of the file).
    public init(rows: Int, dirty: Bool, using random: inout SeededGenerator) {
        if Int.random(in: 0..<8, using: &random) == 0 { bytes += [0xEF, 0xBB, 0xBF] }
        let header =
            Bool.random(using: &random)
            ? "date,kind,name,amount,category,note" : "Date, Kind ,NAME,amount,category,Note"
        bytes += Array(header.utf8) + newline(&random)
        var bad: Set<Int> = []
        if dirty {
            for _ in 0..<Int.random(in: 1...30, using: &random) {
                bad.insert(Int.random(in: 0..<rows, using: &random))
            }
        }
        let unclosedLast = dirty && Int.random(in: 0..<4, using: &random) == 0
        var line = 2
        for index in 0..<rows {
            if index > 0, Int.random(in: 0..<50, using: &random) == 0 {
                bytes += newline(&random)  // a blank line: skipped, but it counts
                line += 1
            }
            var rowBytes: [UInt8]
            if unclosedLast, index == rows - 1 {
                let (fields, _) = validRow(&random)
                rowBytes = encode(Array(fields.prefix(2)), &random)
                rowBytes += Array(",\"never closed,1.00,,".utf8) + newline(&random)
                badLines.append(line)
            } else if bad.contains(index) {
                let defect = Defect.allCases.randomElement(using: &random) ?? .date
                hasInvalidUTF8 = hasInvalidUTF8 || defect == .invalidUTF8
                rowBytes = encode(brokenRow(defect, &random), &random) + newline(&random)
                badLines.append(line)
            } else {
                let (fields, item) = validRow(&random)
                rowBytes = encode(fields, &random) + newline(&random)
                items.append(item)
            }
            bytes += rowBytes
            line += rowBytes.lazy.filter { $0 == 0x0A }.count
        }
    }

    private func newline(_ random: inout SeededGenerator) -> [UInt8] {
        Bool.random(using: &random) ? [0x0A] : [0x0D, 0x0A]
    }

    /// Text pieces for names, categories and notes: awkward but valid.
    public static let pieces = [
        "Milk", "Rent", "café", "Crème brûlée", "🍓", "a,b", "say \"hi\"", ",", "\"", "'",
        "'); DROP TABLE budget_items; --", "\" OR 1=1 --", "\u{0}", "\u{1B}[2J", "\u{9B}31m",
        "\u{7}", "\u{1B}]0;pwned\u{7}", "\u{FEFF}", "\u{202E}", "x", "7", " ", "\t",
    ]

    /// Text pieces that may only appear in notes: line breaks inside a quoted field.
    public static let notePieces = pieces + ["\n", "\r\n", "\n\n", " line two\n"]

    private func soup(_ pieces: [String], _ random: inout SeededGenerator) -> String {
        (0..<Int.random(in: 1...5, using: &random)).map { _ in
            pieces.randomElement(using: &random) ?? ""
        }.joined()
    }

    /// A valid row's fields and the item it stores.
    private func validRow(_ random: inout SeededGenerator) -> ([Field], GeneratedItem) {
        let year = Int.random(in: 1990...2030, using: &random)
        let month = Int.random(in: 1...12, using: &random)
        let leapDay = month == 2 && year % 4 == 0 && Int.random(in: 0..<10, using: &random) == 0
        let day = leapDay ? 29 : Int.random(in: 1...28, using: &random)
        let date = "\(year)-\(pad(month))-\(pad(day))"
        let isIncome = Int.random(in: 0..<3, using: &random) == 0
        let kindText =
            isIncome
            ? (["income", "Income", " income "].randomElement(using: &random) ?? "income")
            : (["expense", "EXPENSE", "expense "].randomElement(using: &random) ?? "expense")
        // A name: awkward inside, a letter at each end, sometimes padded with spaces.
        let name = "N" + soup(Self.pieces, &random).replacing("\u{0}", with: "0") + "x"
        let padding = ["", "", " ", "  ", "\t", "\u{A0}"]
        let paddedName =
            (padding.randomElement(using: &random) ?? "") + name
            + (padding.randomElement(using: &random) ?? "")
        let cents =
            Int.random(in: 0..<20, using: &random) == 0
            ? Int64.random(in: 0...99, using: &random)
            : Int64.random(in: 0...10_000_000_00, using: &random)
        let category: String? =
            Bool.random(using: &random) ? nil : soup(Self.pieces, &random)
        let note: String? = Bool.random(using: &random) ? nil : soup(Self.notePieces, &random)
        let datePadding = Int.random(in: 0..<10, using: &random) == 0 ? " " : ""
        let fields: [Field] = [
            .text(datePadding + date), .text(kindText), .text(paddedName),
            .text(amountText(cents, &random)), .text(category ?? ""), .text(note ?? ""),
        ]
        let storedCategory = category.map(Self.withoutFormulaGuard)?.trimmingWhitespace()
        let item = GeneratedItem(
            kind: isIncome ? "income" : "expense",
            name: name,
            cents: cents,
            date: date,
            category: storedCategory?.isEmpty ?? true ? nil : storedCategory,
            note: note.map(Self.withoutFormulaGuard).flatMap {
                $0.trimmingWhitespace().isEmpty ? nil : $0
            }
        )
        return (fields, item)
    }

    /// The import's formula-guard rule, written out independently: one leading apostrophe
    /// goes when apostrophes lead to `= + - @`, a tab or a carriage return.
    public static func withoutFormulaGuard(_ text: String) -> String {
        let rest = text.drop { $0 == "'" }
        guard text.first == "'", let first = rest.unicodeScalars.first,
            "=+-@\t\r".unicodeScalars.contains(first)
        else { return text }
        return String(text.dropFirst())
    }

    /// An exact amount written one of the accepted ways.
    private func amountText(_ cents: Int64, _ random: inout SeededGenerator) -> String {
        let whole = cents / 100
        let fraction = pad(Int(cents % 100))
        var grouped = ""
        for (offset, digit) in String(whole).enumerated() {
            if offset > 0, (String(whole).count - offset) % 3 == 0 { grouped += "," }
            grouped.append(digit)
        }
        switch Int.random(in: 0..<8, using: &random) {
        case 0: return "\(grouped).\(fraction)"
        case 1: return "$\(grouped).\(fraction)"
        case 2: return " \(whole).\(fraction)0 "
        case 3: return "€\(whole).\(fraction)"
        case 4 where cents % 100 == 0: return "\(whole)"
        case 5 where cents % 100 == 0: return "£\(grouped)."
        case 6 where whole == 0: return ".\(fraction)"
        default: return "\(whole).\(fraction)"
        }
    }

    /// A row that breaks exactly one rule.
    private func brokenRow(_ defect: Defect, _ random: inout SeededGenerator) -> [Field] {
        var (fields, _) = validRow(&random)
        func pick(_ choices: [String]) -> String {
            choices.randomElement(using: &random) ?? ""
        }
        switch defect {
        case .date:
            fields[0] = .text(
                pick([
                    "2023-02-29", "2024-13-01", "2024-00-10", "24-01-01", "today", "", "2024-1-1",
                    "2024-01-32", "\u{663}024-01-01", "2024-01-01T00", "\u{1B}[2J",
                ])
            )
        case .kind:
            fields[1] = .text(pick(["gift", "", "incomes", "in come", "\u{1B}]0;x\u{7}", "i"]))
        case .name:
            fields[2] = .text(
                pick(["", "   ", "a\nb", "a\r\nb", "a\u{2028}b", "x\u{0}y", "\u{0}"])
            )
        case .amount:
            fields[3] = .text(
                pick([
                    "-5", "1,23", "abc", "1e5", "2.999", "", "12,50", "\u{663}", "1.2.3", "$-1",
                    "92233720368547758.08", "1 000", "\u{2212}3", "\u{9B}5",
                ])
            )
        case .fieldCount:
            if Bool.random(using: &random) {
                fields.removeLast()
            } else {
                fields.append(.text("extra"))
            }
        case .strayQuote:
            // A syntax error ends its record at the line end: no quoted note may go on after.
            fields[5] = .text("note")
            fields[2] = .raw(Array("ab\"c".utf8))
        case .invalidUTF8:
            fields[5] = .text("note")
            fields[Int.random(in: 2...5, using: &random)] = .raw([0x4E, 0xFF, 0x78])
        case .bareCarriageReturn:
            fields[5] = .raw(Array("a\rb".utf8))
        }
        return fields
    }

    /// The fields as one CSV row without its line end.
    private func encode(_ fields: [Field], _ random: inout SeededGenerator) -> [UInt8] {
        var row: [UInt8] = []
        for (index, field) in fields.enumerated() {
            if index > 0 { row.append(UInt8(ascii: ",")) }
            switch field {
            case .raw(let raw):
                row += raw
            case .text(let text):
                let hasQuote = text.utf8.contains(UInt8(ascii: "\""))
                let needsQuotes =
                    hasQuote
                    || text.utf8.contains { $0 == UInt8(ascii: ",") || $0 == 0x0A || $0 == 0x0D }
                if needsQuotes || Int.random(in: 0..<10, using: &random) == 0 {
                    let escaped = hasQuote ? text.replacing("\"", with: "\"\"") : text
                    row += Array(("\"" + escaped + "\"").utf8)
                } else {
                    row += text.utf8
                }
            }
        }
        return row
    }

    private func pad(_ number: Int) -> String {
        number < 10 ? "0\(number)" : "\(number)"
    }
}
