/// One row of the categories tree (docs/manual.md#categories): a category or a branch
/// with the sums of everything under it, as hledger's `bal --tree` shows an account.
public struct CategoryTreeNode: Equatable, Sendable {
    /// The full name (`food:groceries`); nil for the uncategorised items.
    public let path: String?
    /// How deep it lies: 0 at the top.
    public let level: Int
    /// Its sums in the period, its branch included.
    public let sum: LedgerSum
    /// Its own target over the period (which counts the branch's spending), if any.
    public let target: TargetStatus?
    /// Whether some category lies under it.
    public let hasChildren: Bool
    /// What it and its branch hold in another currency without a price: in no sum.
    public var unpriced: [UnpricedSum] = []

    /// The last level of the name (`groceries`), or `(uncategorised)`.
    public var label: String {
        guard let path else { return "(uncategorised)" }
        return CategoryPath.levels(path).last.map(String.init) ?? path
    }
}

extension CategoryOverview {
    /// The period's categories as a tree: every category and every branch above one, parents
    /// before their children, A to Z at each level, the uncategorised items last. A branch
    /// sums itself and everything under it; names that differ only in the case of A–Z are
    /// one node (shown with the first spelling, A to Z).
    public var tree: [CategoryTreeNode] {
        struct Partial {
            var path: String
            var sum = LedgerSum.zero
            var target: TargetStatus?
            var hasChildren = false
            var unpriced: [UnpricedSum] = []
        }
        var nodes: [String: Partial] = [:]
        var uncategorised: CategoryOverviewRow?
        for row in rows {
            guard let category = row.category else {
                uncategorised = row
                continue
            }
            let levels = CategoryPath.levels(category)
            var above = ""
            for depth in 1...levels.count {
                let key = CategoryPath.key(levels.prefix(depth).joined(separator: ":"))
                // A child is named under its parent's spelling.
                let spelled = depth == 1 ? String(levels[0]) : above + ":" + levels[depth - 1]
                var node = nodes[key] ?? Partial(path: spelled)
                above = node.path
                // Overflow cannot happen: a branch's sum is part of the period's total,
                // which the core summed with checks; a failure keeps the parts apart.
                node.sum = (try? node.sum.adding(row.sum)) ?? node.sum
                // The same holds for what had no price (in its own currency).
                try? UnpricedSum.merge(row.unpriced, into: &node.unpriced)
                if depth == levels.count {
                    if node.target == nil { node.target = row.target }
                } else {
                    node.hasChildren = true
                }
                nodes[key] = node
            }
        }
        let ordered = nodes.values.sorted { lhs, rhs in
            let left = CategoryPath.levels(CategoryPath.key(lhs.path))
            let right = CategoryPath.levels(CategoryPath.key(rhs.path))
            return left.lexicographicallyPrecedes(right) || (left == right && lhs.path < rhs.path)
        }
        var result = ordered.map { node in
            CategoryTreeNode(
                path: node.path,
                level: CategoryPath.levels(node.path).count - 1,
                sum: node.sum,
                target: node.target,
                hasChildren: node.hasChildren,
                unpriced: node.unpriced
            )
        }
        if let uncategorised {
            result.append(
                CategoryTreeNode(
                    path: nil,
                    level: 0,
                    sum: uncategorised.sum,
                    target: nil,
                    hasChildren: false,
                    unpriced: uncategorised.unpriced
                )
            )
        }
        return result
    }

    /// The rows of ``tree`` shown when the branches in `collapsed` (folded names, see
    /// ``CategoryPath/key(_:)``) are closed: a node is shown when no branch above it is.
    public static func visible(
        _ tree: [CategoryTreeNode],
        collapsed: Set<String>
    ) -> [CategoryTreeNode] {
        guard !collapsed.isEmpty else { return tree }
        return tree.filter { node in
            guard let path = node.path else { return true }
            var parent = CategoryPath.parent(path)
            while let above = parent {
                if collapsed.contains(CategoryPath.key(above)) { return false }
                parent = CategoryPath.parent(above)
            }
            return true
        }
    }
}
