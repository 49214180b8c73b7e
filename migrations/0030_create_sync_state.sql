-- Household sync's own state (docs/manual.md#household-sync). None of it is a change the
-- person made: the undo recorder skips every `sync_` table, and none of it travels.

-- This database's membership: one row once `homebook sync join` ran, none otherwise (and
-- then no command does any sync work).
CREATE TABLE sync_site (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    -- A random 16 bytes made at join; a copied database carries the same one, which the
    -- others detect (one site writing two histories).
    site BLOB NOT NULL CHECK (length(site) = 16),
    household TEXT NOT NULL CHECK (length(household) > 0),
    name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
    folder TEXT NOT NULL CHECK (length(folder) > 0),
    -- The hybrid logical clock's last value: milliseconds << 16 | counter.
    clock INTEGER NOT NULL DEFAULT 0,
    -- The hash of the last change file written here, which the next one names (a chain).
    last_file_hash BLOB,
    joined_at TEXT NOT NULL
) STRICT;

-- The other machines seen in the folder, and how far this one has read each.
CREATE TABLE sync_members (
    site BLOB PRIMARY KEY CHECK (length(site) = 16),
    name TEXT NOT NULL,
    -- The highest clock applied from that machine, and the hash of its last file read.
    applied_clock INTEGER NOT NULL DEFAULT 0,
    last_file_hash BLOB,
    received_at TEXT
) STRICT;

-- Changes recorded here and not yet written to a change file, in commit order.
CREATE TABLE sync_outbox (
    seq INTEGER PRIMARY KEY,
    clock INTEGER NOT NULL,
    -- The local transaction: one person's action, all or nothing elsewhere.
    tx INTEGER NOT NULL,
    tbl TEXT NOT NULL,
    -- The row's identity: its gid, its iCalendar uid, or its natural key, encoded.
    key BLOB NOT NULL,
    op TEXT NOT NULL CHECK (op IN ('upsert', 'delete')),
    -- The changed columns by name with their typed values (SyncRecordCodec).
    cols BLOB NOT NULL,
    -- Per column, the clock of the value it replaced (see sync_clock.base).
    bases BLOB NOT NULL
) STRICT;

-- The clock of the last write of each column of each synced row ('' for the row itself:
-- made, deleted, revived), which decides every later merge (last writer wins, per field).
CREATE TABLE sync_clock (
    tbl TEXT NOT NULL,
    key BLOB NOT NULL,
    col TEXT NOT NULL,
    clock INTEGER NOT NULL,
    site BLOB NOT NULL,
    -- The clock of the value this write replaced as its writer saw it: a write whose base is
    -- not the clock it meets was made without seeing that value, a conflict.
    base INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (tbl, key, col)
) STRICT, WITHOUT ROWID;

-- The last values of deleted synced rows, so that a later edit from another machine brings
-- the row back whole.
CREATE TABLE sync_tombstones (
    tbl TEXT NOT NULL,
    key BLOB NOT NULL,
    cols BLOB NOT NULL,
    PRIMARY KEY (tbl, key)
) STRICT, WITHOUT ROWID;

-- Every (site, clock) already applied, with the hash of its records: a file delivered twice
-- is a no-op, and the same pair with another hash is a copied database.
CREATE TABLE sync_applied (
    site BLOB NOT NULL,
    clock INTEGER NOT NULL,
    hash BLOB NOT NULL,
    PRIMARY KEY (site, clock)
) STRICT, WITHOUT ROWID;

-- The losing value of every field two machines changed concurrently: never dropped, listed
-- by `homebook sync conflicts` until the person chooses.
CREATE TABLE sync_conflicts (
    id INTEGER PRIMARY KEY,
    tbl TEXT NOT NULL,
    key BLOB NOT NULL,
    col TEXT NOT NULL,
    kept_value BLOB,
    kept_site BLOB NOT NULL,
    lost_value BLOB,
    lost_site BLOB NOT NULL,
    lost_clock INTEGER NOT NULL,
    noticed_at TEXT NOT NULL,
    resolved INTEGER NOT NULL DEFAULT 0 CHECK (resolved IN (0, 1))
) STRICT;

-- Change files this version cannot read yet (a newer schema, an unknown table or column):
-- kept and retried after an upgrade, never skipped.
CREATE TABLE sync_parked (
    path TEXT PRIMARY KEY,
    site BLOB NOT NULL,
    schema_version INTEGER NOT NULL,
    reason TEXT NOT NULL,
    parked_at TEXT NOT NULL
) STRICT;
