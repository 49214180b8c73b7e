/// How the shopping list is ordered (docs/manual.md#shopping).
public enum ShoppingOrder: String, CaseIterable, Sendable {
    /// Each food once, by name.
    case food
    /// Grouped by the aisles set on foods, by aisle name; the foods with none last.
    case aisle
}

/// The foods of one aisle on the shopping list.
public struct ShoppingAisle: Sendable {
    /// The heading of the foods without an aisle.
    public static let other = "other"

    /// The aisle, or nil for the foods without one.
    public let aisle: String?
    /// Its foods, by name.
    public let items: [ShoppingItem]

    /// The heading: the aisle, or `other`.
    public var name: String { aisle ?? Self.other }
}

extension ShoppingList {
    /// The items in `order`: by food, one group (aisle nil) of every item; by aisle, the
    /// aisles by name in any case, then the foods without one (and an aisle the user named
    /// "other") under `other`, each group by food.
    public func groups(_ order: ShoppingOrder) -> [ShoppingAisle] {
        guard order == .aisle else { return [ShoppingAisle(aisle: nil, items: items)] }
        var named: [String: [ShoppingItem]] = [:]
        var other: [ShoppingItem] = []
        for item in items {
            if let aisle = item.aisle, aisle.lowercased() != ShoppingAisle.other {
                named[aisle, default: []].append(item)
            } else {
                other.append(item)
            }
        }
        var groups = named.sorted { ($0.key.lowercased(), $0.key) < ($1.key.lowercased(), $1.key) }
            .map { ShoppingAisle(aisle: $0.key, items: $0.value) }
        if !other.isEmpty { groups.append(ShoppingAisle(aisle: nil, items: other)) }
        return groups
    }

    /// The JSON of the list in `order`: by food, ``json``; by aisle,
    /// `{"from","to","aisles":[{"aisle","items":[…]}],"deletedRecipes":[…]}`, the foods
    /// without an aisle last with `"aisle": null`.
    public func json(_ order: ShoppingOrder) -> JSONValue {
        guard order == .aisle else { return json }
        let aisles = groups(.aisle).map { group in
            JSONValue.object([
                ("aisle", group.aisle.map(JSONValue.string) ?? .null),
                ("items", .array(group.items.map(\.json))),
            ])
        }
        return .object([
            ("from", .string(from.description)), ("to", .string(to.description)),
            ("aisles", .array(aisles)),
            ("deletedRecipes", .array(deletedRecipes.map(JSONValue.string))),
        ])
    }
}
