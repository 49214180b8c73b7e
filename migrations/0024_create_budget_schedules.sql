-- Recurring ledger items (docs/manual.md#schedules): a schedule says what to post (kind, name,
-- amount, category, note) and when (weekly, monthly on a day, or yearly, from a day, until an
-- optional day). Occurrences are computed from the rule, never stored ahead.
-- month_day: for a monthly schedule, the day of the month (1…31, a month without it is
-- skipped as the planner does) or -1 for the last day; NULL otherwise.
CREATE TABLE budget_schedules (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    kind TEXT NOT NULL CHECK (kind IN ('income', 'expense')),
    name TEXT NOT NULL CHECK (
        length(name) > 0
        AND name = trim(
            name,
            char(9, 10, 11, 12, 13, 32, 133, 160, 5760, 8192, 8193, 8194, 8195, 8196, 8197,
                8198, 8199, 8200, 8201, 8202, 8232, 8233, 8239, 8287, 12288)
        )
        AND name NOT GLOB '*[' || char(10, 11, 12, 13, 133, 8232, 8233) || ']*'
    ),
    amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
    category TEXT CHECK (category <> ''),
    note TEXT CHECK (note <> ''),
    frequency TEXT NOT NULL CHECK (frequency IN ('weekly', 'monthly', 'yearly')),
    month_day INTEGER CHECK (
        month_day IS NULL
        OR (frequency = 'monthly' AND (month_day BETWEEN 1 AND 31 OR month_day = -1))
    ),
    from_date TEXT NOT NULL CHECK (
        from_date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'
        AND from_date >= '0001-01-01'
        AND date(from_date, '+0 days') IS from_date
    ),
    until_date TEXT CHECK (
        until_date IS NULL
        OR (
            until_date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'
            AND date(until_date, '+0 days') IS until_date
            AND until_date >= from_date
        )
    )
) STRICT;

-- The occurrences already handled: posted into the ledger (item_id: the item it added, which
-- may later be edited or deleted like any other) or skipped. The primary key is what makes
-- "posted exactly once" hold across processes: a second insert of the same day fails.
CREATE TABLE budget_schedule_occurrences (
    schedule_id INTEGER NOT NULL REFERENCES budget_schedules (id) ON DELETE CASCADE,
    date TEXT NOT NULL CHECK (
        date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'
        AND date(date, '+0 days') IS date
    ),
    state TEXT NOT NULL CHECK (state IN ('posted', 'skipped')),
    item_id INTEGER CHECK (state = 'posted' OR item_id IS NULL),
    PRIMARY KEY (schedule_id, date)
) STRICT, WITHOUT ROWID;
