-- Bank statements (docs/manual.md#interchange): the newer options of a saved mapping, and the
-- categorising rules saved with a mapping.

-- Whether the file has a header line (0: columns by number, every line is data).
ALTER TABLE import_mappings ADD COLUMN has_header INTEGER NOT NULL DEFAULT 1
    CHECK (has_header IN (0, 1));
-- Whether amounts are read with the opposite sign (--negate).
ALTER TABLE import_mappings ADD COLUMN negate INTEGER NOT NULL DEFAULT 0
    CHECK (negate IN (0, 1));
-- The file's text encoding, as `--encoding` names it.
ALTER TABLE import_mappings ADD COLUMN encoding TEXT NOT NULL DEFAULT 'utf-8'
    CHECK (encoding IN ('utf-8', 'windows-1252', 'iso-8859-1'));

-- A rule saved with a mapping: a row whose name matches `pattern` (case-insensitive; `*`
-- stands for any run of characters; anywhere in the name) gets `category`, and `name` when
-- one is given. The first matching rule, in id order, wins. Ids are never reused.
CREATE TABLE import_rules (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    mapping TEXT NOT NULL REFERENCES import_mappings (name) ON DELETE CASCADE,
    pattern TEXT NOT NULL CHECK (
        length(pattern) > 0 AND pattern NOT GLOB '*[' || char(0, 10, 13) || ']*'
    ),
    category TEXT NOT NULL CHECK (
        length(category) > 0 AND category NOT GLOB '*[' || char(10, 13) || ']*'
    ),
    name TEXT CHECK (name IS NULL OR (length(name) > 0 AND name NOT GLOB '*[' || char(10, 13) || ']*'))
) STRICT;

CREATE INDEX import_rules_by_mapping ON import_rules (mapping, id);
