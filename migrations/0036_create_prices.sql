-- Prices between currencies (docs/manual.md#prices): on a day, one unit of `from` is worth
-- `numerator / denominator` units of `to`, an exact fraction kept reduced (0.8571 is
-- 8571/10000, 6/7 stays 6/7). One price per day and pair; a conversion uses the latest on or
-- before its day. The gid is derived from the day and the pair, so two machines that enter
-- the same day's price hold one row (household sync).
CREATE TABLE prices (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    gid BLOB CHECK (gid IS NULL OR length(gid) = 16),
    day TEXT NOT NULL CHECK (
        day GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]' AND date(day, '+0 days') IS day
    ),
    from_code TEXT NOT NULL REFERENCES currencies (code),
    to_code TEXT NOT NULL REFERENCES currencies (code),
    numerator INTEGER NOT NULL CHECK (numerator > 0),
    denominator INTEGER NOT NULL CHECK (denominator > 0),
    CHECK (from_code <> to_code),
    UNIQUE (from_code, to_code, day)
) STRICT;
CREATE UNIQUE INDEX prices_by_gid ON prices (gid);
