-- Transfers between accounts (docs/manual.md#transfers): money moved from one account to
-- another, neither income nor expense. A transfer is kept apart from budget_items so no
-- total, category cell, target or report that sums items can ever count it; only account
-- balances do. Between two currencies it carries both amounts, each an integer in its own
-- account's currency's minor units; the price they imply is their ratio, never stored.
CREATE TABLE budget_transfers (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    gid BLOB CHECK (gid IS NULL OR length(gid) = 16),
    from_account_id INTEGER NOT NULL REFERENCES accounts (id),
    to_account_id INTEGER NOT NULL REFERENCES accounts (id),
    -- What left FROM, in FROM's minor units, and what reached TO, in TO's: positive.
    from_minor INTEGER NOT NULL CHECK (from_minor > 0),
    to_minor INTEGER NOT NULL CHECK (to_minor > 0),
    date TEXT NOT NULL CHECK (
        date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'
        AND date >= '0001-01-01'
        AND date(date, '+0 days') IS date
    ),
    note TEXT CHECK (note <> ''),
    CHECK (from_account_id <> to_account_id)
) STRICT;
CREATE UNIQUE INDEX budget_transfers_by_gid ON budget_transfers (gid);
CREATE INDEX budget_transfers_by_date ON budget_transfers (date, id);
CREATE INDEX budget_transfers_by_from ON budget_transfers (from_account_id);
CREATE INDEX budget_transfers_by_to ON budget_transfers (to_account_id);

-- A bank rule that makes a matching statement row a transfer from the statement's account
-- to `account_id` instead of an item (`budget rules add MAPPING "SAVINGS*" --transfer-to
-- savings`). Tried before the mapping's categorising rules; the first match, by id, wins.
CREATE TABLE import_transfer_rules (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    gid BLOB CHECK (gid IS NULL OR length(gid) = 16),
    mapping TEXT NOT NULL REFERENCES import_mappings (name) ON DELETE CASCADE,
    pattern TEXT NOT NULL CHECK (
        length(pattern) > 0 AND pattern NOT GLOB '*[' || char(0, 10, 13) || ']*'
    ),
    account_id INTEGER NOT NULL REFERENCES accounts (id)
) STRICT;
CREATE UNIQUE INDEX import_transfer_rules_by_gid ON import_transfer_rules (gid);
CREATE INDEX import_transfer_rules_by_mapping ON import_transfer_rules (mapping, id);
