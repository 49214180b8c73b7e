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

    /// 250 entries of about 1 KB that each unpack to 1 MB: a 0.25 MB archive of 250 MB.
    static func manySmallBombs() -> [UInt8] {
        let inner = recipe("R", notes: String(repeating: " ", count: 1_000_000))
        // Stored, so the ZIP layer itself expands nothing: only the gzip layer does.
        let entries = (0..<250).map {
            TestZip.Entry(name: "r\($0).paprikarecipe", content: inner, compress: false)
        }
        return TestZip.archive(entries)
    }

    @Test func entriesThatEachExpandAThousandTimesAreRefusedAsAWhole() throws {
        let archive = Self.manySmallBombs()
        #expect(archive.count < 300_000)
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
            let store = try HomebookStore.open(path: folder + "/h.sqlite")
            defer { try? store.close() }
            let today = CalendarDate(year: 2024, month: 6, day: 1) ?? .today()
            #expect(throws: RecipeImportError.self) {
                try store.recipes.importFiles([path], today: today)
            }
            #expect(try store.recipes.count() == 0)
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
