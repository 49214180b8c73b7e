-- Category names match whatever the case of A–Z (docs/manual.md#categories): a book that
-- holds two spellings of one category (`Food`, `food`) keeps the first one. The first is
-- the spelling of the oldest item (lowest id); a name no item has takes the spelling of its
-- targets, rules or repeating items, A to Z. No item is added or removed and no amount
-- changes, so every total stays the same; only the per-month cells of the merged names are
-- summed again. Where two spellings had a target for the same month, the first spelling's
-- is kept.
CREATE TABLE category_spellings (
    folded TEXT PRIMARY KEY,
    spelling TEXT NOT NULL
) STRICT, WITHOUT ROWID;

INSERT INTO category_spellings (folded, spelling)
SELECT lower(category), category FROM budget_items
WHERE id IN (
    SELECT min(id) FROM budget_items WHERE category IS NOT NULL GROUP BY lower(category)
);

INSERT OR IGNORE INTO category_spellings (folded, spelling)
SELECT lower(category), min(category) FROM (
    SELECT category FROM budget_targets
    UNION ALL SELECT category FROM import_rules
    UNION ALL SELECT category FROM budget_schedules WHERE category IS NOT NULL
)
GROUP BY lower(category);

-- Only the names with more than one spelling change.
DELETE FROM category_spellings WHERE folded NOT IN (
    SELECT lower(category) FROM (
        SELECT category FROM budget_items WHERE category IS NOT NULL
        UNION SELECT category FROM budget_targets
        UNION SELECT category FROM import_rules
        UNION SELECT category FROM budget_schedules WHERE category IS NOT NULL
    )
    GROUP BY lower(category) HAVING count(DISTINCT category) > 1
);

UPDATE budget_items
SET category = (SELECT spelling FROM category_spellings WHERE folded = lower(category))
WHERE category IS NOT NULL
    AND lower(category) IN (SELECT folded FROM category_spellings)
    AND category <> (SELECT spelling FROM category_spellings WHERE folded = lower(category));

DELETE FROM budget_category_totals
WHERE lower(category) IN (SELECT folded FROM category_spellings);

INSERT INTO budget_category_totals
    (month, category, income_cents, expense_cents, income_count, expense_count)
SELECT substr(date, 1, 7), category,
       coalesce(sum(CASE WHEN kind = 'income' THEN amount_cents END), 0),
       coalesce(sum(CASE WHEN kind = 'expense' THEN amount_cents END), 0),
       count(CASE WHEN kind = 'income' THEN 1 END),
       count(CASE WHEN kind = 'expense' THEN 1 END)
FROM budget_items
WHERE category IS NOT NULL AND lower(category) IN (SELECT folded FROM category_spellings)
GROUP BY 1, 2;

UPDATE OR IGNORE budget_targets
SET category = (SELECT spelling FROM category_spellings WHERE folded = lower(category))
WHERE lower(category) IN (SELECT folded FROM category_spellings);

DELETE FROM budget_targets
WHERE lower(category) IN (SELECT folded FROM category_spellings)
    AND category <> (SELECT spelling FROM category_spellings WHERE folded = lower(category));

UPDATE import_rules
SET category = (SELECT spelling FROM category_spellings WHERE folded = lower(category))
WHERE lower(category) IN (SELECT folded FROM category_spellings);

UPDATE budget_schedules
SET category = (SELECT spelling FROM category_spellings WHERE folded = lower(category))
WHERE category IS NOT NULL AND lower(category) IN (SELECT folded FROM category_spellings);

DROP TABLE category_spellings;
