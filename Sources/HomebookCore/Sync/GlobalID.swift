#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A synced row's global identity: 16 bytes, the same on every machine of a household
/// (docs/manual.md#household-sync). The integer `id` stays local and is what people see.
package struct GlobalID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The 16 bytes, as stored in a `gid` column.
    package let bytes: [UInt8]

    /// Wraps 16 stored bytes; nil for any other length.
    package init?(bytes: [UInt8]) {
        guard bytes.count == 16 else { return nil }
        self.bytes = bytes
    }

    /// A new time-ordered id (UUIDv7, RFC 9562 §5.7): 48 bits of Unix milliseconds, then
    /// 74 random bits. Time-ordered so that new rows land at the end of the `gid` index.
    package static func newV7(milliseconds: UInt64 = wallClockMilliseconds()) -> GlobalID {
        var generator = SystemRandomNumberGenerator()
        var bytes = [UInt8](repeating: 0, count: 16)
        for index in 0..<6 {
            bytes[index] = UInt8(truncatingIfNeeded: milliseconds >> UInt64(40 - 8 * index))
        }
        let random1: UInt64 = generator.next()
        let random2: UInt64 = generator.next()
        for index in 6..<8 {
            bytes[index] = UInt8(truncatingIfNeeded: random1 >> UInt64(8 * index))
        }
        for index in 8..<16 {
            bytes[index] = UInt8(truncatingIfNeeded: random2 >> UInt64(8 * (index - 8)))
        }
        bytes[6] = 0x70 | (bytes[6] & 0x0F)  // version 7
        bytes[8] = 0x80 | (bytes[8] & 0x3F)  // variant 10
        return GlobalID(uncheckedBytes: bytes)
    }

    /// The id of a thing two machines may make on their own (a schedule's posting for a day,
    /// a bank statement row), derived from its natural key so that both make the same one.
    ///
    /// RFC 9562's name-based UUIDv5 uses SHA-1; this is its §B.2 variant with SHA-256
    /// (UUIDv8: the first 16 bytes of SHA-256(namespace ‖ name), version and variant set),
    /// because homebook carries SHA-256 already and not SHA-1.
    package static func derived(namespace: String, name: [UInt8]) -> GlobalID {
        var hasher = SHA256()
        hasher.update(Array(namespace.utf8) + [0])
        hasher.update(name)
        var bytes = Array(hasher.finalize().prefix(16))
        bytes[6] = 0x80 | (bytes[6] & 0x0F)  // version 8
        bytes[8] = 0x80 | (bytes[8] & 0x3F)
        return GlobalID(uncheckedBytes: bytes)
    }

    /// The gid of a schedule's posting on `date` (YYYY-MM-DD).
    package static func schedulePosting(schedule: GlobalID, date: String) -> GlobalID {
        derived(namespace: "homebook.schedule-posting", name: schedule.bytes + Array(date.utf8))
    }

    /// The gid of the budget item a bank statement row with `fingerprint` became.
    package static func bankRow(fingerprint: Int64) -> GlobalID {
        let value = UInt64(bitPattern: fingerprint)
        let name = (0..<8).map { UInt8(truncatingIfNeeded: value >> UInt64(56 - 8 * $0)) }
        return derived(namespace: "homebook.bank-row", name: name)
    }

    /// The gid of a calendar: from its name, regardless of ASCII case, as the name is unique.
    package static func calendar(named name: String) -> GlobalID {
        derived(namespace: "homebook.calendar", name: Array(name.lowercased().utf8))
    }

    /// The gid of a budget account: from its name, regardless of case, as the name is
    /// unique (docs/manual.md#budget-accounts): two machines that open "Savings" open one.
    package static func account(named name: String) -> GlobalID {
        derived(namespace: "homebook.account", name: Array(name.lowercased().utf8))
    }

    /// The gid of a price: from its day and pair (docs/manual.md#prices), so two machines
    /// that enter the same day's price hold one row.
    package static func price(day: String, from: String, to: String) -> GlobalID {
        derived(namespace: "homebook.price", name: Array("\(day) \(from) \(to)".utf8))
    }

    private init(uncheckedBytes: [UInt8]) {
        self.bytes = uncheckedBytes
    }

    /// The canonical text form, `xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx`, lower case.
    package var description: String {
        var text = ""
        for (index, byte) in bytes.enumerated() {
            if [4, 6, 8, 10].contains(index) { text += "-" }
            text += Hex.byte(byte)
        }
        return text
    }

    /// Byte order, which for UUIDv7 is creation order.
    package static func < (lhs: GlobalID, rhs: GlobalID) -> Bool {
        lhs.bytes.lexicographicallyPrecedes(rhs.bytes)
    }

    /// Milliseconds since 1970 by the wall clock.
    package static func wallClockMilliseconds() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return UInt64(max(0, now.tv_sec)) * 1000 + UInt64(max(0, now.tv_nsec)) / 1_000_000
    }
}

/// Lower-case hexadecimal, for ids and hashes shown or used as file names.
package enum Hex {
    private static let digits = Array("0123456789abcdef")

    /// Two digits for one byte.
    package static func byte(_ value: UInt8) -> String {
        String([digits[Int(value >> 4)], digits[Int(value & 0x0F)]])
    }

    /// The digits of all the bytes.
    package static func string(_ bytes: [UInt8]) -> String {
        var text = ""
        text.reserveCapacity(bytes.count * 2)
        for value in bytes { text += byte(value) }
        return text
    }

    /// The bytes of an even-length hexadecimal text, or nil.
    package static func bytes(_ text: String) -> [UInt8]? {
        let scalars = Array(text.utf8)
        guard scalars.count % 2 == 0 else { return nil }
        func nibble(_ c: UInt8) -> UInt8? {
            switch c {
            case 48...57: return c - 48
            case 97...102: return c - 87
            case 65...70: return c - 55
            default: return nil
            }
        }
        var result: [UInt8] = []
        result.reserveCapacity(scalars.count / 2)
        var index = 0
        while index < scalars.count {
            guard let high = nibble(scalars[index]), let low = nibble(scalars[index + 1]) else {
                return nil
            }
            result.append(high << 4 | low)
            index += 2
        }
        return result
    }
}
