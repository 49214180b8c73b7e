import HomebookCore
import TerminalUI
import TestSupport
import Testing

@testable import homebook

private let today = CalendarDate(year: 2026, month: 11, day: 22)!

/// A screen that opens the schedule form on `o`, so closing the form has somewhere to go.
private struct ScheduleOpener: Screen {
    let store: HomebookStore
    var title: String { "Opener" }
    var keys: [KeyHint] { [] }

    mutating func handle(_ key: Key, in area: Rect) -> ScreenAction {
        key == .character("o")
            ? .push(FormScreen.schedule(store, editing: nil, today: today)) : .ignored
    }

    func render(into buffer: inout ScreenBuffer, in area: Rect) {}
}

/// The repeating item and rule forms, described once in the core, through all three fronts'
/// engines (docs/manual.md#forms): the same field refused alike, and one save each.
@Suite struct ScheduleRuleEnginesTests {
    @Test func theFullScreenFormMarksADayOnAWeeklyItemAndAsksOnEsc() throws {
        try withTemporaryStore { store, _ throws in
            var state = AppState(
                root: ScheduleOpener(store: store),
                appName: "homebook",
                size: (80, 24)
            )
            // Name, amount, then How often cycled to yearly and a day typed.
            type("o\tRent\t950\t\u{1B}[C\t5", into: &state)
            #expect(screen(state).contains("yearly"))
            #expect(screen(state).contains("a day of the month goes with monthly"))
            type("\u{1B}", into: &state)
            #expect(screen(state).contains("unsaved changes: Esc again discards them"))
            type("\u{7F}\u{13}", into: &state)
            #expect(state.stack.last?.title == "Opener")
            let saved = try store.schedules.all()
            #expect(saved.map(\.frequency) == [.yearly])
            #expect(saved.map(\.from) == [today])
        }
    }

    @Test func theMenuAskerAsksARefusedFieldAgain() throws {
        try withTemporaryStore { store, _ throws in
            let terminal = ScriptedTerminal([
                "", "Rent", "0", "950", "w", "1", "", "", "2027-01-01", "home", "",
            ])
            let session = MenuSession(terminal: terminal, store: store, style: .plain)
            var form = FormSession(ScheduleForm(store: store, editing: nil, today: today))
            let saved = try FormAsker(session: session).ask(&form)
            #expect(saved?.added == true)
            #expect(terminal.output.contains("Error: the amount of a repeating item must be more"))
            #expect(terminal.output.contains("Error: a day of the month goes with monthly"))
            #expect(terminal.output.contains("How often (weekly/monthly/yearly) [monthly]:"))
            let schedule = try #require(try store.schedules.all().first)
            #expect(schedule.frequency == .weekly)
            #expect(schedule.until == CalendarDate(year: 2027, month: 1, day: 1))
            #expect(schedule.category == "home")
        }
    }

    @Test func endOfInputInTheAskerSavesNothing() throws {
        try withTemporaryStore { store, _ throws in
            let terminal = ScriptedTerminal(["", "Rent", "950"])
            let session = MenuSession(terminal: terminal, store: store, style: .plain)
            var form = FormSession(ScheduleForm(store: store, editing: nil, today: today))
            #expect(throws: EndOfInput.self) { _ = try FormAsker(session: session).ask(&form) }
            #expect(try store.schedules.all().isEmpty)
        }
    }

    @Test func theCommandLineHelperRefusesAsTheFormDoes() throws {
        try withTemporaryStore { store, _ throws in
            let base: [(key: String, text: String)] = [
                ("kind", "expense"), ("name", "Gym"), ("amount", "9.99"),
                ("frequency", "weekly"),
            ]
            #expect(throws: LedgerScheduleError.dayNeedsMonthly) {
                _ = try FormOptions.save(
                    ScheduleForm(store: store, editing: nil, today: today),
                    base + [("day", "3")]
                )
            }
            #expect(throws: LedgerScheduleError.invalidFrequency("fortnightly")) {
                _ = try FormOptions.save(
                    ScheduleForm(store: store, editing: nil, today: today),
                    [("frequency", "fortnightly")] + base.prefix(3)
                )
            }
            #expect(try store.schedules.all().isEmpty)
            let saved = try FormOptions.save(
                ScheduleForm(store: store, editing: nil, today: today),
                base
            )
            #expect(try store.schedules.get(try #require(saved.id)).name == "Gym")
        }
    }

    @Test func theRuleFormThroughTheAskerAndTheOptions() throws {
        try withTemporaryStore { store, _ throws in
            try store.ledger.saveMapping(
                try BankMapping(columns: "date=Date,name=Payee,amount=Amount"),
                as: "mybank"
            )
            let terminal = ScriptedTerminal(["nosuch", "", "**", "tesco", "food", ""])
            let session = MenuSession(terminal: terminal, store: store, style: .plain)
            var form = FormSession(RuleForm(ledger: store.ledger))
            #expect(try FormAsker(session: session).ask(&form)?.added == true)
            #expect(terminal.output.contains("Mapping [mybank]:"))
            #expect(
                terminal.output.contains("no saved mapping is called \"nosuch\" (saved: mybank)")
            )
            #expect(terminal.output.contains("\"**\" is not a pattern"))
            #expect(throws: BankRuleError.badCategory(" ")) {
                _ = try FormOptions.save(
                    RuleForm(ledger: store.ledger),
                    [("pattern", "pret"), ("category", " ")]
                )
            }
            _ = try FormOptions.save(
                RuleForm(ledger: store.ledger),
                [("pattern", "pret"), ("category", "eating out"), ("name", "Pret")]
            )
            let rules = try store.ledger.rules()
            #expect(rules.map(\.pattern) == ["tesco", "pret"])
            #expect(rules.map(\.name) == [nil, "Pret"])
        }
    }
}
