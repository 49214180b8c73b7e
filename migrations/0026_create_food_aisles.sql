-- The aisle the user sets on a food (docs/manual.md#shopping): `plan shopping --by aisle`
-- groups the shopping list by it.
CREATE TABLE food_aisles (
    -- The food's key as the shopping list sums it: lower case, simple plural taken off.
    food TEXT PRIMARY KEY NOT NULL CHECK (length(food) > 0),
    -- A one-line name, trimmed.
    aisle TEXT NOT NULL CHECK (
        length(aisle) > 0 AND aisle = trim(aisle) AND instr(aisle, char(10)) = 0
    )
) STRICT;
