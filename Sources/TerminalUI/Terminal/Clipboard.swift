/// Copying text to the clipboard of the terminal's host with OSC 52, the xterm control
/// `ESC ] 52 ; c ; <base64> ESC \`, which xterm, kitty, iTerm2, WezTerm, foot, Windows
/// Terminal and tmux (with `set-clipboard on`) accept. A terminal that does not simply ignores
/// it, and nothing tells the app which happened.
///
/// Related documentation: <https://invisible-island.net/xterm/ctlseqs/ctlseqs.html> (OSC 52).
public enum Clipboard {
    /// The control sequence that asks the terminal to put `text` on the clipboard.
    public static func copySequence(_ text: String) -> String {
        "\u{1B}]52;c;" + base64(Array(text.utf8)) + "\u{1B}\\"
    }

    /// Standard base64 (RFC 4648 §4) with padding.
    static func base64(_ bytes: [UInt8]) -> String {
        let alphabet = Array(
            "ABCDEFGHIJKLMNOPQRSTUVWXYZ" + "abcdefghijklmnopqrstuvwxyz" + "0123456789+/"
        ).map { $0.asciiValue ?? 0 }
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let count = min(3, bytes.count - index)
            var group = UInt32(bytes[index]) << 16
            if count > 1 { group |= UInt32(bytes[index + 1]) << 8 }
            if count > 2 { group |= UInt32(bytes[index + 2]) }
            for position in 0..<4 {
                if position <= count {
                    output.append(alphabet[Int((group >> UInt32(18 - 6 * position)) & 0x3F)])
                } else {
                    output.append(UInt8(ascii: "="))
                }
            }
            index += 3
        }
        return String(decoding: output, as: UTF8.self)
    }
}
