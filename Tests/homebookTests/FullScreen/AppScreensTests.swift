import HomebookCore
import TerminalUI
import TestSupport
import Testing

@testable import homebook

/// The app's screens in-process on a real store: keys in, the screen read back as text.
@Suite struct AppScreensTests {
    /// Runs `body` with the app at Home on a fresh database.
    func withApp(
        width: Int = 80,
        height: Int = 24,
        _ body: (inout AppState, HomebookStore) throws -> Void
    ) throws {
        try withTemporaryStore(named: "app.sqlite") { store, folder throws in
            var state = FullScreenProgram.state(store: store, size: (width, height))
            try body(&state, store)
        }
    }

    @Test func homeShowsEveryModuleAndTheMainKeys() throws {
        try withApp { state, _ throws in
            let text = screen(state)
            for module in ["Recipes", "Budget", "Calculator", "Converter", "Planner", "Settings"] {
                #expect(text.contains(module))
            }
            #expect(text.split(separator: "\n").last?.contains("Enter open") == true)
        }
    }

    @Test func homeSaysWhichDatabaseFileIsOpen() throws {
        try withApp { state, store throws in
            #expect(screen(state).contains("Database: " + store.path))
        }
    }

    @Test func homeOpensAModuleByLetterOrByArrowsAndEnter() throws {
        try withApp { state, _ throws in
            type("v", into: &state)
            #expect(state.stack.last?.title == "Converter")
            type("\u{1B}", into: &state)
            type("\u{1B}[H\u{1B}[C\u{1B}[B\r", into: &state)  // first, right, down: the fifth
            #expect(state.stack.last?.title == "Planner")
        }
    }

    @Test func theConverterUpdatesEveryUnitOnEachKeystroke() throws {
        try withApp { state, _ throws in
            type("v1", into: &state)
            #expect(screen(state).contains("lb    2.20"))
            type("00", into: &state)
            #expect(screen(state).contains("lb    220.46"))
            #expect(screen(state).contains("st    15 st 10.46 lb"))
            type("\u{7F}", into: &state)
            #expect(screen(state).contains("lb    22.05"))
        }
    }

    @Test func longUnitSymbolsKeepTheirValuesInOneColumn() throws {
        try withApp { state, _ throws in
            type("v1", into: &state)
            for _ in 0..<4 { type("\u{1B}[B", into: &state) }  // down to liquid volume
            let text = screen(state)
            #expect(text.contains("US fl oz  153.72"))
            #expect(text.contains("ml        4546.09"))
        }
    }

    @Test func theKeypadIgnoresOtherKeysWithAHint() throws {
        try withApp { state, _ throws in
            type("v1x-", into: &state)
            // The sign is the core's rule: a weight cannot be negative, said as it is typed.
            #expect(screen(state).contains("✗ a weight cannot be negative"))
            type("-", into: &state)
            type("a", into: &state)
            #expect(screen(state).contains("keypad: digits, . and Backspace"))
            #expect(screen(state).contains("Value       1 kg"))
        }
    }

    @Test func minusWorksForTemperaturesAndTheUnitCanBePicked() throws {
        try withApp { state, _ throws in
            type("v\u{1B}[B40-", into: &state)
            #expect(screen(state).contains("[temperature]"))
            #expect(screen(state).contains("Value       -40 °C"))
            #expect(screen(state).contains("°F    -40.00"))
            type("\t", into: &state)
            #expect(screen(state).contains("Value       -40 °F"))
            // -40 K is below absolute zero: the core's error replaces the results.
            type("\t", into: &state)
            #expect(screen(state).contains("Value       -40 K"))
            #expect(screen(state).contains("✗"))
            #expect(!screen(state).contains("-40.00"))
        }
    }

    @Test func savingAConversionPutsItInThatCategorysHistory() throws {
        try withApp { state, store throws in
            type("v162\u{1B}[C\u{1B}[C\u{1B}[Cs", into: &state)
            #expect(screen(state).contains("saved 162 lb"))
            let saved = try store.conversions.history(category: .weight).map(\.quantity.description)
            #expect(saved == ["162 lb"])
            type("h", into: &state)
            #expect(screen(state).contains("162 lb"))
            #expect(screen(state).contains("11 st 8 lb"))
            type("\u{1B}[C", into: &state)
            #expect(screen(state).contains("‹ temperature ›"))
            #expect(screen(state).contains("Nothing saved yet"))
        }
    }

    @Test func theConverterFollowsThePrecisionSetting() throws {
        try withApp { state, store throws in
            try store.settings.set(.precision, to: "4")
            type("v100", into: &state)
            #expect(screen(state).contains("lb    220.4623"))
        }
    }

    @Test func theCalculatorShowsTheResultLiveAndKeepsATape() throws {
        try withApp { state, _ throws in
            type("c12", into: &state)
            #expect(screen(state).contains("= 12"))
            type("\r* 3", into: &state)
            #expect(screen(state).contains("= 36"))
            type("\r", into: &state)
            #expect(screen(state).contains("ans = 36"))
            #expect(screen(state).contains("* 3"))
            type("\u{1B}[A", into: &state)
            #expect(screen(state).contains("> * 3"))
        }
    }

