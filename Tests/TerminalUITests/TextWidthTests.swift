import Testing

@testable import TerminalUI

/// Text measured in terminal columns, and cut without splitting a wide character.
@Suite struct TextWidthTests {
    @Test func asciiTakesOneColumnPerCharacter() {
        #expect(TextWidth.columns(of: "Recipes 12") == 10)
    }

    @Test func eastAsianWideCharactersTakeTwoColumns() {
        #expect(TextWidth.columns(of: "漢字") == 4)
        #expect(TextWidth.columns(of: "한국") == 4)
        #expect(TextWidth.columns(of: "ｆｕｌｌ") == 8)
    }

    @Test func combiningMarksTakeNoColumnOfTheirOwn() {
        #expect(TextWidth.columns(of: "e\u{301}te\u{301}") == 3)
        #expect(TextWidth.columns(of: "\u{301}" as Character) == 0)
    }

    @Test func emojiAndEmojiSequencesTakeTwoColumns() {
        #expect(TextWidth.columns(of: "👍") == 2)
        #expect(TextWidth.columns(of: "👨‍👩‍👧") == 2)
        #expect(TextWidth.columns(of: "🇫🇷") == 2)
        #expect(TextWidth.columns(of: "❤️") == 2)
    }

    @Test func textThatFitsIsNotCut() {
        #expect(TextWidth.truncated("Soup", toColumns: 4) == "Soup")
        #expect(TextWidth.truncated("漢字", toColumns: 4) == "漢字")
    }

    @Test func cutTextEndsWithAnEllipsisWithinTheWidth() {
        let cut = TextWidth.truncated("Tomato soup", toColumns: 6)
        #expect(cut == "Tomat…")
        #expect(TextWidth.columns(of: cut) == 6)
    }

    @Test func aWideCharacterIsNeverSplitByACut() {
        // Four columns of room: "漢" (2) + "…" (1) fits, half of "字" would not.
        let cut = TextWidth.truncated("漢字漢字", toColumns: 4)
        #expect(cut == "漢…")
        #expect(TextWidth.columns(of: cut) <= 4)
    }

    @Test(arguments: [
        "Tomato soup", "漢字漢字", "café crème", "a\u{1}b", "🇫🇷🇫🇷 flag", "e\u{301}tude", "",
    ])
    func aCutReportsTheColumnsOfWhatItReturns(text: String) {
        // The column count comes from the cut itself; measuring the result must agree.
        for width in 0...14 {
            let cut = TextWidth.cut(text, toColumns: width)
            #expect(cut.text == TextWidth.truncated(text, toColumns: width))
            #expect(cut.columns == TextWidth.columns(of: cut.text))
            #expect(cut.columns <= width)
        }
    }

    @Test func printableASCIIIsMeasuredAsOneColumnPerByteAndOthersAsGraphemes() {
        #expect(TextWidth.columns(of: "plain text ~") == 12)
        #expect(TextWidth.columns(of: "\r\n") == 1)  // one grapheme
        #expect(TextWidth.columns(of: "a\u{0}b") == 2)
        #expect(TextWidth.columns(of: "ab"[...]) == 2)
    }

    @Test func paddingFillsToTheExactWidth() {
        #expect(TextWidth.padded("漢", toColumns: 5) == "漢   ")
        #expect(TextWidth.columns(of: TextWidth.padded("a long label", toColumns: 5)) == 5)
    }
}
