-- Weather (docs/manual.md#weather). Each fetch is kept so the weather can be shown offline:
-- the newest per place, as the report's own JSON (WeatherReport.json), with when it was
-- fetched. It is a cache, so undo does not record it. No API key is ever stored here.
CREATE TABLE weather_fetches (
    id INTEGER PRIMARY KEY,
    place_key TEXT NOT NULL CHECK (length(place_key) BETWEEN 1 AND 400),
    provider TEXT NOT NULL CHECK (provider IN ('open-meteo', 'openweather')),
    fetched_at INTEGER NOT NULL CHECK (fetched_at >= 0),
    report TEXT NOT NULL CHECK (json_valid(report))
) STRICT;
CREATE INDEX weather_fetches_by_place ON weather_fetches (place_key, fetched_at);

-- Saved places: a name the person gave, what to look up, and at most one default.
CREATE TABLE weather_places (
    name TEXT PRIMARY KEY COLLATE NOCASE CHECK (length(name) BETWEEN 1 AND 100),
    query TEXT NOT NULL CHECK (length(query) BETWEEN 1 AND 100),
    country TEXT CHECK (country IS NULL OR length(country) = 2),
    is_default INTEGER NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1))
) STRICT;
CREATE UNIQUE INDEX weather_places_one_default ON weather_places (is_default) WHERE is_default = 1;

-- The `units` setting (metric or imperial) for weather: settings' CHECK lists its keys, so the
-- table is rebuilt with the new key (SQLite cannot alter a CHECK). Rows are copied unchanged.
CREATE TABLE settings_new (
    key TEXT PRIMARY KEY NOT NULL CHECK (key IN ('precision', 'currency', 'units')),
    value TEXT NOT NULL,
    CHECK (key <> 'precision' OR value IN ('2', '3', '4')),
    CHECK (key <> 'currency' OR (length(value) BETWEEN 1 AND 5 AND value NOT GLOB '*[0-9.,+ -]*')),
    CHECK (key <> 'units' OR value IN ('metric', 'imperial'))
) STRICT;
INSERT INTO settings_new (key, value) SELECT key, value FROM settings;
DROP TABLE settings;
ALTER TABLE settings_new RENAME TO settings;