    @Test func theCalculatorPutsACaretUnderTheErrorColumn() throws {
        try withApp { state, _ throws in
            type("c1/0", into: &state)
            let lines = screen(state).split(separator: "\n", omittingEmptySubsequences: false)
            let input = try #require(lines.firstIndex { $0.hasPrefix("  > 1/0") })
            #expect(lines[input + 1] == "     ^")
            #expect(lines[input + 2].contains("division by zero at column 2"))
        }
    }

    @Test func settingsCheckEachFieldAsTypedAndSaveOnlyValidValues() throws {
        try withApp { state, store throws in
            // Precision is a choice: a digit it does not offer is refused with the choices.
            type("s7", into: &state)
            #expect(screen(state).contains("Precision: 2, 3, 4"))
            type("\t\u{7F}", into: &state)
            #expect(screen(state).contains("✗ expected 1 to 5 characters"))
            type("\u{13}", into: &state)
            #expect(screen(state).contains("not saved"))
            let before = try store.settings.precision()
            #expect(before == 2)
            type("€\u{1B}[A3\u{13}", into: &state)
            #expect(screen(state).contains("saved"))
            let after = try store.settings.precision()
            #expect(after == 3)
            let currency = try store.settings.currency()
            #expect(currency == "€")
        }
    }

    @Test func escapeLeavesTheSettingsWithoutSaving() throws {
        try withApp { state, store throws in
            type("s4", into: &state)
            // A changed form asks first: Esc again discards.
            type("\u{1B}", into: &state)
            #expect(state.stack.count == 2)
            type("\u{1B}", into: &state)
            #expect(state.stack.count == 1)
            let v57 = try store.settings.precision()
            #expect(v57 == 2)
        }
    }

    @Test func theScreensFitAWideWindowToo() throws {
        try withApp(width: 160, height: 50) { state, _ in
            type("v5", into: &state)
            let text = screen(state)
            #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count == 50)
            #expect(text.contains("lb    11.02"))
        }
    }
}

/// The settings added for the fronts, through the app's screens.
@Suite struct SettingsScreenTests {
    func withApp(_ body: (inout AppState, HomebookStore) throws -> Void) throws {
        try withTemporaryStore { store, _ throws in
            var state = FullScreenProgram.state(store: store, size: (80, 24))
            try body(&state, store)
        }
    }

    @Test func theSettingsScreenEditsEverySettingAndSavesThemAsOneChange() throws {
        try withApp { state, store throws in
            type("s", into: &state)
            let text = screen(state)
            for label in [
                "Precision", "Currency", "Base currency", "Decimal comma", "Week start",
                "Default calendar",
            ] {
                #expect(text.contains(label), "\(label)")
            }
            // Tab past the base currency to the decimal comma, replace "off" with "on"; then
            // the week start.
            type(
                "\t\t\t\u{7F}\u{7F}\u{7F}on\t\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}sunday",
                into: &state
            )
            type("\t\u{7F}Nowhere\u{13}", into: &state)
            #expect(screen(state).contains("not saved"))
            #expect(try store.settings.decimalComma() == false)
            type("\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}Personal\u{13}", into: &state)
            #expect(screen(state).contains("saved"))
            #expect(try store.settings.decimalComma())
            #expect(try store.settings.weekStart() == 0)
            #expect(try store.settings.value(of: .defaultCalendar) == "Personal")
            #expect(try store.undoLog.entries().count == 1)
        }
    }

    @Test func theConverterKeepsACommaMarkedAndExplainedWhileItIsInTheField() throws {
        try withApp { state, _ throws in
            type("v1,5", into: &state)
            var text = screen(state)
            // The comma stays in the field, marked as a problem: 1,5 is never read as 15.
            #expect(text.contains("Value       1,5"))
            #expect(text.contains("✗ '1,5' has a decimal comma"))
            #expect(text.contains("the decimal mark is \".\""))
            #expect(!text.contains("lb    33"))
            type("\t", into: &state)  // another unit: the value is unchanged, the hint stays
            #expect(screen(state).contains("the decimal mark is \".\""))
            type("\u{7F}\u{7F}.5", into: &state)
            text = screen(state)
            #expect(!text.contains("the decimal mark is"))
            #expect(!text.contains("✗"))
            #expect(text.contains("1.5"))
        }
    }

    @Test func withTheDecimalCommaTheConverterTakesACommaAndStonesTakePounds() throws {
        try withApp { state, store throws in
            try store.settings.set(.decimalComma, to: "on")
            type("v1,5", into: &state)
            #expect(screen(state).contains("lb    3.31"))
            // Stones (the third unit of weight): 11 space 8 is 11 st 8 lb.
            type("\u{7F}\u{7F}\u{7F}", into: &state)
            let units = UnitCategory.weight.units
            let stone = try #require(units.firstIndex(of: .stone))
            for _ in 0..<stone { type("\t", into: &state) }
            type("11 8", into: &state)
            #expect(screen(state).contains("lb    162"))
        }
    }
}
