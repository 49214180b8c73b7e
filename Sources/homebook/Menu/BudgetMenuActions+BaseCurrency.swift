import HomebookCore

extension BudgetMenuActions {
    /// The base-currency question (docs/manual.md#currencies), asked once when an account
    /// uses a named currency and the book's own is unnamed; Enter leaves it unnamed. Once
    /// answered or declined it is stored as asked, so no later session asks it again.
    func askBaseCurrencyOnce() throws(EndOfInput) {
        guard !session.askedBaseCurrency else { return }
        session.askedBaseCurrency = true
        let question: BaseCurrencyQuestion
        do {
            guard let due = try session.store.currencies.baseQuestion() else { return }
            question = due
        } catch {
            session.show(error)
            return
        }
        session.say(question.text)
        let base = try session.ask("Base currency (\(BaseCurrencyQuestion.hint)):") {
            answer -> Currency? in
            answer.trimmingWhitespace().isEmpty
                ? nil : try session.store.currencies.setBase(answer)
        }
        try? session.store.settings.markBaseCurrencyAsked()
        session.say(
            base.map { "The book is in \($0.code) (settings base-currency)." }
                ?? "Not now: `homebook settings base-currency CODE` names it."
        )
    }
}
