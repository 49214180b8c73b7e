/// Reads what a recipe import needs from an HTML page in one pass: its JSON-LD blocks
/// (`<script type="application/ld+json">`) and its own address (`<meta property="og:url">`,
/// else `<link rel="canonical">`).
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
    /// The addresses the page states for itself, most trusted first: `og:url`, then the
    /// canonical link (sites keep the first right for sharing; a canonical link is more
    /// often left pointing at a template or the home page).
    var addresses: [String] { [openGraphURL, canonical].compactMap { $0 } }

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
                // An attribute's character references are decoded, as browsers and extruct do:
                // `application&#x2F;ld&#x2B;json` is the JSON-LD type too.
                let type = tag["type"].map(RecipeImportText.decodingHTMLEntities)
                if type?.trimmingWhitespace().lowercased() == "application/ld+json" {
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
    /// extruct read it: surrounding space, HTML comment and CDATA markers, script comments
    /// around them (`// <![CDATA[`, `/* ]]> */`), and a trailing `;` or `,` are not JSON.
    private static func block(_ page: [UInt8], _ body: (range: Range<Int>, line: Int)) -> Block {
        var start = body.range.lowerBound
        var end = body.range.upperBound
        var line = body.line
        let markers = ["<![CDATA[", "<!--", "]]>", "-->"].map { Array($0.utf8) }
        func moveStart(to position: Int) {
            line += page[start..<position].reduce(0) { $1 == 0x0A ? $0 + 1 : $0 }
            start = position
        }
        func skipSpace() {
            while start < end, isSpace(page[start]) {
                if page[start] == 0x0A { line += 1 }
                start += 1
            }
            while end > start, isSpace(page[end - 1]) { end -= 1 }
        }
        // Each round removes one wrapper from the front, so the loop ends.
        while true {
            skipSpace()
            let rest = page[start..<end]
            if let marker = markers.first(where: { rest.starts(with: $0) }) {
                start += marker.count
            } else if rest.starts(with: "//".utf8) {
                moveStart(to: rest.firstIndex(of: 0x0A) ?? end)
            } else if rest.starts(with: "/*".utf8) {
                moveStart(to: rest.firstRange(of: "*/".utf8)?.upperBound ?? end)
            } else {
                break
            }
        }
        while true {
            skipSpace()
            let rest = page[start..<end]
            let lastLine = (rest.lastIndex(of: 0x0A).map { rest[($0 + 1)...] } ?? rest)
                .drop(while: isSpace)
            if let marker = markers.first(where: { rest.reversed().starts(with: $0.reversed()) }) {
                end -= marker.count
            } else if lastLine.starts(with: "//".utf8) {
                end = lastLine.startIndex
            } else if rest.reversed().starts(with: "//".utf8) {
                end -= 2  // "}// ]]>": JSON never ends in "//"
            } else if rest.reversed().starts(with: "/*".utf8),  // it ends with "*/"
                let open = rest.indices.dropLast().last(where: {
                    page[$0] == UInt8(ascii: "/") && page[$0 + 1] == UInt8(ascii: "*")
                })
            {
                end = open
            } else if let last = rest.last, last == UInt8(ascii: ";") || last == UInt8(ascii: ",") {
                end -= 1
            } else {
                break
            }
        }
        return Block(json: page[start..<end], line: line)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
    }
}
