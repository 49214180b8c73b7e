import Testing

@testable import TerminalUI

/// Bytes from a terminal decoded into keys, however the reads split them.
@Suite struct KeyDecoderTests {
    /// Decodes `text`'s bytes in one read and flushes, as after a pause.
    func keys(_ text: String) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.decode(Array(text.utf8)) + decoder.flush()
    }

    @Test func arrowsHomeEndAndPagesAreDecoded() {
        #expect(keys("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.up, .down, .right, .left])
        #expect(
            keys("\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~\u{1B}OH") == [.home, .end, .home, .end, .home]
        )
        #expect(keys("\u{1B}[5~\u{1B}[6~\u{1B}[3~") == [.pageUp, .pageDown, .delete])
        #expect(keys("\u{1B}OA\u{1B}[1;5C") == [.up, .right])
    }

    @Test func shiftTabAltAndControlKeysAreDecoded() {
        #expect(keys("\u{1B}[Z") == [.backTab])
        #expect(keys("\u{1B}x") == [.alt("x")])
        #expect(
            keys("\u{15}\u{17}\u{01}\u{05}\u{03}") == [
                .control("u"), .control("w"), .control("a"), .control("e"), .control("c"),
            ]
        )
        #expect(keys("\t\r\u{7F}") == [.tab, .enter, .backspace])
    }

    @Test func f1IsDecodedInEveryFormTerminalsSend() {
        // xterm and VT100 (SS3), rxvt and the VT220 (tilde), the Linux console, and xterm's
        // modified form (Shift-F1); the rest follow the same tables.
        for sequence in ["\u{1B}OP", "\u{1B}[11~", "\u{1B}[[A", "\u{1B}[1;2P"] {
            #expect(keys(sequence) == [.function(1)], "\(sequence.debugDescription)")
        }
        #expect(
            keys("\u{1B}OS\u{1B}[15~\u{1B}[[E\u{1B}[24~") == [
                .function(4), .function(5), .function(5), .function(12),
            ]
        )
        // Split anywhere, the Linux console's form still arrives whole.
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}[[".utf8)).isEmpty)
        #expect(decoder.decode(Array("Ax".utf8)) == [.function(1), .character("x")])
    }

    @Test func aLoneEscapeWaitsUntilFlushed() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.isWaiting)
        #expect(decoder.flush() == [.escape])
        #expect(!decoder.isWaiting)
    }

    @Test func aSequenceSplitAcrossReadsIsOneKey() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.decode(Array("[".utf8)).isEmpty)
        #expect(decoder.decode(Array("A".utf8)) == [.up])
    }

    @Test func utf8CharactersSplitAcrossReadsAreWhole() {
        var decoder = KeyDecoder()
        let bytes = Array("é漢👍".utf8)
        var decoded: [Key] = []
        for byte in bytes { decoded += decoder.decode([byte]) }
        #expect(decoded == [.character("é"), .character("漢"), .character("👍")])
    }

    @Test func bracketedPasteIsOneKeyWithItsEscapesKept() {
        let pasted = keys("a\u{1B}[200~line 1\nq\u{1B}[Ax\u{1B}[201~b")
        #expect(pasted == [.character("a"), .paste("line 1\nq\u{1B}[Ax"), .character("b")])
    }

    @Test func aPasteEndSplitAcrossReadsStillEndsThePaste() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}[200~12\u{1B}[20".utf8)).isEmpty)
        #expect(decoder.decode(Array("1~".utf8)) == [.paste("12")])
    }

    @Test func twoEscapesAreTwoEscapes() {
        #expect(keys("\u{1B}\u{1B}") == [.escape, .escape])
    }
}
