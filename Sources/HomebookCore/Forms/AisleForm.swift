/// The food aisle form (docs/manual.md#shopping): the aisle a food is bought in. Saving sets
/// it (replacing the food's aisle) as one undoable change.
public struct AisleForm: DescribedForm {
    /// The form's fields, in order.
    public enum Field: Int, CaseIterable, Hashable, Sendable {
        case food, aisle
    }

    let planner: Planner
    private let known: [String]
    /// The food as typed (`eggs`).
    public var food: String
    /// The aisle as typed (`Dairy`).
    public var aisle: String

    /// A form setting an aisle in `planner`, opened on `food` and its `aisle` when given.
    public init(planner: Planner, food: String = "", aisle: String = "") {
        self.planner = planner
        self.food = food
        self.aisle = aisle
        // The aisles already in use, for completion: a new food usually joins one.
        var seen: Set<String> = []
        known = ((try? planner.aisles()) ?? []).map(\.aisle).filter { seen.insert($0).inserted }
    }

    public var title: String { "Set aisle" }

    public static func describe(_ field: Field) -> FormField {
        switch field {
        case .food:
            FormField("food", "Food", hint: "as ingredient lines name it: eggs, flour")
        case .aisle:
            FormField(
                "aisle",
                "Aisle",
                hint: "where it is bought: Dairy, Produce",
                completion: .aisles
            )
        }
    }

    public subscript(field: Field) -> String {
        get { field == .food ? food : aisle }
        set {
            if field == .food { food = newValue } else { aisle = newValue }
        }
    }

    public func problems() -> FormProblems<Field, PlannerError> {
        var problems = FormProblems<Field, PlannerError>()
        problems.check(.food) { () throws(PlannerError) in _ = try Planner.foodKey(food) }
        problems.check(.aisle) { () throws(PlannerError) in
            _ = try Planner.title(aisle, field: "aisle")
        }
        return problems
    }

    public mutating func save() throws -> FormSaved {
        try problems().throwFirst()
        let set = try planner.setAisle(aisle, of: food)
        // The words `recipe aisle` has always printed.
        return FormSaved(
            "\"\(DisplayText.singleLine(set.food))\" is in the aisle "
                + "\"\(DisplayText.singleLine(set.aisle))\"",
            added: true
        )
    }

    /// The key a food as typed is stored under (`Eggs` → `egg`), or nil when it is not one.
    public static func foodKey(_ food: String) -> String? { try? Planner.foodKey(food) }

    public func completions(_ field: Field, typed: String, limit: Int) -> [String] {
        field == .aisle ? NameCompletion.matches(typed, in: known, limit: limit) : []
    }
}
