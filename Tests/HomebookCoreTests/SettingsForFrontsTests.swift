import HomebookCore
import TestSupport
import Testing

/// The decimal comma, the first day of the week and the default calendar
/// (docs/manual.md#settings).
@Suite struct SettingsForFrontsTests {
    @Test func newSettingsHaveDefaultsAndTakeOnlyTheirWords() throws {
        try withTemporaryStore { store, _ throws in
            #expect(try store.settings.decimalComma() == false)
            #expect(try store.settings.weekStart() == 1)
            #expect(try store.settings.value(of: .defaultCalendar) == "")
            #expect(try store.settings.set(.decimalComma, to: " ON ") == "on")
            #expect(try store.settings.set(.weekStart, to: "Sunday") == "sunday")
            #expect(try store.settings.decimalComma())
            #expect(try store.settings.weekStart() == 0)
            for (key, bad) in [
                (SettingKey.decimalComma, "yes"), (.weekStart, "tuesday"),
                (.defaultCalendar, "Two\nlines"),
            ] {
                #expect(throws: SettingsError.self) { try store.settings.set(key, to: bad) }
            }
            #expect(try store.settings.decimalComma())
            #expect(try SettingKey.parse("Decimal-Comma") == .decimalComma)
        }
    }

    @Test func theDefaultCalendarMustExistAndFollowsRenameAndDelete() throws {
        try withTemporaryStore { store, _ throws in
            let planner = store.planner
            #expect(throws: SettingsError.unknownCalendar("Work")) {
                try store.settings.set(.defaultCalendar, to: "Work")
            }
            _ = try planner.addCalendar("Work")
            // Stored as the planner spells it, whatever case was typed.
            #expect(try store.settings.set(.defaultCalendar, to: "work") == "Work")
            let today = CalendarDate(year: 2026, month: 11, day: 24)!
            let id = try planner.add(
                EventDraft(title: "Stand-up", start: "2026-11-25 09:00"),
                today: today
            )
            #expect(try planner.get(id).calendar == "Work")
            let chosen = try planner.add(
                EventDraft(title: "Dentist", start: "2026-11-26 10:00", calendar: "Personal"),
                today: today
            )
            #expect(try planner.get(chosen).calendar == "Personal")
            try planner.renameCalendar("work", to: "Office")
            #expect(try store.settings.value(of: .defaultCalendar) == "Office")
            _ = try planner.addCalendar("Spare")
            try store.settings.set(.defaultCalendar, to: "Spare")
            try planner.deleteCalendar("Spare")
            #expect(try store.settings.value(of: .defaultCalendar) == "")
            let fallback = try planner.add(
                EventDraft(title: "Walk", start: "2026-11-27 08:00"),
                today: today
            )
            #expect(try planner.get(fallback).calendar == "Personal")
        }
    }

    @Test func severalSettingsSaveAsOneUndoableChange() throws {
        try withTemporaryStore { store, _ throws in
            let before = try store.undoLog.entries().count
            try store.settings.set([(.currency, "€"), (.decimalComma, "on")])
            #expect(try store.undoLog.entries().count == before + 1)
            #expect(throws: SettingsError.self) {
                try store.settings.set([(.currency, "£"), (.weekStart, "someday")])
            }
            #expect(try store.settings.currency() == "€")
            _ = try store.undoLog.undo()
            #expect(try store.settings.currency() == "$")
            #expect(try store.settings.decimalComma() == false)
        }
    }

    @Test(arguments: [
        ("12,50", 1250), ("1.234,56", 123_456), ("€1.234.567", 123_456_700), (",5", 50),
        ("12", 1200), ("2,999", 299),
    ])
    func aDecimalCommaReadsAmountsTheEuropeanWay(_ text: String, _ cents: Int64) {
        let style = AmountStyle(currency: "$", decimalComma: true)
        #expect(AmountParser.parse(text, style: style) == .amount(Money(cents: cents)))
    }

    @Test(arguments: [
        ("12.50", AmountProblem.misplacedDot), ("1.23", .misplacedDot), ("1,2,3", .twoCommas),
        ("1234.567", .misplacedDot),
    ])
    func withTheDecimalCommaAPointIsExplained(_ text: String, _ problem: AmountProblem) {
        let style = AmountStyle(currency: "$", decimalComma: true)
        #expect(
            AmountParser.parse(text, style: style)
                == .invalid(InvalidAmount(input: text, problem: problem))
        )
        #expect("\(problem)".contains(problem == .twoCommas ? "decimal comma" : "1.234,56"))
    }

    @Test func theLedgerReadsTypedAmountsInTheSettingsStyle() throws {
        try withTemporaryStore { store, _ throws in
            let today = CalendarDate(year: 2026, month: 11, day: 24)!
            try store.settings.set(.decimalComma, to: "on")
            let added = try store.ledger.add(
                LedgerDraft(kind: "expense", name: "Bread", amount: "2,40"),
                today: today
            )
            #expect(added.item.amount == Money(cents: 240) && added.warning == nil)
            let edited = try store.ledger.update(
                added.item.id,
                with: LedgerChanges(amount: "1.002,10"),
                today: today
            )
            #expect(edited.amount == Money(cents: 100_210))
            #expect(throws: LedgerError.self) {
                try store.ledger.update(
                    added.item.id,
                    with: LedgerChanges(amount: "3.50"),
                    today: today
                )
            }
        }
    }

    @Test func converterValuesTakeTheDecimalCommaOnlyWhenItIsOn() throws {
        #expect(try Quantity.parse("1,5 kg", decimalComma: true) == Quantity.parse("1.5 kg"))
        #expect(
            try Quantity.parse(value: "1,5", unit: "kg", decimalComma: true)
                == Quantity.parse("1.5 kg")
        )
        #expect(throws: ConversionError.decimalCommaOff("1,5 kg")) { try Quantity.parse("1,5 kg") }
        #expect("\(ConversionError.decimalCommaOff("1,5"))".contains("decimal-comma"))
        // Stones then pounds, as the app's keypad types them.
        #expect(try Quantity.parse(value: "11 8", unit: "st").description == "11 st 8 lb")
        #expect(throws: ConversionError.self) { try Quantity.parse(value: "11 15", unit: "st") }
    }
}
