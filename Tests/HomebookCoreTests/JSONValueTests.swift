import HomebookCore
import Testing

@Suite struct JSONValueTests {
    @Test func objectsKeepKeyOrderAndEscapeText() {
        let value = JSONValue.object([
            ("id", .integer(7)),
            ("name", .string("Say \"hi\"\\\n\t\u{1B}")),
            ("link", .null),
            ("ok", .bool(true)),
            ("list", .array([.integer(-1), .string("é")])),
        ])
        #expect(
            value.rendered
                == #"{"id":7,"name":"Say \"hi\"\\\n\t\u001b","link":null,"ok":true,"list":[-1,"é"]}"#
        )
    }

    @Test func arraysRenderOneElementPerLine() {
        #expect(JSONValue.renderLines([]) == "[]")
        #expect(JSONValue.renderLines([.integer(1), .integer(2)]) == "[\n1,\n2\n]")
    }

    @Test func textWithLeadBytesOfEscapedCharactersIsKeptOrEscapedExactly() {
        // ¢ and € share their first byte with C1 controls and U+2028: only the latter escape.
        let text = "¢5 €3 \u{85}next\u{2028}line\u{7F}"
        #expect(JSONValue.string(text).rendered == #""¢5 €3 \u0085next\u2028line\u007f""#)
        #expect(JSONValue.string("plain ascii, é and 日本").rendered == #""plain ascii, é and 日本""#)
    }
}
