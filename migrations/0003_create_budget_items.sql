-- The ledger: income and expense items (SPEC §4), and their stored totals.

CREATE TABLE budget_items (
    id INTEGER PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('income', 'expense')),
    -- Names are trimmed (of the White_Space characters Swift trims), non-empty, and hold no
    -- line break (LF, VT, FF, CR, NEL, LINE and PARAGRAPH SEPARATOR), as SPEC §2 says.
    name TEXT NOT NULL CHECK (
        length(name) > 0
        AND name = trim(
            name,
            char(9, 10, 11, 12, 13, 32, 133, 160, 5760, 8192, 8193, 8194, 8195, 8196, 8197,
                8198, 8199, 8200, 8201, 8202, 8232, 8233, 8239, 8287, 12288)
        )
        AND name NOT GLOB '*[' || char(10, 11, 12, 13, 133, 8232, 8233) || ']*'
    ),
    -- Money is integer cents, never negative; the kind gives the direction.
    amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
    -- A real calendar day as YYYY-MM-DD: date() with a modifier normalises 2023-02-29 to
    -- 2023-03-01, so comparing the result with the text rejects days that do not exist.
    date TEXT NOT NULL CHECK (
        date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'
        AND date >= '0001-01-01'
        AND date(date, '+0 days') IS date
    ),
    -- Optional: NULL when there is none, never the empty string.
    category TEXT CHECK (category <> ''),
    note TEXT CHECK (note <> '')
) STRICT;

-- Chronological order (date, then id) for listing, the newest-N walk, date-range filters
-- and the monthly report. Kind and category filters need no index of their own: every
-- listed row's running balance needs the amounts of all later rows anyway.
CREATE INDEX budget_items_by_date ON budget_items (date, id);

-- One row holding the exact totals, updated by the repository in the same transaction as
-- every write (with Swift's checked arithmetic: SQLite would silently turn an overflowing
-- integer sum into a REAL), so `budget total` reads one row instead of scanning the ledger.
CREATE TABLE budget_totals (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    income_cents INTEGER NOT NULL CHECK (income_cents >= 0),
    expense_cents INTEGER NOT NULL CHECK (expense_cents >= 0),
    item_count INTEGER NOT NULL CHECK (item_count >= 0)
) STRICT;

INSERT INTO budget_totals (id, income_cents, expense_cents, item_count) VALUES (1, 0, 0, 0);
