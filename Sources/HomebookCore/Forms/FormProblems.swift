/// Every problem of a draft, keyed by the field it is about: the one answer every front
/// asks of the core before saving (docs/manual.md#forms).
///
/// A full-screen form marks each field with its problem, the line menu asks a field again,
/// the command line prints the first one; none of them re-runs a rule.
public struct FormProblems<Field: Hashable & CaseIterable & Sendable, Problem: Error & Sendable>:
    Sendable
{
    /// The problem of each field that has one.
    public private(set) var byField: [Field: Problem] = [:]

    /// No problems yet.
    public init() {}

    /// The problem of `field`, or nil when it is fine.
    public subscript(field: Field) -> Problem? {
        get { byField[field] }
        set { byField[field] = newValue }
    }

    /// Whether the draft can be saved as it is.
    public var isEmpty: Bool { byField.isEmpty }

    /// The fields with problems, in the form's order.
    public var fields: [Field] { Field.allCases.filter { byField[$0] != nil } }

    /// The first problem in the form's order, the one a command line reports.
    public var first: Problem? { fields.first.flatMap { byField[$0] } }

    /// Records the problem `check` throws for `field`, keeping the first one found.
    public mutating func check(_ field: Field, _ check: () throws(Problem) -> Void) {
        do {
            try check()
        } catch {
            if byField[field] == nil { byField[field] = error }
        }
    }

    /// Throws the first problem, if any.
    public func throwFirst() throws(Problem) {
        if let first { throw first }
    }
}
