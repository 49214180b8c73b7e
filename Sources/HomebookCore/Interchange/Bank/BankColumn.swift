/// A column of a bank statement, named by its header text or by its 1-based position.
public enum BankColumn: Hashable, Sendable, CustomStringConvertible {
    /// The column whose header is this text (compared trimmed and case-insensitively).
    case named(String)
    /// The column at this 1-based position.
    case number(Int)

    /// Reads `text`: all digits is a position, anything else a header name.
    public init?(_ text: String) {
        let trimmed = text.trimmingWhitespace()
        guard !trimmed.isEmpty else { return nil }
        if trimmed.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) {
            guard let number = Int(trimmed), number >= 1 else { return nil }
            self = .number(number)
        } else {
            self = .named(trimmed)
        }
    }

    /// The text that reads back as this column.
    public var description: String {
        switch self {
        case .named(let name): return name
        case .number(let number): return String(number)
        }
    }

    /// Whether the column is named by header text rather than by number.
    var isNamed: Bool {
        if case .named = self { return true }
        return false
    }

    /// The 0-based index of this column in `header`, or nil when there is none.
    func index(in header: [String]) -> Int? {
        switch self {
        case .number(let number):
            return number <= header.count ? number - 1 : nil
        case .named(let name):
            let wanted = name.lowercased()
            return header.firstIndex { $0.trimmingWhitespace().lowercased() == wanted }
        }
    }
}
