/// How a bank's own CSV maps onto ledger items (docs/manual.md#interchange): which columns hold
/// what, and how dates, amounts and fields are written.
public struct BankMapping: Equatable, Sendable {
    /// Where the amount is: one signed column, or separate debit and credit columns.
    public enum Amounts: Equatable, Sendable {
        /// One column; negative is an expense, positive an income.
        case signed(BankColumn)
        /// A debit column (expenses) and a credit column (income); one of them is filled.
        case debitCredit(debit: BankColumn, credit: BankColumn)
    }

    /// The column of the day the money moved.
    public var date: BankColumn
    /// The column of the item's name (the bank's description or payee).
    public var name: BankColumn
    /// Columns tried in turn when the name column of a row is empty (`name=Payee|Memo`).
    public var nameFallbacks: [BankColumn] = []
    /// The column or columns of the amount.
    public var amounts: Amounts
    /// Columns added to a signed amount (`amount=Amount+Fees`).
    public var amountAddends: [BankColumn] = []
    /// A column whose word gives the direction of a signed amount (`sign=Transaction Type`).
    public var sign: BankSign?
    /// An optional column whose text becomes the category.
    public var category: BankColumn?
    /// An optional column holding each row's currency code (`currency=Currency`).
    public var currencyColumn: BankColumn?
    /// The currency every row is in (`--currency CODE`), checked against the account's.
    public var currency: String?
    /// How dates are written.
    public var dateFormat: BankDateFormat
    /// Whether amounts use a decimal comma (`1.234,56`).
    public var decimalComma: Bool
    /// The ASCII byte between fields.
    public var delimiter: UInt8
    /// How many lines (titles, account details) come before the header line.
    public var skipLines: Int
    /// Whether the file has a header line; without one, columns are numbers.
    public var hasHeader = true
    /// Whether amounts are read with the opposite sign (a card statement that shows
    /// payments as positive).
    public var negate = false
    /// How the file's text is encoded.
    public var encoding: BankEncoding = .utf8
    /// The name the mapping was saved under, when it was read from the store: its
    /// categorising rules apply on import.
    public var savedName: String?

    /// Creates a mapping; the defaults read ISO dates, decimal points and commas.
    public init(
        date: BankColumn,
        name: BankColumn,
        amounts: Amounts,
        category: BankColumn? = nil,
        dateFormat: BankDateFormat = .iso,
        decimalComma: Bool = false,
        delimiter: UInt8 = UInt8(ascii: ","),
        skipLines: Int = 0
    ) {
        self.date = date
        self.name = name
        self.amounts = amounts
        self.category = category
        self.dateFormat = dateFormat
        self.decimalComma = decimalComma
        self.delimiter = delimiter
        self.skipLines = skipLines
    }

