-- Ids are never reused (docs/manual.md#storage). With a plain INTEGER PRIMARY KEY, SQLite
-- gives a new row max(id) + 1, so deleting the newest budget item, recipe or event and adding
-- another gave the new one the old id, and an edit or delete still open on the old one
-- landed on the new one. AUTOINCREMENT takes the next id from sqlite_sequence instead,
-- which only grows. SQLite cannot add it to an existing table, so each of the three tables
-- is rebuilt (SQLite's 12-step procedure; the migrator runs this with foreign keys off and
-- checks them before it commits), keeping every row and id, every CHECK, index and trigger,
-- and the foreign keys that point at them (planner_events.recipe_id → recipes,
-- planner_event_exceptions → planner_events) as they are. planner_calendars keeps its ids
-- as they are: a calendar is chosen by name, never by an id kept on a screen.
--
-- Triggers go first and come back last: renaming a table re-reads every trigger, and one
-- that names a table dropped a moment earlier would stop the rename.
DROP TRIGGER recipes_search_after_insert;
DROP TRIGGER recipes_search_after_delete;
DROP TRIGGER recipes_search_after_update;
DROP TRIGGER planner_events_recipe_deleted;

-- Recipes: as migration 0002 made them. The search index (recipes_search) keeps its rows:
-- it refers to recipes by id, and every id stays.
CREATE TABLE recipes_rebuilt (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    name TEXT NOT NULL CONSTRAINT recipe_name_is_one_trimmed_line CHECK (
        length(name) > 0
        AND name = trim(
            name,
            char(9, 10, 11, 12, 13, 32, 133, 160, 5760, 8192, 8193, 8194, 8195, 8196, 8197,
                8198, 8199, 8200, 8201, 8202, 8232, 8233, 8239, 8287, 12288)
        )
        AND name NOT GLOB '*[' || char(10, 11, 12, 13, 133, 8232, 8233) || ']*'
    ),
    ingredients TEXT NOT NULL DEFAULT '',
    last_made TEXT CONSTRAINT recipe_last_made_is_a_date CHECK (
        last_made IS NULL
        OR (
            last_made GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'
            AND last_made >= '0001-01-01'
            AND date(last_made, '+0 days') IS last_made
        )
    ),
    link TEXT CONSTRAINT recipe_link_is_http CHECK (
        link IS NULL
        OR (
            (link GLOB 'http://?*' OR link GLOB 'https://?*')
            AND link NOT GLOB '*[' || char(9, 10, 11, 12, 13, 32) || ']*'
        )
    ),
    notes TEXT NOT NULL DEFAULT ''
) STRICT;
INSERT INTO recipes_rebuilt (id, name, ingredients, last_made, link, notes)
SELECT id, name, ingredients, last_made, link, notes FROM recipes;
DROP TABLE recipes;
ALTER TABLE recipes_rebuilt RENAME TO recipes;
CREATE INDEX recipes_by_name ON recipes (name COLLATE NOCASE, id);
CREATE INDEX recipes_by_last_made ON recipes (last_made DESC, name COLLATE NOCASE, id);

-- Budget items: as migration 0003 made them (budget_totals is untouched: the rows are the
-- same, so their sums are too).
CREATE TABLE budget_items_rebuilt (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    kind TEXT NOT NULL CHECK (kind IN ('income', 'expense')),
    name TEXT NOT NULL CHECK (
        length(name) > 0
        AND name = trim(
            name,
            char(9, 10, 11, 12, 13, 32, 133, 160, 5760, 8192, 8193, 8194, 8195, 8196, 8197,
                8198, 8199, 8200, 8201, 8202, 8232, 8233, 8239, 8287, 12288)
        )
        AND name NOT GLOB '*[' || char(10, 11, 12, 13, 133, 8232, 8233) || ']*'
    ),
    amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
    date TEXT NOT NULL CHECK (
        date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'
        AND date >= '0001-01-01'
        AND date(date, '+0 days') IS date
    ),
    category TEXT CHECK (category <> ''),
    note TEXT CHECK (note <> '')
) STRICT;
INSERT INTO budget_items_rebuilt (id, kind, name, amount_cents, date, category, note)
SELECT id, kind, name, amount_cents, date, category, note FROM budget_items;
DROP TABLE budget_items;
ALTER TABLE budget_items_rebuilt RENAME TO budget_items;
CREATE INDEX budget_items_by_date ON budget_items (date, id);

-- Events: as migrations 0005 and 0009 made them, with one rule relaxed. The title may now
-- be empty (still trimmed and on one line): a calendar file's event without a SUMMARY is
-- imported with an empty title, shown as "(no title)". A title typed in homebook is still
-- required: the core refuses an empty one before it reaches this table.
CREATE TABLE planner_events_rebuilt (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    calendar_id INTEGER NOT NULL REFERENCES planner_calendars (id) ON DELETE RESTRICT,
    uid TEXT NOT NULL UNIQUE CHECK (length(uid) > 0),
    title TEXT NOT NULL CHECK (
        title = trim(
            title,
            char(9, 10, 11, 12, 13, 32, 133, 160, 5760, 8192, 8193, 8194, 8195, 8196, 8197,
                8198, 8199, 8200, 8201, 8202, 8232, 8233, 8239, 8287, 12288)
        )
        AND title NOT GLOB '*[' || char(10, 11, 12, 13, 133, 8232, 8233) || ']*'
    ),
    description TEXT NOT NULL DEFAULT '',
    location TEXT NOT NULL DEFAULT '',
    all_day INTEGER NOT NULL CHECK (all_day IN (0, 1)),
    start_at INTEGER NOT NULL,
    end_at INTEGER NOT NULL CHECK (end_at >= start_at),
    start_date TEXT CHECK (
        start_date IS NULL
        OR (
            start_date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'
            AND date(start_date, '+0 days') IS start_date
        )
    ),
    end_date TEXT CHECK (
        end_date IS NULL
        OR (
            end_date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'
            AND date(end_date, '+0 days') IS end_date
        )
    ),
    recipe_id INTEGER REFERENCES recipes (id) ON DELETE SET NULL,
    deleted_recipe_name TEXT,
    repeat_freq TEXT CHECK (repeat_freq IN ('daily', 'weekly', 'monthly', 'yearly')),
    repeat_interval INTEGER NOT NULL DEFAULT 1 CHECK (repeat_interval BETWEEN 1 AND 1000),
    repeat_until TEXT CHECK (
        repeat_until IS NULL
        OR (
            repeat_until GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'
            AND date(repeat_until, '+0 days') IS repeat_until
        )
    ),
    repeat_count INTEGER CHECK (repeat_count BETWEEN 1 AND 100000),
    repeat_last_end_at INTEGER,
    stamp INTEGER NOT NULL,
    CHECK (
        (all_day = 1 AND start_date IS NOT NULL AND end_date >= start_date)
        OR (all_day = 0 AND start_date IS NULL AND end_date IS NULL)
    ),
    CHECK (repeat_until IS NULL OR repeat_count IS NULL),
    CHECK (
        repeat_freq IS NOT NULL
        OR (repeat_interval = 1 AND repeat_until IS NULL AND repeat_count IS NULL)
    ),
    CHECK (repeat_freq IS NOT NULL OR repeat_last_end_at IS NULL)
) STRICT;
INSERT INTO planner_events_rebuilt (
    id, calendar_id, uid, title, description, location, all_day, start_at, end_at,
    start_date, end_date, recipe_id, deleted_recipe_name, repeat_freq, repeat_interval,
    repeat_until, repeat_count, repeat_last_end_at, stamp
)
SELECT
    id, calendar_id, uid, title, description, location, all_day, start_at, end_at,
    start_date, end_date, recipe_id, deleted_recipe_name, repeat_freq, repeat_interval,
    repeat_until, repeat_count, repeat_last_end_at, stamp
FROM planner_events;
DROP TABLE planner_events;
ALTER TABLE planner_events_rebuilt RENAME TO planner_events;
CREATE INDEX planner_events_single_by_start ON planner_events (start_at)
WHERE repeat_freq IS NULL;
CREATE INDEX planner_events_span ON planner_events (end_at - start_at);
CREATE INDEX planner_events_by_calendar ON planner_events (calendar_id);
CREATE INDEX planner_events_by_recipe ON planner_events (recipe_id)
WHERE recipe_id IS NOT NULL;
-- The covering index of migration 0009, whose note still holds.
CREATE INDEX planner_events_repeating ON planner_events (
    start_at, repeat_last_end_at, end_at, calendar_id, uid, title, description, location,
    all_day, start_date, end_date, recipe_id, deleted_recipe_name, repeat_freq,
    repeat_interval, repeat_until, repeat_count, stamp
) WHERE repeat_freq IS NOT NULL;

-- The triggers of migrations 0002 and 0005, unchanged.
CREATE TRIGGER recipes_search_after_insert AFTER INSERT ON recipes BEGIN
    INSERT INTO recipes_search (rowid, name, ingredients, notes)
    VALUES (new.id, new.name, new.ingredients, new.notes);
END;

CREATE TRIGGER recipes_search_after_delete AFTER DELETE ON recipes BEGIN
    INSERT INTO recipes_search (recipes_search, rowid, name, ingredients, notes)
    VALUES ('delete', old.id, old.name, old.ingredients, old.notes);
END;

CREATE TRIGGER recipes_search_after_update AFTER UPDATE OF id, name, ingredients, notes
ON recipes BEGIN
    INSERT INTO recipes_search (recipes_search, rowid, name, ingredients, notes)
    VALUES ('delete', old.id, old.name, old.ingredients, old.notes);
    INSERT INTO recipes_search (rowid, name, ingredients, notes)
    VALUES (new.id, new.name, new.ingredients, new.notes);
END;

CREATE TRIGGER planner_events_recipe_deleted BEFORE DELETE ON recipes BEGIN
    UPDATE planner_events SET deleted_recipe_name = old.name WHERE recipe_id = old.id;
END;

-- The next id of each table is above every id it ever held that anything still names: the
-- rows kept, and the rows an undoable import added (undo_log's rowid ranges; an undone
-- import's rows wait in a stash for redo, under their ids). Ids inside the undo log's
-- changesets (a deleted row that undo would bring back, say) are read by homebook itself
-- right after this script, in the same transaction: SQL cannot read a changeset.
DELETE FROM sqlite_sequence WHERE name IN ('recipes', 'budget_items', 'planner_events');
INSERT INTO sqlite_sequence (name, seq) VALUES
    ('recipes', max(
        coalesce((SELECT max(id) FROM recipes), 0),
        coalesce((SELECT max(bulk_last) FROM undo_log WHERE bulk_table = 'recipes'), 0)
    )),
    ('budget_items', max(
        coalesce((SELECT max(id) FROM budget_items), 0),
        coalesce((SELECT max(bulk_last) FROM undo_log WHERE bulk_table = 'budget_items'), 0)
    )),
    ('planner_events', max(
        coalesce((SELECT max(id) FROM planner_events), 0),
        coalesce((SELECT max(bulk_last) FROM undo_log WHERE bulk_table = 'planner_events'), 0)
    ));
