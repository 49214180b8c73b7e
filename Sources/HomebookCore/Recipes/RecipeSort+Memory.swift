#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Sorting fetched recipes in memory, exactly as ``RecipeSort/orderBy`` sorts them in SQL.
///
/// A search's matches are not in any index's order, so SQLite would sort them in its
/// sorter, comparing whole records with the NOCASE collation: for a search that matches
/// thousands of recipes, that was a third of the command's work. Sorting here, on keys
/// computed once per recipe, gives the same order for a fraction of it
/// (`RecipeSortTests` checks it against SQLite's ORDER BY).
extension RecipeSort {
    /// `recipes` in this order.
    func sorted(_ recipes: [Recipe]) -> [Recipe] {
        let keys = SortKeys(recipes)
        var order = Array(recipes.indices)
        keys.bytes.withUnsafeBufferPointer { bytes in
            keys.entries.withUnsafeBufferPointer { entries in
                order.sort { left, right in
                    let (left, right) = (entries[left], entries[right])
                    if self == .lastMade, left.day != right.day {
                        // Newest first; never made (NULL, below every value in SQLite) last.
                        return left.day > right.day
                    }
                    let names = left.compareName(with: right, in: bytes)
                    return names != 0 ? names < 0 : left.id < right.id
                }
            }
        }
        return order.map { recipes[$0] }
    }

    /// The name's UTF-8 bytes with ASCII letters folded to lower case, as NOCASE folds them.
    static func nocaseKey(_ name: String) -> [UInt8] {
        var key: [UInt8] = []
        appendNocaseKey(name, to: &key)
        return key
    }

    /// Appends ``nocaseKey(_:)`` of `name` to `bytes`.
    static func appendNocaseKey(_ name: String, to bytes: inout [UInt8]) {
        func fold(_ byte: UInt8) -> UInt8 { byte &- 0x41 < 26 ? byte | 0x20 : byte }
        let appended: Void? = name.utf8.withContiguousStorageIfAvailable { utf8 in
            for byte in utf8 { bytes.append(fold(byte)) }
        }
        if appended == nil { bytes += name.utf8.map(fold) }
    }
}

/// Every recipe's sort keys, computed once, in flat arrays a comparison reads without
/// copying or reference counting (a search may sort thousands).
private struct SortKeys {
    /// One recipe's keys.
    struct Entry {
        /// Where the folded name starts in ``SortKeys/bytes``, and how many of its bytes are
        /// compared: up to its first NUL, where NOCASE stops.
        let start: Int
        let compared: Int
        /// The whole name's length: NOCASE's last word when the compared parts are equal.
        let length: Int
        /// The last-made day as a day number; never made is below every day, as NULL is.
        let day: Int
        let id: Int64

        /// SQLite's NOCASE collation (`nocaseCollatingFunc`) of two names: byte by byte over
        /// the parts before a NUL, a part that is a prefix of the other first, then the
        /// shorter whole name first. Negative, zero or positive.
        func compareName(with other: Entry, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
            // memcmp compares unsigned bytes, as NOCASE does once letters are folded.
            if let base = bytes.baseAddress {
                let common = min(compared, other.compared)
                let order = memcmp(base + start, base + other.start, common)
                if order != 0 { return Int(order) }
            }
            if compared != other.compared { return compared - other.compared }
            return length - other.length
        }
    }

    /// The folded names (``RecipeSort/nocaseKey(_:)``), one after the other.
    private(set) var bytes: [UInt8] = []
    private(set) var entries: [Entry] = []

    init(_ recipes: [Recipe]) {
        entries.reserveCapacity(recipes.count)
        for recipe in recipes {
            let start = bytes.count
            RecipeSort.appendNocaseKey(recipe.name, to: &bytes)
            let length = bytes.count - start
            let compared = bytes[start...].firstIndex(of: 0).map { $0 - start } ?? length
            entries.append(
                Entry(
                    start: start,
                    compared: compared,
                    length: length,
                    day: recipe.lastMade?.dayNumber ?? .min,
                    id: recipe.id
                )
            )
        }
    }
}
