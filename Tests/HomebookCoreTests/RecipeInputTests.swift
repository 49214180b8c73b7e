import HomebookCore
import TestSupport
import Testing

@Suite struct RecipeInputTests {
    @Test func nameIsTrimmed() throws {
        #expect(try RecipeInput.name("  Pancakes \t") == "Pancakes")
        #expect(try RecipeInput.name("\u{A0}Crème Brûlée\u{3000}") == "Crème Brûlée")
    }

    @Test(arguments: ["", "   ", "\t", "\n", " \u{A0} "])
    func emptyNameIsRefused(_ name: String) {
        #expect(throws: RecipeError.nameMissing) { try RecipeInput.name(name) }
    }

    @Test(arguments: ["Pan\ncakes", "Pan\r\ncakes", "Pan\rcakes", "Pan\u{2028}cakes", "a\u{85}b"])
    func nameWithALineBreakIsRefused(_ name: String) {
        #expect(throws: RecipeError.nameHasLineBreak) { try RecipeInput.name(name) }
    }

    @Test func lastMadeAcceptsDatesAndWords() throws {
        #expect(try RecipeInput.lastMade("", today: recipeToday) == nil)
        #expect(try RecipeInput.lastMade("  ", today: recipeToday) == nil)
        #expect(try RecipeInput.lastMade("today", today: recipeToday) == recipeToday)
        #expect(
            try RecipeInput.lastMade(" Yesterday ", today: recipeToday)?.description == "2026-11-21"
        )
        #expect(
            try RecipeInput.lastMade("2024-02-29", today: recipeToday)?.description == "2024-02-29"
        )
        #expect(try RecipeInput.lastMade("2026-11-22", today: recipeToday) == recipeToday)
    }

    @Test(arguments: [
        "2023-02-29", "31/12/2024", "2024-13-01", "2024-1-5", "next", "0000-01-01",
    ])
    func lastMadeThatIsNotADateIsRefusedShowingTheForm(_ text: String) {
        #expect {
            _ = try RecipeInput.lastMade(text, today: recipeToday)
        } throws: { error in
            guard case RecipeError.invalidDate = error else { return false }
            return "\(error)".contains("use YYYY-MM-DD (a real calendar day), today or yesterday")
        }
    }

    @Test func lastMadeInTheFutureIsRefused() {
        let tomorrow = CalendarDate(year: 2026, month: 11, day: 23)!
        #expect(throws: RecipeError.futureDate(tomorrow, today: recipeToday)) {
            try RecipeInput.lastMade("2026-11-23", today: recipeToday)
        }
        // `tomorrow` is a day like any date (docs/manual.md#input-rules), and still refused.
        #expect(throws: RecipeError.futureDate(tomorrow, today: recipeToday)) {
            try RecipeInput.lastMade("tomorrow", today: recipeToday)
        }
        #expect(
            RecipeError.futureDate(tomorrow, today: recipeToday).description
                == "2026-11-23 is in the future: the day last made must be today (2026-11-22)"
                + " or earlier"
        )
    }

    @Test func madeOnRequiresADate() throws {
        #expect(throws: RecipeError.self) { try RecipeInput.madeOn("", today: recipeToday) }
        #expect(try RecipeInput.madeOn("yesterday", today: recipeToday) == recipeToday.previousDay)
    }

    @Test(
        arguments: [("12", 12), (" 7 ", 7), ("9223372036854775807", Int64.max)] as [(String, Int64)]
    )
    func idIsAPositiveNumber(_ text: String, _ id: Int64) throws {
        #expect(try RecipeInput.id(text) == id)
    }

    @Test(arguments: ["", "0", "-3", "+3", "abc", "1.5", "9223372036854775808", "١٢"])
    func idThatIsNotOneIsRefused(_ text: String) {
        #expect(throws: RecipeError.invalidID(text)) { try RecipeInput.id(text) }
    }

    @Test func messagesSayWhatIsExpected() {
        #expect("\(RecipeError.nameMissing)".contains("a recipe needs a name"))
        #expect("\(RecipeError.nameHasLineBreak)".contains("one line"))
        #expect("\(RecipeError.notFound(12))" == "no recipe with id 12")
        #expect("\(RecipeError.invalidID("x\u{1B}"))".contains("\"x\\x1B\" is not a recipe id"))
    }
}