    /// Reads the `--map` assignments, `date=COL,name=COL,amount=COL` or
    /// `date=COL,name=COL,debit=COL,credit=COL`, with columns by header or 1-based number.
    ///
    /// `name=Payee|Memo` names fallbacks for an empty name, `amount=Amount+Fees` adds
    /// columns, `sign=COLUMN[:OUT/IN]` reads the direction from a column of words
    /// (docs/manual.md#interchange).
    public init(columns text: String) throws(BankMappingError) {
        var assigned: [String: [BankColumn]] = [:]
        var sign: BankSign?
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let pieces = part.split(separator: "=", maxSplits: 1)
            guard pieces.count == 2 else { throw .badAssignment(String(part)) }
            let key = pieces[0].trimmingWhitespace().lowercased()
            guard
                [
                    "date", "name", "amount", "debit", "credit", "category", "sign", "currency",
                ].contains(key)
            else { throw .unknownField(key) }
            if key == "sign" {
                guard let parsed = BankSign(pieces[1]) else { throw .badAssignment(String(part)) }
                guard sign == nil else { throw .repeatedField(key) }
                sign = parsed
                continue
            }
            // Only a name has fallbacks and only an amount has addends.
            let separator: Character? = key == "name" ? "|" : key == "amount" ? "+" : nil
            let texts =
                separator.map { pieces[1].split(separator: $0, omittingEmptySubsequences: false) }
                ?? [pieces[1]]
            var columns: [BankColumn] = []
            for text in texts {
                guard let column = BankColumn(String(text)) else {
                    throw .badAssignment(String(part))
                }
                columns.append(column)
            }
            guard assigned.updateValue(columns, forKey: key) == nil else {
                throw .repeatedField(key)
            }
        }
        guard let date = assigned["date"]?.first else { throw .missingField("date") }
        guard let names = assigned["name"], let name = names.first else {
            throw .missingField("name")
        }
        switch (assigned["amount"], assigned["debit"]?.first, assigned["credit"]?.first) {
        case (let amount?, nil, nil):
            amounts = .signed(amount[0])
            amountAddends = Array(amount.dropFirst())
        case (nil, let debit?, let credit?):
            // Debit and credit columns give the direction already.
            guard sign == nil else { throw .signWithDebitCredit }
            amounts = .debitCredit(debit: debit, credit: credit)
        default:
            throw .amountColumns
        }
        self.date = date
        self.name = name
        self.sign = sign
        nameFallbacks = Array(names.dropFirst())
        category = assigned["category"]?.first
        currencyColumn = assigned["currency"]?.first
        dateFormat = .iso
        decimalComma = false
        delimiter = UInt8(ascii: ",")
        skipLines = 0
    }

    /// Every column the mapping reads.
    var allColumns: [BankColumn] {
        var columns = [date, name] + nameFallbacks + amountAddends
        switch amounts {
        case .signed(let amount): columns.append(amount)
        case .debitCredit(let debit, let credit): columns += [debit, credit]
        }
        if let category { columns.append(category) }
        if let sign { columns.append(sign.column) }
        if let currencyColumn { columns.append(currencyColumn) }
        return columns
    }

    /// Whether every column is given by number (so a file without a header can be read).
    var usesNumbersOnly: Bool {
        allColumns.allSatisfy { if case .number = $0 { true } else { false } }
    }

    /// The assignments as `--map` reads them back (the category column is kept apart).
    public var columnsText: String {
        let names = ([name] + nameFallbacks).map(\.description).joined(separator: "|")
        var parts = ["date=\(date)", "name=\(names)"]
        switch amounts {
        case .signed(let amount):
            let sum = ([amount] + amountAddends).map(\.description).joined(separator: "+")
            parts.append("amount=\(sum)")
        case .debitCredit(let debit, let credit):
            parts += ["debit=\(debit)", "credit=\(credit)"]
        }
        if let sign { parts.append("sign=\(sign)") }
        if let currencyColumn { parts.append("currency=\(currencyColumn)") }
        return parts.joined(separator: ",")
    }

    /// Reads a `--delimiter` value: one ASCII character other than a quote or line break,
    /// or `tab`.
    public static func delimiter(_ text: String) throws(BankMappingError) -> UInt8 {
        if text == "tab" || text == "\\t" { return UInt8(ascii: "\t") }
        let bytes = Array(text.utf8)
        guard bytes.count == 1, bytes[0] < 0x80, bytes[0] >= 0x20 || bytes[0] == 0x09,
            bytes[0] != UInt8(ascii: "\"")
        else { throw .badDelimiter(text) }
        return bytes[0]
    }
}

extension BankMapping {
    /// The `budget import` options that give this mapping, as a person would type them
    /// (for `budget mappings list`); each value is shell-quoted when it needs to be.
    public var optionsText: String {
        func quoted(_ text: String) -> String {
            let plain = text.unicodeScalars.allSatisfy {
                $0.properties.isAlphabetic || "0123456789=,|+%/._-:".unicodeScalars.contains($0)
            }
            guard !plain else { return text }
            return "'"
                + text.split(separator: "'", omittingEmptySubsequences: false)
                .joined(separator: "'\\''") + "'"
        }
        var parts = ["--map", quoted(columnsText)]
        if self.dateFormat != .iso { parts += ["--date-format", quoted(dateFormat.description)] }
        if decimalComma { parts.append("--decimal-comma") }
        if delimiter != UInt8(ascii: ",") {
            let text =
                delimiter == UInt8(ascii: "\t")
                ? "tab" : String(decoding: [delimiter], as: UTF8.self)
            parts += ["--delimiter", quoted(text)]
        }
        if let category { parts += ["--category-from", quoted(category.description)] }
        if skipLines > 0 { parts += ["--skip-lines", String(skipLines)] }
        if !hasHeader { parts.append("--no-header") }
        if negate { parts.append("--negate") }
        if let currency { parts += ["--currency", currency] }
        if encoding != .utf8 { parts += ["--encoding", encoding.rawValue] }
        return parts.joined(separator: " ")
    }
}
