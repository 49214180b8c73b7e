/// A stable 64-bit fingerprint of an imported bank row, so a re-import skips it.
///
/// FNV-1a over the row's date, kind, cents and name, then a SplitMix64 finaliser with the
/// repeat number folded in: the k-th identical row of one statement gets its own
/// fingerprint, so two real coffees on one day stay two items, and an overlapping statement
/// that holds them again adds neither. Stable across runs and machines (Swift's `Hasher`
/// is seeded per process, so it cannot be used).
struct BankRowFingerprint {
    /// The hash of the row without its repeat number.
    let base: UInt64

    /// Fingerprints the values an item is stored with. `account` is the fingerprint name of
    /// an account other than the default one (``Accounts/fingerprintName(of:)``: its
    /// lowercased name when made, kept through renames; the default's rows keep the
    /// fingerprints they always had), so one statement imported into two accounts is two
    /// sets of rows.
    init(date: CalendarDate, kind: LedgerKind, cents: Int64, name: String, account: String? = nil) {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func add(_ byte: UInt8) {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        func add(_ value: UInt64) {
            for shift in stride(from: 0, to: 64, by: 8) {
                add(UInt8(truncatingIfNeeded: value >> shift))
            }
        }
        add(UInt64(date.year) << 16 | UInt64(date.month) << 8 | UInt64(date.day))
        add(kind == .income ? UInt8(ascii: "i") : UInt8(ascii: "e"))
        add(UInt64(bitPattern: cents))
        for byte in name.utf8 { add(byte) }
        add(UInt8(0xFF))  // not a UTF-8 byte: ends the name
        if let account {
            for byte in account.utf8 { add(byte) }
            add(UInt8(0xFE))  // not a UTF-8 byte either: ends the account
        }
        base = hash
    }

    /// The stored fingerprint of the `repeat`-th (0-based) row with these values.
    func stored(repeat number: UInt32) -> Int64 {
        var mixed = base &+ (UInt64(number) &+ 1) &* 0x9e37_79b9_7f4a_7c15
        mixed = (mixed ^ (mixed >> 30)) &* 0xbf58_476d_1ce4_e5b9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94d0_49bb_1331_11eb
        return Int64(bitPattern: mixed ^ (mixed >> 31))
    }
}
