-- A repeating item's account (docs/manual.md#schedules): each day it falls on is posted into
-- that account, its amount in the account's currency. Every schedule made before is in the
-- default account (1), where its postings always went, so every figure stays the same.
ALTER TABLE budget_schedules ADD COLUMN account_id INTEGER NOT NULL DEFAULT 1 CHECK (account_id > 0);

-- Whether the screens asked which currency the book is in (docs/manual.md#currencies): once
-- answered or declined it is never asked again, in any later run. Not a setting a person
-- types: `settings base-currency` names the currency itself. The key list and value rules are
-- CHECKs, so the table is rebuilt with the new key, keeping every stored value.
CREATE TABLE settings_new (
    key TEXT PRIMARY KEY NOT NULL CHECK (
        key IN (
            'precision', 'currency', 'decimal-comma', 'week-start', 'default-calendar',
            'units', 'weather-provider', 'kitchen-measures', 'post-schedules',
            'base-currency-asked'
        )
    ),
    value TEXT NOT NULL,
    CHECK (key <> 'precision' OR value IN ('2', '3', '4')),
    CHECK (key <> 'currency' OR (length(value) BETWEEN 1 AND 5 AND value NOT GLOB '*[0-9.,+ -]*')),
    CHECK (key <> 'decimal-comma' OR value IN ('on', 'off')),
    CHECK (key <> 'week-start' OR value IN ('monday', 'sunday')),
    CHECK (
        key <> 'default-calendar'
        OR (value NOT GLOB '*[' || char(10, 11, 12, 13, 133, 8232, 8233) || ']*')
    ),
    CHECK (key <> 'units' OR value IN ('metric', 'imperial')),
    CHECK (key <> 'weather-provider' OR value IN ('open-meteo', 'openweather')),
    CHECK (key <> 'kitchen-measures' OR value IN ('metric', 'us')),
    CHECK (key <> 'post-schedules' OR value IN ('on', 'off')),
    CHECK (key <> 'base-currency-asked' OR value = 'yes')
) STRICT;
INSERT INTO settings_new (key, value) SELECT key, value FROM settings;
DROP TABLE settings;
ALTER TABLE settings_new RENAME TO settings;
