import Foundation
import TestSupport
import Testing

@testable import HomebookCore

/// Paprika archives that expand through both layers (the ZIP and the gzip inside each
/// entry), and fields too long to keep.
@Suite struct PaprikaBombTests {
    /// One gzipped Paprika recipe whose notes are `notes`.
    static func recipe(_ name: String, notes: String) -> [UInt8] {
        let json = "{\"name\":\"\(name)\",\"ingredients\":\"1 egg\",\"notes\":\"\(notes)\"}"
        return TestZip.deflate(Array(json.utf8), gzip: true)
    }

    /// 20 entries of about 1 KB that each unpack to 1 MB: a 20 KB archive of 20 MB (the
    /// report's 0.25 MB archive had 250 such entries; 20 keep the test quick).
    static func manySmallBombs() -> [UInt8] {
        let inner = recipe("R", notes: String(repeating: " ", count: 1_000_000))
        // Stored, so the ZIP layer itself expands nothing: only the gzip layer does.
        let entries = (0..<20).map {
            TestZip.Entry(name: "r\($0).paprikarecipe", content: inner, compress: false)
        }
        return TestZip.archive(entries)
    }

    @Test func entriesThatEachExpandAThousandTimesAreRefusedAsAWhole() throws {
        let archive = Self.manySmallBombs()
        #expect(archive.count < 30_000)
        #expect {
            try PaprikaExport.drafts(archive: archive)
        } throws: { error in
            (error as? RecipeFormatError)?.reason.contains("decompression bomb") == true
        }
    }

    @Test func theBombImportsNothing() throws {
        try withTemporaryDirectory { folder in
            let path = folder + "/bomb.paprikarecipes"
            try Data(Self.manySmallBombs()).write(to: URL(fileURLWithPath: path))
            try withStore(at: folder + "/h.sqlite") { store throws in
                let today = CalendarDate(year: 2024, month: 6, day: 1) ?? .today()
                #expect(throws: RecipeImportError.self) {
                    try store.recipes.importFiles([path], today: today)
                }
                #expect(try store.recipes.count() == 0)
            }
        }
    }

    @Test func aFieldOverOneMebibyteIsRefusedWithItsName() throws {
        // Random letters hardly compress, so the ratio check does not fire: the field one does.
        var random = SeededGenerator(seed: 26)
        let letters = Array("abcdefghijklmnopqrstuvwxyz ")
        let notes = String(
            (0..<((1 << 20) + 10)).map { _ in
                letters.randomElement(using: &random)!
            }
        )
        let archive = TestZip.archive([
            .init(name: "long.paprikarecipe", content: Self.recipe("Long", notes: notes)),
            .init(name: "fine.paprikarecipe", content: Self.recipe("Fine", notes: "ok")),
        ])
        #expect {
            try PaprikaExport.drafts(archive: archive)
        } throws: { error in
            let reason = (error as? RecipeFormatError)?.reason ?? ""
            return reason.contains("long.paprikarecipe") && reason.contains("notes")
                && reason.contains("1 MiB")
        }
        // Exactly the limit is kept.
        let atLimit = String(notes.prefix((1 << 20)))
        let drafts = try PaprikaExport.drafts(
            archive: TestZip.archive([
                .init(name: "edge.paprikarecipe", content: Self.recipe("Edge", notes: atLimit))
            ])
        )
        #expect(drafts.map { $0.notes } == [atLimit])
    }
}

/// Every number in a ZIP's headers is the file's to choose: none may trap.
@Suite struct ZipHeaderFuzzTests {
    @Test func mutatedHeaderNumbersAreRefusedOrReadNeverATrap() throws {
        let good = TestZip.archive(
            (0..<3).map {
                .init(
                    name: "r\($0).paprikarecipe",
                    content: PaprikaBombTests.recipe("R\($0)", notes: "n"),
                    compress: $0 != 1
                )
            }
        )
        var random = SeededGenerator(seed: 5)
        // Extremes first (0, 0xFF…): sizes, offsets and counts near 2^32 and 2^16.
        let values: [UInt8] = [0x00, 0xFF, 0xFE, 0x7F, 0x80, 0x01]
        for _ in 0..<3_000 {
            var bytes = good
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                let at = Int.random(in: 0..<bytes.count, using: &random)
                bytes[at] =
                    Bool.random(using: &random)
                    ? values.randomElement(using: &random)!
                    : UInt8.random(in: 0...255, using: &random)
            }
            // Reaching the next line at all is the test: a trap would end the process.
            _ = try? PaprikaExport.drafts(archive: bytes)
        }
        // The end record and the directory fields set to their largest values, one by one.
        let end = good.count - 22
        for field in [end + 10, end + 12, end + 16] {
            var bytes = good
            for at in field..<field + (field >= end + 12 ? 4 : 2) { bytes[at] = 0xFF }
            #expect(throws: RecipeFormatError.self) { try PaprikaExport.drafts(archive: bytes) }
        }
    }
}
