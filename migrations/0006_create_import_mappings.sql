-- Interchange (SPEC §13): saved bank-statement mappings, and the fingerprints of imported
-- bank rows so that re-importing a statement adds nothing twice.

-- A mapping saved with `budget import --save-map NAME`, used again with `--map NAME`.
CREATE TABLE import_mappings (
    name TEXT PRIMARY KEY CHECK (length(name) > 0 AND name NOT GLOB '*[' || char(10, 13) || ']*'),
    -- The column assignments as given to --map (`date=Date,name=Description,amount=Amount`).
    columns TEXT NOT NULL CHECK (length(columns) > 0),
    -- A strftime-like pattern of %d, %m, %Y, %y, %b and literal characters.
    date_format TEXT NOT NULL CHECK (length(date_format) > 0),
    decimal_comma INTEGER NOT NULL CHECK (decimal_comma IN (0, 1)),
    -- One ASCII character that separates fields.
    delimiter TEXT NOT NULL CHECK (length(delimiter) = 1 AND unicode(delimiter) < 128),
    category_column TEXT CHECK (category_column <> ''),
    skip_lines INTEGER NOT NULL CHECK (skip_lines >= 0)
) STRICT;

-- One row per bank row ever imported: a 64-bit hash of its date, kind, amount in cents,
-- name and repeat number within its file (the k-th identical row of a statement). An
-- imported item deleted later stays "already imported", so a re-import does not revive it.
CREATE TABLE imported_bank_rows (
    fingerprint INTEGER PRIMARY KEY
) STRICT;
