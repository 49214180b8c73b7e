/// Reads what a recipe import needs from an HTML page in one pass: its JSON-LD blocks
/// (`<script type="application/ld+json">`) and its own address (`<link rel="canonical">`,
/// else `<meta property="og:url">`).
///
/// Every byte is looked at a bounded number of times, so a page of many blocks is read in
/// time linear in its size (docs/manual.md, "Recipes from other apps").
struct HTMLRecipePage {
    /// One block: its text (without a CDATA or comment wrapper) and the page line it starts on.
    struct Block {
        let json: ArraySlice<UInt8>
        let line: Int
    }

    /// The JSON-LD blocks, in page order.
    private(set) var blocks: [Block] = []
    /// The page's address as the page states it (canonical link, else `og:url`), if any.
    var address: String? { canonical ?? openGraphURL }

    private var canonical: String?
    private var openGraphURL: String?

    /// The tags whose attributes matter here: the rest are passed over.
    private static let tagsRead: Set<String> = [
        "script", "style", "textarea", "title", "link", "meta",
    ]

    /// Reads `page`.
    init(_ page: [UInt8]) {
        var scanner = HTMLScanner(page)
        while let tag = scanner.nextTag(named: Self.tagsRead) {
            switch tag.name {
            case "script":
                let body = scanner.rawText(closing: "script")
                if tag["type"]?.trimmingWhitespace().lowercased() == "application/ld+json" {
                    blocks.append(Self.block(page, body))
                }
            case "style", "textarea", "title":
                _ = scanner.rawText(closing: tag.name)
            case "link":
                let rel = tag["rel"]?.lowercased().split(whereSeparator: \.isWhitespace) ?? []
                if canonical == nil, rel.contains("canonical"), let href = tag["href"] {
                    canonical = RecipeImportText.decodingHTMLEntities(href).trimmingWhitespace()
                }
            case "meta":
                if openGraphURL == nil, tag["property"]?.lowercased() == "og:url",
                    let content = tag["content"]
                {
                    openGraphURL = RecipeImportText.decodingHTMLEntities(content)
                        .trimmingWhitespace()
                }
            default:
                break
            }
        }
    }

    /// The block in `body` (a script's text and its first line), unwrapped as browsers and
    /// extruct read it: surrounding space, an HTML comment or CDATA wrapper (also behind `//`
    /// or `/* */`), and a trailing `;` or `,` are not part of the JSON.
    private static func block(_ page: [UInt8], _ body: (range: Range<Int>, line: Int)) -> Block {
        var start = body.range.lowerBound
        var end = body.range.upperBound
        var line = body.line
        let openers = ["//<![CDATA[", "/*<![CDATA[*/", "<![CDATA[", "<!--"].map { Array($0.utf8) }
        let closers = ["//]]>", "/*]]>*/", "]]>", "//-->", "-->"].map { Array($0.utf8) }
        func skipSpace() {
            while start < end, isSpace(page[start]) {
                if page[start] == 0x0A { line += 1 }
                start += 1
            }
            while end > start, isSpace(page[end - 1]) { end -= 1 }
        }
        skipSpace()
        if let opener = openers.first(where: { page[start..<end].starts(with: $0) }) {
            start += opener.count
            skipSpace()
        }
        if let closer = closers.first(where: {
            page[start..<end].reversed().starts(with: $0.reversed())
        }) {
            end -= closer.count
            skipSpace()
        }
        while end > start, page[end - 1] == UInt8(ascii: ";") || page[end - 1] == UInt8(ascii: ",")
        {
            end -= 1
            skipSpace()
        }
        return Block(json: page[start..<end], line: line)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
    }
}
