/// Why a CSV import was refused; nothing was written.
public enum LedgerImportError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The first line is not the header `date,kind,name,amount,category,note`.
    case missingHeader
    /// Some rows are bad: the first ones (at most ``LedgerImportError/reportedLimit``) and
    /// how many there are in all.
    case badRows([ImportProblem], total: Int)
    /// Importing would push a total beyond 64-bit cents, at the row on `line`.
    case totalOverflow(LedgerKind, line: Int)

    /// How many bad lines are reported at most.
    public static let reportedLimit = 20

    /// The message: the first line says what happened, then one line per bad row.
    public var description: String {
        switch self {
        case .missingHeader:
            return "the first line must be the header "
                + CSVWriter.ledgerHeader.joined(separator: ",") + "; nothing was imported"
        case .badRows(let problems, let total):
            var lines = [
                "\(total) bad \(total == 1 ? "row" : "rows"); nothing was imported:"
            ]
            // Reasons quote the file's fields: neutralised here, where every importer's
            // row problems are shown, so no CSV or bank file can drive the terminal.
            lines += problems.map { "  line \($0.line): \(DisplayText.singleLine($0.reason))" }
            if total > problems.count {
                lines.append("  … and \(total - problems.count) more")
            }
            return lines.joined(separator: "\n")
        case .totalOverflow(let kind, let line):
            let total = kind == .income ? "income" : "expense"
            return "line \(line): the \(total) total would exceed \(Money.maximum.grouped),"
                + " the largest amount homebook can hold (overflow); nothing was imported"
        }
    }
}

/// One bad row of an import: its line number and what is wrong with it.
public struct ImportProblem: Error, Equatable, Sendable {
    /// The line the record starts on (the header is line 1).
    public let line: Int
    /// Every reason the row was refused, joined by "; ".
    public let reason: String

    /// Creates a problem report.
    public init(line: Int, reason: String) {
        self.line = line
        self.reason = reason
    }
}
