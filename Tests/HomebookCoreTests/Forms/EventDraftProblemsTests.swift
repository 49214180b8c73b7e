import HomebookCore
import TestSupport
import Testing

/// The event form contract: every problem of a draft keyed by its field, and the repeat
/// grammar every front shares.
@Suite struct EventDraftProblemsTests {
    static func draft(_ change: (inout EventDraft) -> Void) -> EventDraft {
        var draft = EventDraft(title: "Dinner", start: "2026-11-28 19:00")
        change(&draft)
        return draft
    }

    static let cases: [(String, EventDraft, EventDraft.Field?)] = [
        ("fine", draft { _ in }, nil),
        ("empty title", draft { $0.title = "  " }, .title),
        ("title on two lines", draft { $0.title = "a\u{2029}b" }, .title),
        ("bad start", draft { $0.start = "someday" }, .start),
        ("bad end", draft { $0.end = "25:00" }, .end),
        ("empty end", draft { $0.end = "" }, nil),
        ("end before start", draft { $0.end = "18:00" }, .end),
        ("all day with a time", draft { $0.allDay = true }, .allDay),
        ("outside the kept times", draft { $0.start = "0001-01-01 10:00" }, .start),
        ("unknown calendar", draft { $0.calendar = "Work" }, .calendar),
        ("empty calendar", draft { $0.calendar = "" }, nil),
        ("unknown recipe", draft { $0.recipe = "Soup" }, .recipe),
        ("empty recipe", draft { $0.recipe = " " }, nil),
        ("typed repeat", draft { $0.repeatRule = RepeatInput(typed: "weekly count 3") }, nil),
        (
            "bad repeat words", draft { $0.repeatRule = RepeatInput(typed: "weekly every") },
            .repeats
        ),
        (
            "bad repeat day", draft { $0.repeatRule = RepeatInput(typed: "daily until soon") },
            .repeats
        ),
        (
            "zero interval", draft { $0.repeatRule = RepeatInput(frequency: "daily", every: 0) },
            .repeats
        ),
    ]

    @Test(arguments: cases)
    func eachProblemIsKeyedByItsFieldAndTheSaveAgrees(
        name: String,
        draft: EventDraft,
        expected: EventDraft.Field?
    ) throws {
        try withPlanner { planner, _ in
            let problems = try planner.problems(draft, today: plannerToday)
            #expect(problems.fields == (expected.map { [$0] } ?? []), "\(name)")
            do {
                _ = try planner.add(draft, today: plannerToday)
                #expect(expected == nil, "\(name)")
                #expect(try planner.count() == 1)
            } catch let error as PlannerError {
                #expect(error == problems.first, "\(name)")
                #expect(try planner.count() == 0)
            }
        }
    }

    @Test func correctingAFieldClearsItsProblem() throws {
        try withPlanner { planner, _ in
            var draft = Self.draft { $0.calendar = "Wrok" }
            let wrong = try planner.problems(draft, today: plannerToday)
            #expect(wrong.fields == [.calendar])
            draft.calendar = "Personal"
            let corrected = try planner.problems(draft, today: plannerToday)
            #expect(corrected.isEmpty)
        }
    }

    static let grammar: [(String, RepeatInput?)] = [
        ("", nil), ("weekly", RepeatInput(frequency: "weekly")),
        ("daily count 10", RepeatInput(frequency: "daily", count: 10)),
        (
            "monthly every 2 until 2027-06-30",
            RepeatInput(frequency: "monthly", every: 2, until: "2027-06-30")
        ),
        ("Yearly  EVERY 3", RepeatInput(frequency: "Yearly", every: 3)),
        ("none", RepeatInput(frequency: "none")),
    ]

    @Test(arguments: grammar)
    func theRepeatGrammarReadsEachForm(text: String, expected: RepeatInput?) throws {
        #expect(try RepeatInput.parse(text) == expected)
    }

    @Test(arguments: ["weekly every", "weekly every two", "daily often 3", "weekly count"])
    func wordsThatDoNotPairUpAreRefused(text: String) {
        #expect(throws: PlannerError.badRepeat(.form)) { try RepeatInput.parse(text) }
    }

    @Test(arguments: [
        "weekly", "daily count 10", "monthly every 2 until 2027-06-30", "yearly every 3 count 2",
    ])
    func aStoredRepeatIsWrittenInWordsTheGrammarReadsBack(text: String) throws {
        try withPlanner { planner, _ in
            let id = try planner.add(
                Self.draft { $0.repeatRule = RepeatInput(typed: text) },
                today: plannerToday
            )
            let rule = try #require(try planner.get(id).repeatRule)
            #expect(RepeatInput.text(rule) == text)
        }
    }

    @Test(arguments: [
        RepeatProblem.form, .unknownFrequency("often"), .every, .count, .untilAndCount,
        .partsWithoutRepeat,
    ])
    func aRepeatProblemNeverNamesACommandLineOption(problem: RepeatProblem) {
        #expect(!problem.description.contains("--"))
    }
}
