import HomebookCore
import TerminalUI
import TestSupport
import Testing

@testable import homebook

/// Every form of the full-screen app on a wide window (120×40), and the forms that had no
/// golden at all at both sizes, against their reviewed goldens (docs/manual.md#forms).
/// The forms drawn at 120×40 elsewhere (repeating item add, rule add, aisle) keep theirs.
@Suite struct FormSnapshotTests {
    /// The forms of the standard data (``ScreenSnapshotTests/seed``), opened from Home.
    @Test(arguments: [
        ("recipes-form-add-wide", "ra"),
        ("recipes-form-edit-wide", "re"),
        ("budget-form-add-wide", "ba"),
        ("budget-form-edit-wide", "be"),
        // A name longer than the 30 columns a field has at 80: the wide window shows it whole.
        ("budget-form-typed-wide", "ba\tGroceries at the farmers' market by the river"),
        ("planner-form-add-wide", "pa"),
        ("planner-form-edit-wide", "p\re"),
        ("planner-form-recipe-wide", "paSupper\ttoday 19:00\t\t\t\t\t\tPan"),
        ("planner-form-occurrence-wide", "p\u{1B}[B\u{1B}[B\u{1B}[Bet"),
        ("settings-wide", "s"),
        ("weather-place-form-wide", "wlOslo\u{13}"),
    ])
    func aFormOnAWideWindowMatchesItsGolden(name: String, keys: String) throws {
        try ScreenSnapshot.check(name, keys: keys, size: (120, 40), seed: ScreenSnapshotTests.seed)
    }

    /// The forms that had no golden: a budget item's edit, an event's edit, one occurrence of
    /// a repeat, and the weather place form, at 80×24.
    @Test(arguments: [
        ("budget-form-edit", "be"),
        ("planner-form-edit", "p\re"),
        ("planner-form-occurrence", "p\u{1B}[B\u{1B}[B\u{1B}[Bet"),
        ("weather-place-form", "wlOslo\u{13}"),
    ])
    func aFormWithoutAGoldenMatchesItsNewOne(name: String, keys: String) throws {
        try ScreenSnapshot.check(name, keys: keys, seed: ScreenSnapshotTests.seed)
    }

    /// The categories screen's target and rename forms over the `food` branch.
    @Test func theCategoryFormsMatchTheirGoldens() throws {
        let seed = ScreenSnapshotTests.seedTree
        try ScreenSnapshot.check(
            "budget-categories-target-wide",
            keys: "bct",
            size: (120, 40),
            seed: seed
        )
        try ScreenSnapshot.check("budget-categories-rename", keys: "bcr", seed: seed)
        try ScreenSnapshot.check(
            "budget-categories-rename-wide",
            keys: "bcr",
            size: (120, 40),
            seed: seed
        )
    }

    /// A repeating item's edit form, which had its golden at 80×24 only.
    @Test func aRepeatingItemsEditOnAWideWindowMatchesItsGolden() throws {
        try ScreenSnapshot.check(
            "repeating-items-edit-wide",
            keys: "bs\r",
            size: (120, 40),
            seed: ScheduleRuleSnapshotTests.seed
        )
    }
}
