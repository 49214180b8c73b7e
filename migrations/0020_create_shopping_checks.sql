-- Items checked off the shopping list (docs/manual.md#shopping), per list range: the same
-- food may be bought for this week and still be needed next week.
CREATE TABLE shopping_checks (
    from_date TEXT NOT NULL CHECK (
        from_date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'
        AND date(from_date, '+0 days') IS from_date
    ),
    to_date TEXT NOT NULL CHECK (
        to_date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'
        AND date(to_date, '+0 days') IS to_date
        AND to_date >= from_date
    ),
    -- The food's key as the list sums it: lower case, simple plural taken off.
    food TEXT NOT NULL CHECK (length(food) > 0),
    PRIMARY KEY (from_date, to_date, food)
) STRICT;
