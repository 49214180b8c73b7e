-- Saved conversions: the raw input of each conversion the person chose to keep.
-- Results are not stored: they are recomputed at the current precision when shown.
-- value_text is the canonical value (e.g. '162', '-40', '11 st 8 lb') and unit its
-- canonical symbol (e.g. 'lb', 'C'); together they rebuild the exact quantity.
-- The newest row of a category has the highest id; saving keeps the last 5 per category,
-- deleting older ones in the same transaction as the insert.
CREATE TABLE conversions (
    id INTEGER PRIMARY KEY,
    category TEXT NOT NULL
        CHECK (category IN ('weight', 'temperature', 'length', 'speed', 'volume')),
    value_text TEXT NOT NULL CHECK (length(value_text) BETWEEN 1 AND 40),
    unit TEXT NOT NULL CHECK (length(unit) BETWEEN 1 AND 8),
    saved_at TEXT NOT NULL
        CHECK (saved_at GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]T[0-9][0-9]:[0-9][0-9]:[0-9][0-9]Z')
) STRICT;

-- History is read per category, newest first, and pruned per category.
CREATE INDEX conversions_by_category ON conversions (category, id);
