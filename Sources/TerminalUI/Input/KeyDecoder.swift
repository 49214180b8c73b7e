/// Decodes the bytes a terminal sends into keys: UTF-8 text, control keys, CSI and SS3
/// escape sequences, Alt combinations and bracketed paste.
///
/// Bytes may arrive split anywhere; an unfinished sequence waits for more. A lone Esc cannot
/// be told from the start of a sequence by its bytes, so the caller waits a short time (see
/// ``TerminalApp``) and then calls ``flush()``, which turns what is left into keys.
public struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []
    private var pasted: [UInt8]? = nil

    private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

    /// Creates a decoder with nothing pending.
    public init() {}

    /// Whether bytes are waiting for the rest of a sequence (a lone Esc, half a character).
    public var isWaiting: Bool { !pending.isEmpty }

    /// Adds `bytes` and returns every key they complete.
    public mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
        pending.append(contentsOf: bytes)
        return drain(final: false)
    }

    /// Returns the keys for whatever is pending, as if no more bytes will follow it soon:
    /// an Esc alone becomes ``Key/escape``.
    public mutating func flush() -> [Key] {
        drain(final: true)
    }

    private mutating func drain(final: Bool) -> [Key] {
        var keys: [Key] = []
        var index = 0
        while index < pending.count {
            if pasted != nil {
                let next = collectPaste(from: index, into: &keys)
                // No progress means half of the paste-end marker: wait for the rest.
                if next == index { break }
                index = next
                continue
            }
            guard let (key, length) = parse(at: index, final: final) else { break }
            index += length
            if key == .paste("") {
                pasted = []
            } else {
                keys.append(key)
            }
        }
        pending.removeFirst(index)
        return keys
    }

    /// Moves pasted bytes aside until the paste-end sequence, then emits the paste.
    private mutating func collectPaste(from start: Int, into keys: inout [Key]) -> Int {
        var index = start
        while index < pending.count {
            if pending[index] == 0x1B {
                let available = min(Self.pasteEnd.count, pending.count - index)
                if Array(pending[index..<(index + available)])
                    != Array(Self.pasteEnd[0..<available])
                {
                    pasted?.append(pending[index])
                    index += 1
                    continue
                }
                // The end marker may be split over two reads: wait for the rest.
                if available < Self.pasteEnd.count { return index }
                keys.append(.paste(String(decoding: pasted ?? [], as: UTF8.self)))
                pasted = nil
                return index + Self.pasteEnd.count
            }
            pasted?.append(pending[index])
            index += 1
        }
        return index
    }

    /// The key starting at `index` and its length in bytes, or nil when more bytes are needed.
    private func parse(at index: Int, final: Bool) -> (Key, Int)? {
        let byte = pending[index]
        switch byte {
        case 0x1B:
            return parseEscape(at: index, final: final)
        case 0x0D, 0x0A:
            return (.enter, 1)
        case 0x09:
            return (.tab, 1)
        case 0x7F, 0x08:
            return (.backspace, 1)
        case 0x01...0x1A:
            return (.control(Character(Unicode.Scalar(byte + 0x60))), 1)
        case 0x00, 0x1C...0x1F:
            return (.unknown, 1)
        default:
            guard let (character, length) = utf8Character(at: index, final: final) else {
                return nil
            }
            return (.character(character), length)
        }
    }

    /// Decodes one UTF-8 character; an invalid byte becomes U+FFFD so input never stalls.
    private func utf8Character(at index: Int, final: Bool) -> (Character, Int)? {
        let lead = pending[index]
        let length =
            lead < 0x80
            ? 1 : lead >= 0xF0 && lead < 0xF8 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        if index + length > pending.count {
            return final ? ("\u{FFFD}", pending.count - index) : nil
        }
        let text = String(decoding: pending[index..<(index + length)], as: UTF8.self)
        return (text.first ?? "\u{FFFD}", length)
    }

    /// An escape sequence, an Alt combination, or a lone Esc (only when `final`).
    private func parseEscape(at index: Int, final: Bool) -> (Key, Int)? {
        guard index + 1 < pending.count else { return final ? (.escape, 1) : nil }
        let next = pending[index + 1]
        switch next {
        case UInt8(ascii: "["):
            return parseCSI(at: index, final: final)
        case UInt8(ascii: "O"):
            guard index + 2 < pending.count else { return final ? (.alt("O"), 2) : nil }
            return (Self.ss3Key(pending[index + 2]), 3)
        case 0x1B:
            return (.escape, 1)
        default:
            guard let (key, length) = parse(at: index + 1, final: final) else { return nil }
            if case .character(let character) = key { return (.alt(character), length + 1) }
            return (key, length + 1)
        }
    }

    /// A Control Sequence Introducer sequence: `Esc [` parameters, then a final byte.
    private func parseCSI(at index: Int, final: Bool) -> (Key, Int)? {
        // The Linux console sends F1–F5 as `Esc [ [ A` to `Esc [ [ E`.
        if index + 2 < pending.count, pending[index + 2] == UInt8(ascii: "[") {
            guard index + 3 < pending.count else { return final ? (.unknown, 3) : nil }
            let letter = pending[index + 3]
            let known = (UInt8(ascii: "A")...UInt8(ascii: "E")).contains(letter)
            return (known ? .function(Int(letter) - 0x40) : .unknown, 4)
        }
        var end = index + 2
        while end < pending.count, !(0x40...0x7E).contains(pending[end]) { end += 1 }
        guard end < pending.count else {
            return final ? (.unknown, pending.count - index) : nil
        }
        let parameters = String(decoding: pending[(index + 2)..<end], as: UTF8.self)
        let first = Int(parameters.split(separator: ";").first ?? "") ?? 1
        let length = end - index + 1
        switch pending[end] {
        case UInt8(ascii: "A"): return (.up, length)
        case UInt8(ascii: "B"): return (.down, length)
        case UInt8(ascii: "C"): return (.right, length)
        case UInt8(ascii: "D"): return (.left, length)
        case UInt8(ascii: "H"): return (.home, length)
        case UInt8(ascii: "F"): return (.end, length)
        case UInt8(ascii: "Z"): return (.backTab, length)
        case UInt8(ascii: "~"): return (Self.tildeKey(first), length)
        // xterm's F1–F4 with a modifier, e.g. Shift-F1 as `Esc [ 1 ; 2 P`.
        case UInt8(ascii: "P")...UInt8(ascii: "S"):
            return (.function(Int(pending[end]) - 0x4F), length)
        default: return (.unknown, length)
        }
    }

    /// The key of `Esc [ N ~`.
    private static func tildeKey(_ number: Int) -> Key {
        switch number {
        case 1, 7: return .home
        case 4, 8: return .end
        case 3: return .delete
        case 5: return .pageUp
        case 6: return .pageDown
        case 200: return .paste("")  // the paste start marker, handled by `drain`
        case 11...15: return .function(number - 10)
        case 17...21: return .function(number - 11)
        case 23, 24: return .function(number - 12)
        default: return .unknown
        }
    }

    /// The key of `Esc O X` (application cursor mode and F1–F4).
    private static func ss3Key(_ byte: UInt8) -> Key {
        switch byte {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "P")...UInt8(ascii: "S"): return .function(Int(byte) - 0x4F)
        default: return .unknown
        }
    }
}
