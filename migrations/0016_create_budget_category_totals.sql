-- Per-month, per-category totals of the ledger (docs/manual.md#budget): derived from
-- budget_items and updated by the repository in the same transaction as every write (with
-- Swift's checked arithmetic), so a category report for a month or a year reads a few rows
-- instead of scanning the items. `homebook check` compares them with a fresh sum.
-- The empty category stands for uncategorised items (an item never stores '').
CREATE TABLE budget_category_totals (
    month TEXT NOT NULL CHECK (month GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]'),
    category TEXT NOT NULL,
    income_cents INTEGER NOT NULL CHECK (income_cents >= 0),
    expense_cents INTEGER NOT NULL CHECK (expense_cents >= 0),
    income_count INTEGER NOT NULL CHECK (income_count >= 0),
    expense_count INTEGER NOT NULL CHECK (expense_count >= 0),
    -- A cell whose last item goes is deleted, so every row stands for at least one item.
    CHECK (income_count + expense_count > 0),
    PRIMARY KEY (month, category)
) STRICT, WITHOUT ROWID;

INSERT INTO budget_category_totals
    (month, category, income_cents, expense_cents, income_count, expense_count)
SELECT substr(date, 1, 7), coalesce(category, ''),
       coalesce(sum(CASE WHEN kind = 'income' THEN amount_cents END), 0),
       coalesce(sum(CASE WHEN kind = 'expense' THEN amount_cents END), 0),
       count(CASE WHEN kind = 'income' THEN 1 END),
       count(CASE WHEN kind = 'expense' THEN 1 END)
FROM budget_items
GROUP BY 1, 2;
