-- Settings: one row per key; a missing row means the default.
-- precision: decimals shown by the unit converter (2 to 4, default 2).
-- currency: the symbol shown with amounts and accepted before them (default $).
CREATE TABLE settings (
    key TEXT PRIMARY KEY NOT NULL CHECK (key IN ('precision', 'currency')),
    value TEXT NOT NULL,
    CHECK (key <> 'precision' OR value IN ('2', '3', '4')),
    CHECK (key <> 'currency' OR (length(value) BETWEEN 1 AND 5 AND value NOT GLOB '*[0-9.,+ -]*'))
) STRICT;
