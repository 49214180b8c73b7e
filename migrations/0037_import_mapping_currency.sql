-- A saved bank mapping's fixed currency (docs/manual.md#interchange): `--currency CODE` on the
-- mapping, every row of its statements in that currency; NULL when the rows carry none (or a
-- currency column gives each row's). A code as the currencies table writes it.
ALTER TABLE import_mappings ADD COLUMN currency TEXT CHECK (
    currency IS NULL
    OR (length(currency) BETWEEN 3 AND 8 AND currency GLOB '[A-Z]*'
        AND currency NOT GLOB '*[^A-Z0-9]*')
);
