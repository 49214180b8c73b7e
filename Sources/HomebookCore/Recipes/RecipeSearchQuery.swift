/// Turns what a person typed into an FTS5 query that can never be a syntax error.
///
/// FTS5 gives meaning to `"`, `*`, `^`, `:`, `(`, `)`, `-`, `+` and to the words `AND`, `OR`,
/// `NOT` and `NEAR`. Here the text is split at white space into terms, and each term is
/// written as a quoted phrase (a `"` doubled, FTS5's own escape) with a prefix star. Inside
/// a phrase every other character the tokenizer skips anyway becomes a space, so
/// `peanut-butter` becomes `"peanut butter"*` and `OR` becomes `"OR"*`. Terms are joined by
/// spaces, which FTS5 reads as AND: every word must match, and each also matches longer ones.
///
/// Related SQLite documentation: <https://www.sqlite.org/fts5.html#full_text_query_syntax>
public enum RecipeSearchQuery {
    /// The FTS5 query for `text`, or nil when it has nothing searchable (no letter or digit).
    public static func ftsQuery(for text: String) -> String? {
        let phrases = text.split(whereSeparator: \.isWhitespace).compactMap(phrase)
        return phrases.isEmpty ? nil : phrases.joined(separator: " ")
    }

    /// One term as a quoted prefix phrase, or nil when it has no letter or digit.
    static func phrase(_ term: Substring) -> String? {
        guard term.unicodeScalars.contains(where: isSearchable) else { return nil }
        var quoted = "\""
        for scalar in term.unicodeScalars {
            if scalar == "\"" {
                quoted += "\"\""
            } else if isSearchable(scalar) || isMark(scalar) {
                quoted.unicodeScalars.append(scalar)
            } else {
                // The tokenizer separates tokens at these anyway; a space says the same
                // without any chance of meaning (or of a NUL cutting the query short).
                quoted += " "
            }
        }
        return quoted + "\"*"
    }

    /// Letters, digits and private-use characters: what the `unicode61` tokenizer indexes.
    static func isSearchable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .decimalNumber, .letterNumber, .otherNumber, .privateUse:
            return true
        default:
            return false
        }
    }

    /// Combining marks stay with their letter: `remove_diacritics 2` folds `e` + U+0300 to `e`.
    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }
}
