import HomebookCore
import Testing

@Suite struct DisplayTextTests {
    @Test(arguments: [
        ("plain text", "plain text"),
        ("tab\tand\nnewline", "tab\tand\nnewline"),
        ("\u{1B}[2Jcleared", "\\x1B[2Jcleared"),
        ("\u{1B}]0;title\u{07}", "\\x1B]0;title\\x07"),
        ("csi\u{9B}31m", "csi\\x9B31m"),
        ("nul\0byte", "nul\\x00byte"),
        ("back\rspace\u{08}", "back\\x0Dspace\\x08"),
        ("del\u{7F}", "del\\x7F"),
        ("\u{202E}reversed", "\\u{202E}reversed"),
        ("Crème brûlée 🍮", "Crème brûlée 🍮"),
    ])
    func controlCharactersBecomeVisible(_ input: String, _ expected: String) {
        #expect(DisplayText.sanitized(input) == expected)
    }

    @Test func singleLineAlsoShowsNewlinesAndTabs() {
        #expect(DisplayText.singleLine("one\ntwo\tthree") == "one\\ntwo\\tthree")
        #expect(DisplayText.sanitized("one\ntwo\tthree") == "one\ntwo\tthree")
    }

    @Test(arguments: [
        ("Sal\u{200B}ary", "Sal\\u{200B}ary"),  // zero-width space
        ("a\u{200C}b\u{200D}c\u{2060}d", "a\\u{200C}b\\u{200D}c\\u{2060}d"),  // joiners
        ("\u{200E}left\u{200F}right\u{061C}", "\\u{200E}left\\u{200F}right\\u{61C}"),  // marks
        ("\u{202E}over\u{2067}iso", "\\u{202E}over\\u{2067}iso"),  // override, isolate
        ("\u{FEFF}bom", "\\u{FEFF}bom"),
        ("soft\u{AD}hyphen", "soft\\xADhyphen"),
        ("line\u{2028}para\u{2029}", "line\\u{2028}para\\u{2029}"),
        ("cr\r\nlf", "cr\\x0D\\nlf"),
        ("Crème brûlée 🍮 日本", "Crème brûlée 🍮 日本"),
    ])
    func singleLineShowsInvisibleCharacters(_ input: String, _ expected: String) {
        #expect(DisplayText.singleLine(input) == expected)
    }

    @Test func noSingleLineOutputHoldsAnInvisibleOrLineBreakingCharacter() {
        let all = String(String.UnicodeScalarView((0...0x3_0000).compactMap(Unicode.Scalar.init)))
        let bad = DisplayText.singleLine(all).unicodeScalars.filter {
            $0.value < 0x20 || (0x7F...0x9F).contains($0.value)
                || $0.properties.generalCategory == .format
                || $0.properties.generalCategory == .lineSeparator
                || $0.properties.generalCategory == .paragraphSeparator
        }
        #expect(bad.isEmpty)
    }

    @Test func noOutputEverContainsAControlCharacterOtherThanNewlineAndTab() {
        let all = String(String.UnicodeScalarView((0...0x2070).compactMap(Unicode.Scalar.init)))
        let shown = DisplayText.sanitized(all)
        let bad = shown.unicodeScalars.filter {
            ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value)
                || (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value)
        }
        #expect(bad.isEmpty)
    }
}
