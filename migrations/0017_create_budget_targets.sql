-- Monthly spending targets per category (docs/manual.md#budget-targets). A row sets the
-- target of `category` from `from_month` on, until a later row of the same category; the
-- history stays, so past months keep the target they had.
CREATE TABLE budget_targets (
    category TEXT NOT NULL CHECK (
        length(category) > 0
        AND category NOT GLOB '*[' || char(10, 11, 12, 13, 133, 8232, 8233) || ']*'
    ),
    from_month TEXT NOT NULL CHECK (
        from_month GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]'
        AND substr(from_month, 6, 2) BETWEEN '01' AND '12'
        AND from_month >= '0001-01'
    ),
    amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
    -- 1: what is left (or overspent) in a month carries into the next one.
    rollover INTEGER NOT NULL CHECK (rollover IN (0, 1)),
    PRIMARY KEY (category, from_month)
) STRICT, WITHOUT ROWID;
