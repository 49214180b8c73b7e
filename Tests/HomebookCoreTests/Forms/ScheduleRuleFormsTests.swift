import HomebookCore
import TestSupport
import Testing

/// The repeating item and categorising rule forms (docs/manual.md#schedules,
/// #interchange): problems keyed by field, an edit that is one undoable change and refuses
/// to save over a change made elsewhere, and rule counts that match what applying changes.
@Suite struct ScheduleRuleFormsTests {
    static let today = CalendarDate(year: 2026, month: 11, day: 22)!

    static func rent(_ store: HomebookStore) throws -> LedgerSchedule {
        try store.schedules.add(
            LedgerScheduleDraft(
                kind: "expense",
                name: "Rent",
                amount: "950",
                category: "home",
                frequency: .monthly,
                day: "1",
                from: "2026-12-01"
            ),
            today: today
        )
    }

    @Test func theScheduleFormKeysEachProblemToItsField() throws {
        try withTemporaryStore { store, _ throws in
            var form = FormSession(ScheduleForm(store: store, editing: nil, today: Self.today))
            #expect(form.text(try #require(form.index(of: "from"))) == "2026-11-22")
            let frequency = try #require(form.index(of: "frequency"))
            #expect(form.fields[frequency].kind == .choice(["weekly", "monthly", "yearly"]))
            form.set(try #require(form.index(of: "name")), "Gym")
            form.set(try #require(form.index(of: "amount")), "-2")
            form.set(frequency, "fortnightly")
            form.set(try #require(form.index(of: "until")), "2026-01-01")
            let problems = form.problems()
            #expect(
                Set(problems.keys)
                    == Set(["amount", "frequency", "until"].compactMap { form.index(of: $0) })
            )
            #expect(problems[frequency]?.contains("is not how often") == true)
            #expect(throws: LedgerScheduleError.self) { _ = try form.save() }
            #expect(try store.schedules.all().isEmpty)
        }
    }

    @Test func anEditIsOneUndoableChangeAndKeepsWhatWasPosted() throws {
        try withTemporaryStore { store, _ throws in
            let rent = try Self.rent(store)
            var form = FormSession(ScheduleForm(store: store, editing: rent, today: Self.today))
            #expect(form.text(try #require(form.index(of: "day"))) == "1")
            #expect(!form.isChanged)
            form.set(try #require(form.index(of: "amount")), "975")
            form.set(try #require(form.index(of: "day")), "last")
            let saved = try form.save()
            #expect(!saved.added)
            let edited = try store.schedules.get(rent.id)
            #expect(edited.amount == Money(cents: 97_500))
            #expect(edited.monthDay == -1)
            #expect(edited.category == "home")
            #expect(
                try store.undoLog.entries().first?.description.hasPrefix("edit repeating") == true
            )
            _ = try store.undoLog.undo()
            #expect(try store.schedules.get(rent.id) == rent)
        }
    }

    @Test func anEditRefusesToSaveOverAChangeMadeElsewhere() throws {
        try withTemporaryStore { store, _ throws in
            let rent = try Self.rent(store)
            var form = FormSession(ScheduleForm(store: store, editing: rent, today: Self.today))
            form.set(try #require(form.index(of: "amount")), "975")
            // Another window changes the name meanwhile.
            var other = FormSession(ScheduleForm(store: store, editing: rent, today: Self.today))
            other.set(try #require(other.index(of: "name")), "Flat")
            _ = try other.save()
            #expect(throws: FormSaveError.changedElsewhere(deleted: false)) {
                _ = try form.save()
            }
            #expect(try store.schedules.get(rent.id).amount == Money(cents: 95_000))
            // The form now holds the item as it is: saving again saves over it.
            _ = try form.save()
            #expect(try store.schedules.get(rent.id).amount == Money(cents: 97_500))
        }
    }

    @Test func skipNextSkipsTheDayTheListingShowsAndRefusesAnEndedItem() throws {
        try withTemporaryStore { store, _ throws in
            let rent = try Self.rent(store)
            #expect(
                try store.schedules.skipNext(rent.id, today: Self.today).description == "2026-12-01"
            )
            let next = try store.schedules.listing(today: Self.today).first?.next
            #expect(next?.description == "2027-01-01")
            let once = try store.schedules.add(
                LedgerScheduleDraft(
                    kind: "income",
                    name: "Bonus",
                    amount: "100",
                    frequency: .yearly,
                    from: "2026-12-24",
                    until: "2026-12-31"
                ),
                today: Self.today
            )
            _ = try store.schedules.skipNext(once.id, today: Self.today)
            #expect(throws: LedgerScheduleError.ended(id: once.id)) {
                try store.schedules.skipNext(once.id, today: Self.today)
            }
        }
    }

    @Test func ruleEffectsCountTheFirstMatchAsApplyingDoes() throws {
        try withTemporaryStore { store, _ throws in
            for name in ["TESCO STORES", "Tesco Express", "PRET A MANGER", "Pret"] {
                _ = try store.ledger.add(
                    LedgerDraft(kind: "expense", name: name, amount: "5", date: "2026-11-20"),
                    today: Self.today
                )
            }
            try store.ledger.saveMapping(
                try BankMapping(columns: "date=Date,name=Payee,amount=Amount"),
                as: "mybank"
            )
            let tesco = try store.ledger.addRule(
                mapping: "mybank",
                pattern: "tesco",
                category: "food"
            )
            // "Tesco Express" matches both; the first rule wins it.
            let express = try store.ledger.addRule(
                mapping: "mybank",
                pattern: "express",
                category: "other"
            )
            let pret = try store.ledger.addRule(
                mapping: "mybank",
                pattern: "pret",
                category: "eating out",
                name: "Pret"
            )
            let effects = try store.ledger.ruleEffects()
            #expect(effects == [tesco: 2, pret: 2])
            #expect(effects[express] == nil)
            #expect(try store.ledger.applyRules() == effects.values.reduce(0, +))
            #expect(try store.ledger.ruleEffects().isEmpty)
        }
    }

    @Test func theRuleFormFillsTheOnlyMappingAndChecksEachField() throws {
        try withTemporaryStore { store, _ throws in
            let empty = FormSession(RuleForm(ledger: store.ledger))
            let mapping = try #require(empty.index(of: "mapping"))
            #expect(empty.problems()[mapping]?.contains("none is saved yet") == true)
            try store.ledger.saveMapping(
                try BankMapping(columns: "date=Date,name=Payee,amount=Amount"),
                as: "mybank"
            )
            var form = FormSession(RuleForm(ledger: store.ledger))
            #expect(form.text(mapping) == "mybank")
            form.set(try #require(form.index(of: "pattern")), "*")
            form.set(try #require(form.index(of: "name")), "")
            #expect(
                Set(form.problems().keys)
                    == Set(["pattern", "category"].compactMap { form.index(of: $0) })
            )
            form.set(try #require(form.index(of: "pattern")), "tesco")
            form.set(try #require(form.index(of: "category")), "food")
            let saved = try form.save()
            #expect(try store.ledger.rules().map(\.id) == [try #require(saved.id)])
            #expect(try store.ledger.rules().first?.name == nil)
        }
    }
}
