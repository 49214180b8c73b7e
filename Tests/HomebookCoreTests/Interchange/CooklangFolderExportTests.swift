import Foundation
import TestSupport
import Testing

@testable import HomebookCore

/// `recipe export --format cooklang --output FOLDER`: safe file names, all files or none.
@Suite struct CooklangFolderExportTests {
    let today = CalendarDate(year: 2024, month: 6, day: 1) ?? .today()

    /// The names of the entries of `folder`, sorted.
    func entries(_ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    /// Whether a file name is one a person can read and every file system accepts.
    func isSafe(_ fileName: String) -> Bool {
        fileName.utf8.count <= 255 && !fileName.hasPrefix(".") && !fileName.contains("/")
            && fileName.unicodeScalars.allSatisfy {
                let category = $0.properties.generalCategory
                return category != .control && category != .format
                    && !$0.properties.isDefaultIgnorableCodePoint
            }
    }

    @Test func hostileNamesBecomeSafeDistinctFileNames() throws {
        // The reported shapes, then generated names mixing every hostile kind of character.
        var names = [
            "rtl\u{202E}gnp.exe", "a\u{7F}b\u{85}c\u{9B}d\u{0}e", "Sal\u{200B}ary", "..hidden",
            "../up", "a/b\\c", String(repeating: "食", count: 100), "Café", "Cafe\u{301}",
            "CAFÉ", "\u{200B}\u{2066}", "bell\u{7}here",
        ]
        let pieces: [String] = [
            "a", "Z", "é", "e\u{301}", "食", "🍕", "\u{202E}", "\u{2067}", "\u{200D}", "\u{FEFF}",
            "\u{7F}", "\u{9B}", "\u{1B}", "/", ".", " ", "\u{AD}", "\u{3164}", "\u{FE0F}", "ß",
        ]
        var random = SeededGenerator(seed: 264)
        for _ in 0..<150 {
            let length = Int.random(in: 1...120, using: &random)
            // Some start with a lone joiner or mark, which `>> title: ` must not join to its space.
            let first = pieces.randomElement(using: &random)!
            names.append(
                first
                    + (1..<length).map { _ in pieces.randomElement(using: &random)! }.joined()
            )
        }
        try withTemporaryStore(named: "h.sqlite") { store, folder throws in
            var added = 0
            for name in names {
                // Names the book itself refuses (blank, several lines) are not exported.
                if (try? store.recipes.add(RecipeDraft(name: name), today: today)) != nil {
                    added += 1
                }
            }
            let paths = try store.recipes.exportCooklang(folder: folder + "/cook")
            #expect(paths.count == added)
            let files = try entries(folder + "/cook")
            #expect(files.count == added)
            #expect(files.allSatisfy(isSafe))
            #expect(Set(files.map { $0.lowercased() }).count == files.count)
            #expect(files.contains("rtlgnp.exe.cook"))
            #expect(files.contains("Salary.cook"))
            #expect(files.contains("hidden.cook"))
            #expect(files.contains(String(repeating: "食", count: 66) + ".cook"))
            // Every file still reads back as one recipe with a title.
            try withStore(at: folder + "/copy.sqlite") { copy throws in
                // (Names equal as Unicode text, such as NFC and NFD "Café", count as one there.)
                let result = try copy.recipes.importFiles(paths, today: today)
                #expect(result.imported + result.skipped.count == added)
            }
        }
    }

    @Test func anExistingTargetRefusesTheWholeExportBeforeWritingAnything() throws {
        try withTemporaryStore(named: "h.sqlite") { store, folder throws in
            for name in ["Apple pie", "Bread", "Cake"] {
                _ = try store.recipes.add(RecipeDraft(name: name), today: today)
            }
            let target = folder + "/cook"
            try FileManager.default.createDirectory(
                atPath: target,
                withIntermediateDirectories: false
            )
            try Data("mine".utf8).write(to: URL(fileURLWithPath: target + "/Bread.cook"))
            #expect(throws: FileError.exists(path: target + "/Bread.cook")) {
                try store.recipes.exportCooklang(folder: target)
            }
            #expect(try entries(target) == ["Bread.cook"])
            #expect(try String(contentsOfFile: target + "/Bread.cook", encoding: .utf8) == "mine")
        }
    }

    @Test func aFailureHalfWayRemovesEveryFileAlreadyWritten() throws {
        try withTemporaryDirectory { folder in
            // The second file's folder is missing: its creation fails after the first.
            let files = [("a.cook", "one"), ("b.cook", "two"), ("missing/c.cook", "three")]
            #expect(throws: FileError.self) {
                try NewFiles.write(files.map { (name: $0.0, text: $0.1) }, into: folder)
            }
            #expect(try entries(folder).isEmpty)
            let written = try NewFiles.write(
                files.prefix(2).map { (name: $0.0, text: $0.1) },
                into: folder
            )
            #expect(written == [folder + "/a.cook", folder + "/b.cook"])
            #expect(try entries(folder) == ["a.cook", "b.cook"])
            #expect(written.allSatisfy { filePermissions($0) == 0o600 })
        }
    }
}
