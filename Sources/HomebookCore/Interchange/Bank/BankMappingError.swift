/// Why a bank mapping cannot be used.
public enum BankMappingError: Error, Equatable, CustomStringConvertible, Sendable {
    /// A part of `--map` is not `FIELD=COLUMN`.
    case badAssignment(String)
    /// A field name that is not date, name, amount, debit, credit or category.
    case unknownField(String)
    /// A field assigned twice.
    case repeatedField(String)
    /// A required field is not assigned.
    case missingField(String)
    /// Neither one amount column nor both debit and credit.
    case amountColumns
    /// A sign column given with debit and credit columns.
    case signWithDebitCredit
    /// A delimiter that is not one plain ASCII character.
    case badDelimiter(String)
    /// A date format without a day, month and year, or with an unknown directive.
    case badDateFormat(String)
    /// A column named by the mapping is not in the file's header.
    case columnNotFound(BankColumn, header: [String])
    /// A saved mapping name that is empty or holds a line break.
    case badMappingName(String)
    /// No mapping saved under this name.
    case unknownMapping(String)
    /// A file without a header line, but a column named by header text.
    case namedColumnWithoutHeader(BankColumn)
    /// An encoding name that is not one homebook reads.
    case unknownEncoding(String)
    /// `--skip-lines` asked to skip at least every line the file has.
    case skippedEverything(lines: Int, asked: Int)

    /// The command-line options this refusal is about (without dashes), so the command line
    /// can name them; the message itself names the mapping's parts, never an option.
    public var options: [String] {
        switch self {
        case .badAssignment, .repeatedField, .missingField, .amountColumns, .signWithDebitCredit:
            ["map"]
        case .skippedEverything: ["skip-lines"]
        default: []
        }
    }

    /// The message, naming what to type instead.
    public var description: String {
        switch self {
        case .badAssignment(let part):
            return "\"\(DisplayText.singleLine(part))\" in the column mapping is not FIELD=COLUMN"
                + " (e.g. date=Date,name=Description,amount=Amount)"
        case .unknownField(let field):
            return "\"\(DisplayText.singleLine(field))\" is not a field: use date, name, amount,"
                + " debit, credit, sign, category or currency"
        case .repeatedField(let field):
            return "the column mapping assigns \(field) twice"
        case .missingField(let field):
            return "the column mapping must assign \(field)"
        case .amountColumns:
            return "the column mapping needs either amount=COL, or both debit=COL and credit=COL"
        case .signWithDebitCredit:
            return "sign=COL goes with amount=COL: debit and credit columns give the direction"
                + " themselves"
        case .badDelimiter(let text):
            return "\"\(DisplayText.singleLine(text))\" is not a delimiter: give one character"
                + " such as ; or , or tab"
        case .badDateFormat(let text):
            return "\"\(DisplayText.singleLine(text))\" is not a date format: use %d, %m and"
                + " %Y (or %y, %b) with separators, e.g. %d/%m/%Y"
        case .columnNotFound(let column, let header):
            let names = header.map { DisplayText.singleLine($0) }.joined(separator: ", ")
            switch column {
            case .number(let number):
                return "the header has \(header.count) columns, so there is no column \(number)"
            case .named(let name):
                return "no column \"\(DisplayText.singleLine(name))\" in the header (\(names))"
            }
        case .badMappingName(let name):
            return "\"\(DisplayText.singleLine(name))\" is not a mapping name: it must not be"
                + " empty or hold = , or a line break"
        case .unknownMapping(let name):
            return "no saved mapping is called \"\(DisplayText.singleLine(name))\""
        case .namedColumnWithoutHeader(let column):
            return
                "the file has no header line, so \"\(DisplayText.singleLine(column.description))\""
                + " cannot be found: give columns by number (date=1,name=2,amount=3)"
        case .unknownEncoding(let name):
            return "\"\(DisplayText.singleLine(name))\" is not an encoding homebook reads: use"
                + " utf-8, windows-1252 or iso-8859-1"
        case .skippedEverything(let lines, let asked):
            return "the file has \(lines) \(lines == 1 ? "line" : "lines"), so skipping \(asked)"
                + " leaves nothing to import: skip fewer lines"
        }
    }
}
