/// Safe, distinct file names made from recipe names (see docs/manual.md, "Recipes from
/// other apps": the rule is part of the user contract).
enum RecipeFileName {
    /// The most bytes a file name may take on common file systems (NAME_MAX).
    static let maximumBytes = 255
    /// The most bytes of a stem, leaving room for a ` (NNNNNN)` number and the extension.
    static let maximumStemBytes = 200

    /// A file name stem for `name`: one line of visible text, no path separators, no
    /// leading dot, at most ``maximumStemBytes`` bytes cut between characters.
    static func stem(_ name: String) -> String {
        var cleaned = ""
        var pendingSpace = false
        for char in name {
            guard let piece = visiblePart(char) else { continue }
            if piece == " " {
                pendingSpace = !cleaned.isEmpty
                continue
            }
            if pendingSpace {
                cleaned.append(" ")
                pendingSpace = false
            }
            // A leading dot would hide the file (and `..` names the parent folder).
            if cleaned.isEmpty, piece == "." { continue }
            let (total, overflow) = cleaned.utf8.count.addingReportingOverflow(piece.utf8.count)
            if overflow || total > maximumStemBytes { break }
            cleaned += piece
        }
        return cleaned.isEmpty ? "recipe" : cleaned
    }

    /// `char` as it may appear in a file name: nil when nothing of it is visible, a space
    /// for any kind of space or line break, `-` for a path separator.
    private static func visiblePart(_ char: Character) -> String? {
        var kept = ""
        for scalar in char.unicodeScalars {
            // Checked per scalar: a combining mark after `/` makes a character that is not "/".
            if scalar == "/" || scalar == "\\" {
                kept += "-"
                continue
            }
            switch scalar.properties.generalCategory {
            case .control, .lineSeparator, .paragraphSeparator, .spaceSeparator:
                return " "
            // Format characters (bidirectional marks and overrides, zero-width spaces and
            // joiners, soft hyphens) can make a name show as another; unassigned and
            // private-use ones have no agreed look.
            case .format, .unassigned, .privateUse, .surrogate:
                continue
            default:
                // Also invisible: variation selectors, Hangul fillers, the grapheme joiner.
                if scalar.properties.isDefaultIgnorableCodePoint { continue }
                kept.unicodeScalars.append(scalar)
            }
        }
        return kept.isEmpty ? nil : kept
    }

    /// One distinct file name (`stem.ext`, or `stem (2).ext`, …) for each name, in order;
    /// names that differ only in case (or Unicode normalisation) get distinct numbers.
    static func distinct(_ names: [String], extension ext: String) -> [String] {
        var used = Set<String>()
        var result: [String] = []
        result.reserveCapacity(names.count)
        for name in names {
            let stem = stem(name)
            var candidate = stem
            var number = 2
            // String equality ignores normalisation, so NFC and NFD spellings collide here
            // as they do on file systems that normalise.
            while !used.insert(candidate.lowercased()).inserted {
                candidate = "\(stem) (\(number))"
                number += 1
            }
            result.append(candidate + "." + ext)
        }
        return result
    }
}
