-- The per-month, per-category totals (0016) also per account (docs/manual.md#budget-accounts):
-- a cell adds amounts of one account, so of one currency, never yen to euros; and one
-- account's or one currency's sums (balances, `budget total` per currency, `--account`)
-- read a few cells instead of scanning every item. Rebuilt from the items: derived data.
CREATE TABLE budget_category_totals_by_account (
    month TEXT NOT NULL CHECK (month GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]'),
    category TEXT NOT NULL,
    account_id INTEGER NOT NULL CHECK (account_id > 0),
    income_cents INTEGER NOT NULL CHECK (income_cents >= 0),
    expense_cents INTEGER NOT NULL CHECK (expense_cents >= 0),
    income_count INTEGER NOT NULL CHECK (income_count >= 0),
    expense_count INTEGER NOT NULL CHECK (expense_count >= 0),
    -- A cell whose last item goes is deleted, so every row stands for at least one item.
    CHECK (income_count + expense_count > 0),
    PRIMARY KEY (month, category, account_id)
) STRICT, WITHOUT ROWID;

INSERT INTO budget_category_totals_by_account
    (month, category, account_id, income_cents, expense_cents, income_count, expense_count)
SELECT substr(date, 1, 7), coalesce(category, ''), account_id,
       coalesce(sum(CASE WHEN kind = 'income' THEN amount_cents END), 0),
       coalesce(sum(CASE WHEN kind = 'expense' THEN amount_cents END), 0),
       count(CASE WHEN kind = 'income' THEN 1 END),
       count(CASE WHEN kind = 'expense' THEN 1 END)
FROM budget_items
GROUP BY 1, 2, 3;

DROP TABLE budget_category_totals;
ALTER TABLE budget_category_totals_by_account RENAME TO budget_category_totals;
