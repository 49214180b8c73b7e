/// The price form (docs/manual.md#prices): on a day, one currency's worth in another.
/// Saving adds it (replacing that day's price of the pair) as one undoable change.
public struct PriceForm: DescribedForm {
    /// The form's fields, in order.
    public enum Field: Int, CaseIterable, Hashable, Sendable {
        case day, from, to, rate
    }

    let prices: Prices
    /// The day as typed (`2026-03-02`).
    public var day: String
    /// The currency priced (`USD`).
    public var from = ""
    /// The currency the price is in (`EUR`).
    public var to = ""
    /// The rate as typed (`0.8571`, `6/7`).
    public var rate = ""

    /// A form adding a price to `store`, opened on `today`.
    public init(store: HomebookStore, today: CalendarDate) {
        prices = store.prices
        day = today.description
    }

    public var title: String { "Add a price" }

    public static func describe(_ field: Field) -> FormField {
        switch field {
        case .day: FormField("date", "Date", kind: .date, hint: "the day it holds from: YYYY-MM-DD")
        case .from: FormField("from", "From", hint: "the currency priced: USD")
        case .to: FormField("to", "To", hint: "the currency it is worth: EUR")
        case .rate:
            FormField("rate", "Rate", hint: "how many To one From is worth: 0.8571 or 6/7")
        }
    }

    public subscript(field: Field) -> String {
        get {
            switch field {
            case .day: day
            case .from: from
            case .to: to
            case .rate: rate
            }
        }
        set {
            switch field {
            case .day: day = newValue
            case .from: from = newValue
            case .to: to = newValue
            case .rate: rate = newValue
            }
        }
    }

    public func problems() -> FormProblems<Field, PriceFormProblem> {
        var problems = FormProblems<Field, PriceFormProblem>()
        problems.check(.day) { () throws(PriceFormProblem) in
            guard CalendarDate(iso: day.quicklyTrimmed()) != nil else {
                throw PriceFormProblem(PriceError.invalidDate(day).description)
            }
        }
        let currencies = Currencies(database: prices.database)
        problems.check(.from) { () throws(PriceFormProblem) in
            do { _ = try currencies.get(from) } catch { throw PriceFormProblem("\(error)") }
        }
        problems.check(.to) { () throws(PriceFormProblem) in
            do {
                let code = try currencies.get(to).code
                if code == (try? Currencies.code(from)) {
                    throw PriceError.sameCurrency(code)
                }
            } catch {
                throw PriceFormProblem("\(error)")
            }
        }
        problems.check(.rate) { () throws(PriceFormProblem) in
            do { _ = try PriceRate(parsing: rate) } catch { throw PriceFormProblem("\(error)") }
        }
        return problems
    }

    public mutating func save() throws -> FormSaved {
        try problems().throwFirst()
        let price = try prices.add(day: day, from: from, to: to, rate: rate)
        return FormSaved(
            "\(price.day): 1 \(price.from) = \(price.rate) \(price.to)",
            added: true
        )
    }
}

/// Why a field of the price form is refused: the core's message for it.
public struct PriceFormProblem: Error, Sendable, CustomStringConvertible {
    /// The message.
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
