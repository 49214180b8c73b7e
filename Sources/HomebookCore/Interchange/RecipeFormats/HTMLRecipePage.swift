/// Finds the JSON-LD blocks (`<script type="application/ld+json">`) of an HTML page.
enum HTMLRecipePage {
    /// One block: its text and the page line it starts on.
    struct Block {
        let json: [UInt8]
        let line: Int
    }

    /// Every JSON-LD block of `page`, in order.
    static func jsonLDBlocks(_ page: [UInt8]) -> [Block] {
        let lower = page.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
        var blocks: [Block] = []
        var index = 0
        while let open = find(Array("<script".utf8), in: lower, from: index) {
            guard let close = lower[open...].firstIndex(of: UInt8(ascii: ">")) else { break }
            let tag = String(decoding: lower[open..<close], as: UTF8.self)
            let start = close + 1
            guard let end = find(Array("</script".utf8), in: lower, from: start) else { break }
            if tag.contains("application/ld+json") {
                let line = 1 + page[..<start].reduce(0) { $1 == 0x0A ? $0 + 1 : $0 }
                blocks.append(Block(json: Array(page[start..<end]), line: line))
            }
            index = end
        }
        return blocks
    }

    /// The first index of `needle` in `haystack` at or after `from`.
    private static func find(_ needle: [UInt8], in haystack: [UInt8], from: Int) -> Int? {
        guard needle.count <= haystack.count else { return nil }
        var index = from
        while index + needle.count <= haystack.count {
            if haystack[index] == needle[0],
                haystack[index..<index + needle.count].elementsEqual(needle)
            {
                return index
            }
            index += 1
        }
        return nil
    }
}
