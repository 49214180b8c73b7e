import HomebookCore
import TerminalUI

/// The Shopping list screen's rows: `[ ] 12 eggs  · Pancakes ×3, Risotto` per food, the
/// ticked ones last and dim (`[x] …`), each aisle's name above its foods when grouped by
/// aisle (`── Dairy`), then the meals whose recipe was deleted (docs/manual.md#shopping).
struct ShoppingRows: ListDataSource {
    /// One row.
    enum Entry {
        /// An aisle's name, above its foods.
        case heading(String)
        /// A food.
        case item(ShoppingItem)
        /// A meal whose recipe was deleted.
        case deleted(String)
    }

    let entries: [Entry]

    /// The rows of `list` in `order`.
    init(list: ShoppingList?, order: ShoppingOrder) {
        var entries: [Entry] = []
        for group in list?.groups(order) ?? [] {
            if order == .aisle { entries.append(.heading(group.name)) }
            entries += group.items.map(Entry.item)
        }
        entries += (list?.deletedRecipes ?? []).map(Entry.deleted)
        self.entries = entries
    }

    var count: Int { entries.count }

    /// The food on row `index`, or nil for a heading, a deleted recipe or no row.
    func item(at index: Int) -> ShoppingItem? {
        guard entries.indices.contains(index), case .item(let item) = entries[index] else {
            return nil
        }
        return item
    }

    /// The row of the food with `key`, if the list has it.
    func row(of key: String) -> Int? {
        entries.firstIndex {
            if case .item(let item) = $0 { return item.key == key }
            return false
        }
    }

    /// The ticked foods dim.
    func style(ofRow index: Int) -> CellStyle {
        item(at: index)?.checked == true ? .dim : .plain
    }

    func rows(in range: Range<Int>) -> [String] {
        range.map { index in
            switch entries[index] {
            case .heading(let aisle): return "── " + DisplayText.singleLine(aisle)
            case .item(let item):
                return (item.checked ? "[x] " : "[ ] ") + DisplayText.singleLine(item.text)
                    + "  · " + DisplayText.singleLine(item.mealsText)
            case .deleted(let note): return "! " + DisplayText.singleLine(note)
            }
        }
    }
}
