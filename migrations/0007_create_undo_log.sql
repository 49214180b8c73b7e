-- Undo and redo (SPEC §12): one row per user action, written in the same transaction as the
-- action itself, so a crash never keeps one without the other.
-- changeset: the SQLite session changeset of the real tables the action changed (derived
-- tables, FTS5 indexes and this log are not recorded).
-- bulk_table, bulk_first, bulk_last: a bulk insert (an import) recorded compactly as the
-- rowid range it filled in that table, instead of one changeset entry per row.
-- undone: 1 once undone (the redo stack); a new action deletes every undone row.
CREATE TABLE undo_log (
    id INTEGER PRIMARY KEY,
    description TEXT NOT NULL CHECK (length(description) > 0),
    changeset BLOB NOT NULL,
    bulk_table TEXT,
    bulk_first INTEGER,
    bulk_last INTEGER,
    undone INTEGER NOT NULL DEFAULT 0 CHECK (undone IN (0, 1)),
    created_at TEXT NOT NULL
        CHECK (created_at GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]T[0-9][0-9]:[0-9][0-9]:[0-9][0-9]Z'),
    CHECK ((bulk_table IS NULL) = (bulk_first IS NULL) AND (bulk_first IS NULL) = (bulk_last IS NULL)),
    CHECK (bulk_first IS NULL OR bulk_first <= bulk_last)
) STRICT;

-- The rows of an undone bulk insert, kept for redo: one stash per table, created on first
-- use with the table's own columns (see UndoBulk.swift), emptied when the redo is dropped.
