/// The form that sets a category's monthly target (docs/manual.md#budget-targets): the
/// category, the amount, the first month and whether it rolls over; saved as one undoable
/// change, as `budget target` does.
public struct BudgetTargetForm: DescribedForm {
    /// The fields in the order the form shows them.
    public enum Field: Int, CaseIterable, Hashable, Sendable {
        case category, amount, from, rollover
    }

    let ledger: Ledger
    let today: CalendarDate
    private let style: AmountStyle
    /// The category names a field completes from: those in use and their branches.
    private let categories: [String]
    /// The texts as typed.
    public private(set) var texts: [Field: String]

    /// A form for `category` (empty: typed in the form), opened on its target this month
    /// when it has one, from the month of `today`.
    public init(ledger: Ledger, category: String = "", today: CalendarDate) {
        self.ledger = ledger
        self.today = today
        style = (try? ledger.targetAmountStyle()) ?? AmountStyle(currency: "$")
        categories = CategoryCompletion.names((try? ledger.categories()) ?? [])
        let month = LedgerMonth(today)
        let current =
            ((try? ledger.targets()) ?? []).last {
                CategoryPath.key($0.category) == CategoryPath.key(category) && $0.from <= month
            }
        texts = [
            .category: category,
            .amount: current.map { $0.amount.plain } ?? "",
            .from: month.description,
            .rollover: current?.rollover == true ? "yes" : "no",
        ]
    }

    public var title: String { "Set target" }

    public static func describe(_ field: Field) -> FormField {
        switch field {
        case .category:
            FormField(
                "category",
                "Category",
                hint: "a category or a branch (food counts food:groceries)",
                completion: .categories
            )
        case .amount: FormField("amount", "Amount", kind: .amount, hint: "a month, e.g. 400.00")
        case .from: FormField("from", "From", hint: "the first month it applies to, YYYY-MM")
        case .rollover:
            FormField(
                "rollover",
                "Rollover",
                kind: .toggle(on: "yes", off: "no"),
                hint: "carry what is left (or overspent) into the next month"
            )
        }
    }

    public subscript(field: Field) -> String {
        get { texts[field] ?? "" }
        set { texts[field] = newValue }
    }

    public func problems() -> FormProblems<Field, BudgetTargetError> {
        var problems = FormProblems<Field, BudgetTargetError>()
        do {
            _ = try Ledger.checkedTarget(
                category: self[.category],
                amount: self[.amount],
                from: self[.from],
                style: style,
                today: today
            )
        } catch {
            let field: Field =
                switch error {
                case .badCategory, .noTarget: .category
                case .negative, .invalidAmount: .amount
                case .invalidMonth: .from
                }
            problems[field] = error
        }
        return problems
    }

    public mutating func save() throws -> FormSaved {
        try problems().throwFirst()
        let target = try ledger.setTarget(
            category: self[.category],
            amount: self[.amount],
            from: self[.from],
            rollover: self[.rollover] == "yes",
            today: today
        )
        return FormSaved(
            "target of \(DisplayText.singleLine(target.category)) set to"
                + " \(target.amount.grouped) a month from \(target.from)"
        )
    }

    public func completions(_ field: Field, typed: String, limit: Int) -> [String] {
        field == .category ? NameCompletion.matches(typed, in: categories, limit: limit) : []
    }
}
