/// A categorising rule saved with a bank mapping: a row whose name matches the pattern gets
/// the category, and the cleaner name when one is given (docs/manual.md#interchange).
public struct BankRule: Equatable, Sendable {
    /// The rule's id; ids are never reused.
    public let id: Int64
    /// The mapping the rule belongs to.
    public let mapping: String
    /// What a name must hold: case-insensitive, `*` for any run of characters, anywhere.
    public let pattern: String
    /// The category a matching row gets.
    public let category: String
    /// The name a matching row gets instead of the bank's, if any.
    public let name: String?

    /// Creates a rule as stored.
    public init(id: Int64, mapping: String, pattern: String, category: String, name: String?) {
        self.id = id
        self.mapping = mapping
        self.pattern = pattern
        self.category = category
        self.name = name
    }
}

/// A rule's pattern, ready to test names quickly: the pieces between `*`, case-folded, each
/// found after the one before, anywhere in the name.
///
/// Why not regular expressions, as hledger has: the stdlib has none without Foundation, and
/// the patterns people write (`TESCO`, `AMAZON*PRIME`) need only this; a glob cannot fail to
/// compile nor take exponential time.
struct BankRulePattern {
    private let pieces: [[UInt8]]

    /// Compiles `pattern`.
    init(_ pattern: String) {
        pieces = pattern.lowercased().split(separator: "*").map { Array($0.utf8) }
    }

    /// Whether `name` holds the pieces in order, ignoring letter case.
    func matches(_ name: String) -> Bool {
        BankRuleSet.withFoldable(name) { matches($0, ascii: $1) }
    }

    /// Whether `bytes` (ASCII, folded here, or already lowercased) hold the pieces in order.
    func matches(_ bytes: UnsafeBufferPointer<UInt8>, ascii: Bool) -> Bool {
        var start = 0
        for piece in pieces {
            guard let found = find(piece, in: bytes, from: start, ascii: ascii) else {
                return false
            }
            start = found + piece.count
        }
        return true
    }

    private func find(
        _ piece: [UInt8],
        in bytes: UnsafeBufferPointer<UInt8>,
        from start: Int,
        ascii: Bool
    ) -> Int? {
        guard !piece.isEmpty else { return start }
        let last = bytes.count - piece.count
        guard start <= last else { return nil }
        let first = piece[0]
        var index = start
        while index <= last {
            var byte = bytes[index]
            if ascii, byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z") { byte |= 0x20 }
            if byte == first {
                var offset = 1
                while offset < piece.count {
                    var next = bytes[index + offset]
                    if ascii, next >= UInt8(ascii: "A"), next <= UInt8(ascii: "Z") { next |= 0x20 }
                    guard next == piece[offset] else { break }
                    offset += 1
                }
                if offset == piece.count { return index }
            }
            index += 1
        }
        return nil
    }
}

/// The rules of one mapping, compiled, tried in id order: the first match wins.
struct BankRuleSet {
    private let rules: [(pattern: BankRulePattern, rule: BankRule)]

    /// Compiles `rules`, which must be in id order.
    init(_ rules: [BankRule]) {
        self.rules = rules.map { (BankRulePattern($0.pattern), $0) }
    }

    /// Whether there is no rule.
    var isEmpty: Bool { rules.isEmpty }

    /// The first rule whose pattern `name` matches.
    func rule(for name: String) -> BankRule? {
        // The name's bytes are prepared once for every rule (profiled: per rule, the
        // preparation cost more than the search).
        Self.withFoldable(name) { bytes, ascii in
            rules.first { $0.pattern.matches(bytes, ascii: ascii) }?.rule
        }
    }

    /// Calls `body` with the bytes to search: an ASCII name as it is (folded while
    /// searching, without a copy), any other lowercased once, as patterns are.
    static func withFoldable<Result>(
        _ name: String,
        _ body: (UnsafeBufferPointer<UInt8>, Bool) -> Result
    ) -> Result {
        var text = name
        let ascii = text.withUTF8 { !$0.contains(where: { $0 >= 0x80 }) }
        if !ascii { text = name.lowercased() }
        return text.withUTF8 { body($0, ascii) }
    }
}

/// Why a rule cannot be saved or found.
public enum BankRuleError: Error, Equatable, CustomStringConvertible, Sendable {
    /// A pattern that is empty, only `*`, or holds a line break or NUL.
    case badPattern(String)
    /// A category that is empty or holds a line break.
    case badCategory(String)
    /// A cleaner name that is empty or holds a line break.
    case badName(String)
    /// No rule has this id.
    case unknownRule(Int64)
    /// No mapping is saved under this name (a rule belongs to a saved mapping).
    case unknownMapping(String, saved: [String])

    /// The message, naming what to type instead.
    public var description: String {
        switch self {
        case .badPattern(let text):
            return "\"\(DisplayText.singleLine(text))\" is not a pattern: give some text a name"
                + " holds (e.g. TESCO or AMAZON*PRIME), on one line"
        case .badCategory(let text):
            return "\"\(DisplayText.singleLine(text))\" is not a category: it must not be empty"
                + " or hold a line break"
        case .badName(let text):
            return "\"\(DisplayText.singleLine(text))\" is not a name: it must not be empty"
                + " or hold a line break"
        case .unknownRule(let id):
            return "no rule has id \(id) (budget rules list shows them)"
        case .unknownMapping(let name, let saved):
            let known =
                saved.isEmpty
                ? "none is saved yet: a bank import with --save-map saves one"
                : "saved: " + saved.map(DisplayText.singleLine).joined(separator: ", ")
            return "no saved mapping is called \"\(DisplayText.singleLine(name))\" (\(known))"
        }
    }
}
