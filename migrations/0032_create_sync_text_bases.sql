-- Household sync: the value each write gave to a line-merged text column (a recipe's
-- ingredients and notes), so that two edits made from the same value can be merged line by
-- line against it (docs/manual.md#household-sync). Sync's own state: never travels.
CREATE TABLE sync_text_bases (
    tbl TEXT NOT NULL,
    key BLOB NOT NULL,
    col TEXT NOT NULL,
    -- The clock of the write (sync_clock.clock), which later writes name as their base.
    clock INTEGER NOT NULL,
    value ANY,
    PRIMARY KEY (tbl, key, col, clock)
) STRICT, WITHOUT ROWID;

-- How far the clock of each other machine's last applied file was ahead of this machine's
-- wall clock, when more than five minutes (0 otherwise): `homebook sync status` warns.
ALTER TABLE sync_members ADD COLUMN clock_ahead_ms INTEGER NOT NULL DEFAULT 0;
