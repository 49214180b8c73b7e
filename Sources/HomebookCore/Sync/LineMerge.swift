/// A three-way merge of text by lines (docs/manual.md#household-sync): two edits of the
/// same base merge when they change different lines; edits that touch the same or
/// neighbouring lines do not merge (nil), and the caller keeps one side.
enum LineMerge {
    /// Longer texts are not merged (the line diff is quadratic).
    static let maximumLines = 2_000

    /// One side's change: base lines `start..<end` replaced by `lines`.
    private struct Hunk: Equatable {
        let start: Int
        let end: Int
        let lines: [Substring]
    }

    /// Merges `older` and `newer`, both edited from `base`; nil when their edits overlap.
    /// The sides are ordered (older write first) so every machine builds the same text.
    static func merge(base: String, older: String, newer: String) -> String? {
        let original = lines(base)
        let left = lines(older)
        let right = lines(newer)
        guard max(original.count, left.count, right.count) <= maximumLines else { return nil }
        let leftHunks = hunks(original, left)
        let rightHunks = hunks(original, right)
        var taken: [(hunk: Hunk, fromLeft: Bool)] = []
        for hunk in rightHunks {
            if leftHunks.contains(hunk) { continue }  // the same change on both: once
            // Touching or overlapping another side's change: not mergeable.
            if leftHunks.contains(where: { hunk.start <= $0.end && $0.start <= hunk.end }) {
                return nil
            }
            taken.append((hunk, false))
        }
        taken += leftHunks.map { ($0, true) }
        taken.sort { $0.hunk.start < $1.hunk.start }
        // Joplin's duplicate-line guard: a new line both sides added, in different places,
        // is kept once (where the older edit put it).
        let addedLeft = Set(leftHunks.flatMap(\.lines)).subtracting(original)
        var result: [Substring] = []
        var position = 0
        for (hunk, fromLeft) in taken {
            result += original[position..<hunk.start]
            result += fromLeft ? hunk.lines : hunk.lines.filter { !addedLeft.contains($0) }
            position = hunk.end
        }
        result += original[position...]
        return result.joined(separator: "\n")
    }

    private static func lines(_ text: String) -> [Substring] {
        text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The changes from `base` to `edited`, from a longest common subsequence of lines.
    private static func hunks(_ base: [Substring], _ edited: [Substring]) -> [Hunk] {
        let rows = base.count
        let columns = edited.count
        // suffix[i][j]: the common subsequence length of base[i...] and edited[j...].
        var suffix = [[Int]](repeating: [Int](repeating: 0, count: columns + 1), count: rows + 1)
        for row in stride(from: rows - 1, through: 0, by: -1) {
            for column in stride(from: columns - 1, through: 0, by: -1) {
                suffix[row][column] =
                    base[row] == edited[column]
                    ? suffix[row + 1][column + 1] + 1
                    : max(suffix[row + 1][column], suffix[row][column + 1])
            }
        }
        var result: [Hunk] = []
        var row = 0
        var column = 0
        var start: (row: Int, column: Int)?
        while row < rows || column < columns {
            if row < rows, column < columns, base[row] == edited[column] {
                if let open = start {
                    result.append(
                        Hunk(
                            start: open.row,
                            end: row,
                            lines: edited[open.column..<column].map { $0 }
                        )
                    )
                    start = nil
                }
                row += 1
                column += 1
                continue
            }
            if start == nil { start = (row, column) }
            if column < columns, row == rows || suffix[row][column + 1] >= suffix[row + 1][column] {
                column += 1
            } else {
                row += 1
            }
        }
        if let open = start {
            result.append(
                Hunk(start: open.row, end: rows, lines: edited[open.column..<columns].map { $0 })
            )
        }
        return result
    }
}
