import HomebookCore
import Testing

/// The budget form contract: every problem of a draft, keyed by the field it is about.
@Suite struct LedgerDraftProblemsTests {
    static let today = CalendarDate(year: 2026, month: 11, day: 22)!
    static let style = AmountStyle(currency: "$")

    /// One field replaced in a draft that is otherwise fine, and the one field that must
    /// then have a problem (nil: none).
    static let cases: [(LedgerDraft.Field, String, LedgerDraft.Field?)] = [
        (.kind, "income", nil), (.kind, "E", nil), (.kind, "gift", .kind),
        (.name, "  Milk  ", nil), (.name, "   ", .name), (.name, "Milk\nBread", .name),
        (.name, "Mi\u{0}lk", .name), (.name, "Mi\u{2028}lk", .name),
        (.amount, "12.30", nil), (.amount, "", .amount), (.amount, "12,5", .amount),
        (.amount, "abc", .amount), (.date, "", nil), (.date, "yesterday", nil),
        (.date, "2026-02-30", .date), (.date, "31/12/2026", .date),
        (.category, "anything\nat all", nil), (.note, "two\nlines", nil),
    ]

    @Test(arguments: cases)
    func eachFieldsProblemIsKeyedByThatFieldAlone(
        field: LedgerDraft.Field,
        text: String,
        expected: LedgerDraft.Field?
    ) {
        var draft = LedgerDraft(kind: "expense", name: "Milk", amount: "1.29")
        draft.invalidAmountRecordsZero = false
        draft[field] = text
        let problems = LedgerInput.problems(draft, today: Self.today, style: Self.style)
        #expect(problems.fields == (expected.map { [$0] } ?? []))
        // Each problem says which field it is about, so a command line can name it.
        if let expected { #expect(problems[expected]?.field == expected) }
        // The save agrees with the check: refused with the first problem, or saved.
        do {
            _ = try LedgerInput.item(draft, today: Self.today, style: Self.style)
            #expect(expected == nil)
        } catch {
            #expect(error == problems.first)
        }
    }

    @Test func everyBrokenFieldIsReportedAtOnceInTheFormsOrder() {
        let draft = LedgerDraft(kind: "x", name: "", amount: "", date: "someday")
        let problems = LedgerInput.problems(draft, today: Self.today, style: Self.style)
        #expect(problems.fields == [.kind, .name, .amount, .date])
        #expect(problems.first == .invalidKind("x"))
        #expect(problems[.amount] == .missingAmount)
    }

    @Test(arguments: ["12,5", "abc", "1.2.3"])
    func anInvalidAmountIsAProblemUntilTheDraftAcceptsZero(amount: String) throws {
        var draft = LedgerDraft(
            kind: "e",
            name: "Tea",
            amount: amount,
            invalidAmountRecordsZero: false
        )
        let refused = LedgerInput.problems(draft, today: Self.today, style: Self.style)
        guard case .invalidAmountRefused(let invalid)? = refused[.amount] else {
            Issue.record("expected the amount refused, got \(refused.byField)")
            return
        }
        #expect(invalid.input == amount)
        #expect(!refused[.amount]!.reason.contains("nothing was saved"))
        draft.invalidAmountRecordsZero = true
        #expect(LedgerInput.problems(draft, today: Self.today, style: Self.style).isEmpty)
        let saved = try LedgerInput.item(draft, today: Self.today, style: Self.style)
        #expect(saved.item.amount == Money(cents: 0))
        #expect(saved.warning == invalid)
    }

    @Test(arguments: [
        (LedgerChanges(amount: "abc"), LedgerDraft.Field.amount),
        (LedgerChanges(name: ""), .name), (LedgerChanges(kind: "z"), .kind),
        (LedgerChanges(date: "soon"), .date),
    ])
    func anEditsProblemsAreKeyedTooAndAnInvalidAmountIsNeverZero(
        changes: LedgerChanges,
        field: LedgerDraft.Field
    ) {
        let problems = LedgerInput.problems(changes, today: Self.today, style: Self.style)
        #expect(problems.fields == [field])
        let kept = LedgerInput.problems(LedgerChanges(), today: Self.today, style: Self.style)
        #expect(kept.isEmpty)
    }

    @Test func aCoreErrorNeverNamesACommandLineOption() {
        let errors: [LedgerError] = [
            .emptyName, .nameHasLineBreak, .nameHasNUL, .missingAmount,
            .invalidAmount(InvalidAmount(input: "x", problem: .letters)),
            .invalidKind("x"),
        ]
        for error in errors {
            #expect(!error.description.contains("--"))
            #expect(error.field != nil)
        }
    }
}
