/// Reading a zoneinfo (TZif) file, RFC 8536.
extension ZoneRules {
    /// The rules in a TZif file's bytes, or nil when they are not a well-formed one.
    ///
    /// A version 2 or later file is read from its second, 64-bit part and its footer; a
    /// version 1 file from its 32-bit part. Leap-second records are skipped: the `right/`
    /// zones that have them are not ones a calendar names.
    package init?(tzif bytes: [UInt8]) {
        var reader = TZifReader(bytes: bytes)
        guard let first = reader.header() else { return nil }
        guard first.version >= 2 else {
            guard let block = reader.block(first, timeSize: 4) else { return nil }
            self.init(transitions: block.0, typeIndices: block.1, types: block.2, footer: nil)
            return
        }
        guard reader.skip(first.blockSize(timeSize: 4)), let second = reader.header(),
            let block = reader.block(second, timeSize: 8), let footer = reader.footer()
        else { return nil }
        let rule: PosixZoneRule?
        if footer.isEmpty {
            rule = nil
        } else {
            guard let parsed = PosixZoneRule(footer) else { return nil }
            rule = parsed
        }
        self.init(transitions: block.0, typeIndices: block.1, types: block.2, footer: rule)
    }
}

/// The counts a TZif header gives.
private struct TZifHeader {
    var version: Int
    var utIndicators: Int
    var standardIndicators: Int
    var leapSeconds: Int
    var transitions: Int
    var types: Int
    var characters: Int

    /// The bytes of the data block that follows, with times of `timeSize` bytes.
    func blockSize(timeSize: Int) -> Int {
        transitions * (timeSize + 1) + types * 6 + characters
            + leapSeconds * (timeSize + 4) + standardIndicators + utIndicators
    }
}

/// A cursor over a TZif file's bytes; every read is bounds-checked.
private struct TZifReader {
    let bytes: [UInt8]
    var position = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func skip(_ count: Int) -> Bool {
        guard count >= 0, bytes.count - position >= count else { return false }
        position += count
        return true
    }

    /// A big-endian signed integer of `size` bytes (4 or 8).
    mutating func integer(size: Int) -> Int64? {
        guard bytes.count - position >= size else { return nil }
        var value: UInt64 = 0
        for byte in bytes[position..<position + size] { value = value << 8 | UInt64(byte) }
        position += size
        if size == 4 { return Int64(Int32(bitPattern: UInt32(truncatingIfNeeded: value))) }
        return Int64(bitPattern: value)
    }

    mutating func header() -> TZifHeader? {
        guard bytes.count - position >= 44,
            Array(bytes[position..<position + 4]) == Array("TZif".utf8)
        else { return nil }
        let versionByte = bytes[position + 4]
        let version = versionByte == 0 ? 1 : Int(versionByte) - Int(UInt8(ascii: "0"))
        guard (1...9).contains(version) else { return nil }
        position += 20
        var counts: [Int] = []
        for _ in 0..<6 {
            guard let count = integer(size: 4), count >= 0, count < 1 << 20 else { return nil }
            counts.append(Int(count))
        }
        let header = TZifHeader(
            version: version,
            utIndicators: counts[0],
            standardIndicators: counts[1],
            leapSeconds: counts[2],
            transitions: counts[3],
            types: counts[4],
            characters: counts[5]
        )
        guard header.types >= 1, header.characters >= 1 else { return nil }
        return header
    }

    /// The transitions, their type indices and the types of one data block.
    mutating func block(_ header: TZifHeader, timeSize: Int) -> ([Int64], [Int], [ZoneType])? {
        var transitions: [Int64] = []
        transitions.reserveCapacity(header.transitions)
        for _ in 0..<header.transitions {
            guard let time = integer(size: timeSize) else { return nil }
            if let last = transitions.last, time <= last { return nil }
            transitions.append(time)
        }
        guard bytes.count - position >= header.transitions else { return nil }
        let typeIndices = bytes[position..<position + header.transitions].map(Int.init)
        position += header.transitions
        guard typeIndices.allSatisfy({ $0 < header.types }) else { return nil }
        var records: [(offset: Int64, isDaylight: UInt8, nameIndex: Int)] = []
        for _ in 0..<header.types {
            guard let offset = integer(size: 4), bytes.count - position >= 2,
                offset > -(25 * 3_600), offset < 26 * 3_600
            else { return nil }
            records.append((offset, bytes[position], Int(bytes[position + 1])))
            position += 2
        }
        guard bytes.count - position >= header.characters else { return nil }
        let characters = Array(bytes[position..<position + header.characters])
        position += header.characters
        var types: [ZoneType] = []
        for record in records {
            guard record.isDaylight <= 1, record.nameIndex < characters.count else { return nil }
            let name = characters[record.nameIndex...].prefix(while: { $0 != 0 })
            types.append(
                ZoneType(
                    offset: Int(record.offset),
                    isDaylight: record.isDaylight == 1,
                    abbreviation: String(decoding: name, as: UTF8.self)
                )
            )
        }
        let rest =
            header.leapSeconds * (timeSize + 4) + header.standardIndicators
            + header.utIndicators
        guard skip(rest) else { return nil }
        return (transitions, typeIndices, types)
    }

    /// The footer's text between its two newlines (empty when the zone has none).
    mutating func footer() -> String? {
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\n") else { return nil }
        guard let end = bytes[(position + 1)...].firstIndex(of: UInt8(ascii: "\n")) else {
            return nil
        }
        let text = bytes[(position + 1)..<end]
        position = end + 1
        return String(decoding: text, as: UTF8.self)
    }
}
