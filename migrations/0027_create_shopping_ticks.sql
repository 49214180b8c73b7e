-- Ticks on the shopping list (docs/manual.md#shopping). A tick belongs to the food and the
-- planned meals it was bought for, not to the range shown: it still holds on the next day's
-- list while one of those meals needs the food, until the list needs more of it than was
-- ticked. (shopping_checks, per exact range, is still read for checks made before.)
CREATE TABLE shopping_ticks (
    -- The food's key as the list sums it: lower case, simple plural taken off.
    food TEXT PRIMARY KEY CHECK (length(food) > 0)
) STRICT;

-- What the list needed of the food when it was ticked: one exact sum per unit (`g`, `ml`,
-- a counted unit, or empty for plain counts), as `n/d`.
CREATE TABLE shopping_tick_totals (
    food TEXT NOT NULL REFERENCES shopping_ticks (food) ON DELETE CASCADE,
    unit TEXT NOT NULL,
    amount TEXT NOT NULL CHECK (amount GLOB '[0-9]*' OR amount GLOB '-[0-9]*'),
    PRIMARY KEY (food, unit)
) STRICT;

-- The meals the tick was made for: each planned occurrence as its event and the start of
-- that occurrence (UTC seconds; an all-day one's first day at 00:00).
CREATE TABLE shopping_tick_meals (
    food TEXT NOT NULL REFERENCES shopping_ticks (food) ON DELETE CASCADE,
    event_id INTEGER NOT NULL,
    start INTEGER NOT NULL,
    PRIMARY KEY (food, event_id, start)
) STRICT;
