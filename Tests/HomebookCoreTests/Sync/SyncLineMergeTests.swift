import Foundation
import HomebookCore
import SQLiteWrapper
import TestSupport
import Testing

/// A recipe's ingredients and notes merge line by line (docs/manual.md#household-sync).
@Suite struct SyncLineMergeTests {
    static let today = day(2026, 11, 20)

    /// Anna makes the recipe and both machines share it; then anna, and after her ben, edit
    /// its `column` from `base` without seeing each other's edit; returns both machines'
    /// final text and their conflicts.
    static func edit(
        _ column: String,
        base: String,
        anna annaText: String,
        ben benText: String
    ) throws -> (anna: String?, ben: String?, conflicts: [[HouseholdSyncConflict]]) {
        try withTemporaryDirectory { root in
            let shared = root + "/shared"
            let anna = try SyncMachine.joined("anna", in: root, folder: shared)
            let draft =
                column == "notes"
                ? RecipeDraft(name: "Soup", notes: base)
                : RecipeDraft(name: "Soup", ingredients: base)
            try anna.with { _ = try $0.recipes.add(draft, today: Self.today) }
            try anna.sync()
            let ben = try SyncMachine.joined("ben", in: root, folder: shared)
            try ben.sync()
            try anna.sync()
            for (machine, text) in [(anna, annaText), (ben, benText)] {
                try machine.with {
                    let id: Int64 =
                        try $0.database.fetchOne("SELECT id FROM recipes WHERE name = 'Soup'")?
                        .get(0) ?? 0
                    let changes =
                        column == "notes"
                        ? RecipeChanges(notes: text) : RecipeChanges(ingredients: text)
                    _ = try $0.recipes.update(id, with: changes, today: Self.today)
                }
            }
            try anna.sync()
            try ben.sync()
            try anna.sync()
            #expect(try anna.canonical() == ben.canonical())
            let texts = try [anna, ben].map { machine in
                try machine.with {
                    try $0.database.fetchOne("SELECT \(column) FROM recipes WHERE name = 'Soup'")?
                        .get(0) as String?
                }
            }
            let conflicts = try [anna, ben].map { machine in
                try machine.with { try $0.householdSync.conflicts() }
            }
            return (texts[0], texts[1], conflicts)
        }
    }

    @Test func editsOfDifferentLinesMergeWithoutAConflict() throws {
        let result = try Self.edit(
            "ingredients",
            base: "leeks\npotatoes\nstock\nsalt",
            anna: "leeks\npotatoes\nstock\nsalt\npepper",
            ben: "2 leeks\npotatoes\nstock\nsalt"
        )
        #expect(result.anna == "2 leeks\npotatoes\nstock\nsalt\npepper")
        #expect(result.ben == result.anna)
        #expect(result.conflicts.allSatisfy { $0.isEmpty })
    }

    @Test func editsOfTheSameLineKeepTheLaterAndListTheOther() throws {
        let result = try Self.edit(
            "ingredients",
            base: "leeks\npotatoes\nstock\nsalt",
            anna: "leeks\npotatoes\nchicken stock\nsalt",
            ben: "leeks\npotatoes\nveg stock\nsalt"
        )
        #expect(result.anna == "leeks\npotatoes\nveg stock\nsalt")  // ben's edit is later
        #expect(result.ben == result.anna)
        for conflicts in result.conflicts {
            #expect(conflicts.count == 1)
            #expect(conflicts.first?.column == "ingredients")
            #expect(conflicts.first?.lost.contains("chicken stock") == true)
        }
    }

    @Test func aLineBothAddedInDifferentPlacesIsKeptOnce() throws {
        let result = try Self.edit(
            "notes",
            base: "soak\nchop\nfry\nsimmer\nserve",
            anna: "soak\nadd cream\nchop\nfry\nsimmer\nserve",
            ben: "soak\nchop\nfry\nsimmer\nadd cream\nserve"
        )
        #expect(result.anna == "soak\nadd cream\nchop\nfry\nsimmer\nserve")
        #expect(result.ben == result.anna)
        #expect(result.conflicts.allSatisfy { $0.isEmpty })
    }
}
