-- Accounts and currencies (docs/manual.md#budget-accounts, docs/manual.md#currencies).
--
-- Every amount is an integer in its currency's minor units (the ISO 4217 exponent: 0 for JPY,
-- 2 for most, 3 for BHD); an amount's currency is its account's. No stored integer is ever
-- rescaled: a currency's decimals are fixed once it exists.
CREATE TABLE currencies (
    -- Three to eight capital letters or digits, starting with a letter (ISO 4217 codes, and
    -- commodities such as BTC or VTI the person adds).
    code TEXT PRIMARY KEY NOT NULL CHECK (
        length(code) BETWEEN 3 AND 8 AND code GLOB '[A-Z]*' AND code NOT GLOB '*[^A-Z0-9]*'
    ),
    decimals INTEGER NOT NULL CHECK (decimals BETWEEN 0 AND 8),
    -- Shown with amounts instead of the code when set: ¥1,200, €12.30.
    symbol TEXT CHECK (
        symbol IS NULL
        OR (length(symbol) BETWEEN 1 AND 5 AND symbol NOT GLOB '*[0-9.,+ -]*')
    )
) STRICT, WITHOUT ROWID;

INSERT INTO currencies (code, decimals, symbol) VALUES
    ('AUD', 2, NULL), ('BHD', 3, NULL), ('BRL', 2, NULL), ('CAD', 2, NULL),
    ('CHF', 2, NULL), ('CNY', 2, NULL), ('CZK', 2, NULL), ('DKK', 2, NULL),
    ('EUR', 2, '€'), ('GBP', 2, '£'), ('HKD', 2, NULL), ('HUF', 2, NULL),
    ('INR', 2, '₹'), ('ISK', 0, NULL), ('JOD', 3, NULL), ('JPY', 0, '¥'),
    ('KRW', 0, '₩'), ('KWD', 3, NULL), ('MXN', 2, NULL), ('NOK', 2, NULL),
    ('NZD', 2, NULL), ('OMR', 3, NULL), ('PLN', 2, NULL), ('SEK', 2, NULL),
    ('SGD', 2, NULL), ('TND', 3, NULL), ('TRY', 2, NULL), ('USD', 2, '$'),
    ('ZAR', 2, NULL);

-- The ledger's pots: a current account, savings, cash, a card.
CREATE TABLE accounts (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    gid BLOB CHECK (gid IS NULL OR length(gid) = 16),
    -- Trimmed, non-empty, on one line; unique whatever the case of its letters.
    name TEXT NOT NULL COLLATE NOCASE UNIQUE CHECK (
        length(name) BETWEEN 1 AND 100
        AND name = trim(name)
        AND name NOT GLOB '*[' || char(9, 10, 11, 12, 13, 133, 8232, 8233) || ']*'
    ),
    -- NULL: the book's one unnamed currency (two decimals, the currency symbol setting), as
    -- every book was before accounts; it becomes the base currency when that is first named.
    currency TEXT REFERENCES currencies (code),
    -- The balance on the opening day, in the currency's minor units (may be negative: a card).
    opening_minor INTEGER NOT NULL DEFAULT 0,
    opened TEXT CHECK (
        opened IS NULL
        OR (opened GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'
            AND date(opened, '+0 days') IS opened)
    ),
    closed INTEGER NOT NULL DEFAULT 0 CHECK (closed IN (0, 1))
) STRICT;
CREATE UNIQUE INDEX accounts_by_gid ON accounts (gid);

-- The default account: every item made before accounts is in it, so every total stays the
-- same. Its gid is the same on every machine, so household members' defaults are one account.
INSERT INTO accounts (id, gid, name, currency, opening_minor, opened, closed)
VALUES (1, X'686f6d65626f6f6b8000000000000001', 'main', NULL, 0, NULL, 0);

-- The item's account; 1 (the default account) for every existing item.
ALTER TABLE budget_items ADD COLUMN account_id INTEGER NOT NULL DEFAULT 1 CHECK (account_id > 0);
CREATE INDEX budget_items_by_account ON budget_items (account_id, kind, amount_cents);

-- The base currency: the one reports, targets and conversions are in. No row: unset, the
-- book's one unnamed currency as before. Changing it changes no stored integer.
CREATE TABLE base_currency (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    code TEXT NOT NULL REFERENCES currencies (code)
) STRICT;
