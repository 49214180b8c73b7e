import HomebookCore
import Testing

@Suite struct DateInputTests {
    static let today = CalendarDate(year: 2024, month: 3, day: 1)!

    @Test(arguments: [
        ("2024-02-29", "2024-02-29"),
        ("2000-02-29", "2000-02-29"),
        ("  2023-12-31 ", "2023-12-31"),
        ("today", "2024-03-01"),
        ("TODAY", "2024-03-01"),
        ("yesterday", "2024-02-29"),
        ("0001-01-01", "0001-01-01"),
        ("9999-12-31", "9999-12-31"),
        // The day words planner times take too (2024-03-01 is a Friday).
        ("tomorrow", "2024-03-02"), ("friday", "2024-03-01"), ("next friday", "2024-03-08"),
        ("Mon", "2024-03-04"), ("next  Monday", "2024-03-04"), ("sat", "2024-03-02"),
    ])
    func acceptsRealDatesAndWords(_ text: String, _ expected: String) throws {
        #expect(try DateInput.parse(text, today: Self.today).description == expected)
    }

    @Test(arguments: [
        "2023-02-29", "1900-02-29", "2024-13-01", "2024-00-10", "2024-04-31", "2024-1-1",
        "24-01-01", "2024/01/01", "01-01-2024", "", "tomorrow 9:00", "next", "next day", "fr",
        "2024-01-01T00:00", "２０２４-01-01",
        "0000-01-01", "2024-01-0a", "+024-01-01",
    ])
    func rejectsEverythingElseShowingTheExpectedForm(_ text: String) {
        #expect {
            try DateInput.parse(text, today: Self.today)
        } throws: { error in
            "\(error)".contains("use YYYY-MM-DD")
        }
    }

    @Test func yesterdayCrossesMonthAndYearBoundaries() {
        #expect(CalendarDate(year: 2024, month: 1, day: 1)!.previousDay.description == "2023-12-31")
        #expect(CalendarDate(year: 2023, month: 3, day: 1)!.previousDay.description == "2023-02-28")
    }

    @Test func datesOrderChronologically() {
        let dates = ["2024-02-29", "2023-12-31", "2024-01-15"].compactMap { CalendarDate(iso: $0) }
        #expect(dates.sorted().map(\.description) == ["2023-12-31", "2024-01-15", "2024-02-29"])
    }
}

/// Dates and planner times read day words with the one reader, so they always agree.
@Suite struct DayWordsAgreeTests {
    @Test(arguments: [
        "today", "tomorrow", "yesterday", "monday", "sun", "next monday", "next sunday",
        "2026-02-28", "someday", "next", "",
    ])
    func aDateAndATimesDayAreTheSame(word: String) {
        for offset in 0..<7 {
            let today = CalendarDate(year: 2026, month: 3, day: 1 + offset)!
            let date = try? DateInput.parse(word, today: today)
            let time = try? TimeInput.parse(word + " 19:00", today: today)
            if case .dateTime(let reading)? = time {
                #expect(date == reading.date, "\(word) on \(today)")
            } else {
                #expect(date == nil, "\(word) on \(today)")
            }
        }
    }

    @Test func nextMondayIsAfterTodayAndMondayMayBeToday() throws {
        let monday = CalendarDate(year: 2026, month: 3, day: 2)!
        #expect(try DateInput.parse("monday", today: monday) == monday)
        #expect(try DateInput.parse("next monday", today: monday) == monday.adding(days: 7))
        #expect(try DateInput.parse("next tuesday", today: monday) == monday.adding(days: 1))
    }
}
