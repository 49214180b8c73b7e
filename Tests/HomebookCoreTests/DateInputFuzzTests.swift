import HomebookCore
import TestSupport
import Testing

@Suite struct DateInputFuzzTests {
    /// 100,000 seeded strings near the date form: each is a real date or a clear rejection.
    @Test func randomTextIsADateOrAClearRejection() {
        var random = SeededGenerator(seed: 0xDA7E)
        let alphabet = Array("0123456789--  /.TZtodayesrYMD٣２\u{0}\u{1B}é")
        let today = CalendarDate(year: 2026, month: 11, day: 22)!
        var accepted = 0
        for index in 0..<100_000 {
            let text: String
            if index % 2 == 0 {
                // Near-valid: YYYY-MM-DD with random digits, so real and impossible days mix.
                let year = Int.random(in: 0...10_000, using: &random)
                let month = Int.random(in: 0...13, using: &random)
                let day = Int.random(in: 0...32, using: &random)
                text = "\(year)-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)"
            } else {
                text = random.string(from: alphabet, length: Int.random(in: 0...14, using: &random))
            }
            do {
                let date = try DateInput.parse(text, today: today)
                accepted += 1
                // Whatever is accepted is a real day that prints back in ISO form.
                #expect(CalendarDate(iso: date.description) == date)
            } catch {
                let message = "\(error)"
                #expect(message.contains("use YYYY-MM-DD"), "seed 0xDA7E input #\(index)")
                #expect(!message.contains("\u{1B}"))
            }
        }
        #expect(accepted > 20_000)
    }
}
