-- The planner (SPEC §11): calendars holding events, an event may plan a recipe as a meal.

CREATE TABLE planner_calendars (
    id INTEGER PRIMARY KEY,
    -- Required, trimmed, one line, like every name (SPEC §2); unique regardless of case.
    name TEXT NOT NULL COLLATE NOCASE UNIQUE CHECK (
        length(name) > 0
        AND name = trim(
            name,
            char(9, 10, 11, 12, 13, 32, 133, 160, 5760, 8192, 8193, 8194, 8195, 8196, 8197,
                8198, 8199, 8200, 8201, 8202, 8232, 8233, 8239, 8287, 12288)
        )
        AND name NOT GLOB '*[' || char(10, 11, 12, 13, 133, 8232, 8233) || ']*'
    )
) STRICT;

-- The default calendar; new events go to the calendar with the lowest id.
INSERT INTO planner_calendars (id, name) VALUES (1, 'Personal');

CREATE TABLE planner_events (
    id INTEGER PRIMARY KEY,
    -- A calendar with events cannot be deleted: move or delete its events first.
    calendar_id INTEGER NOT NULL REFERENCES planner_calendars (id) ON DELETE RESTRICT,
    -- The iCalendar UID: kept from an imported file, generated for a new event.
    uid TEXT NOT NULL UNIQUE CHECK (length(uid) > 0),
    title TEXT NOT NULL CHECK (
        length(title) > 0
        AND title = trim(
            title,
            char(9, 10, 11, 12, 13, 32, 133, 160, 5760, 8192, 8193, 8194, 8195, 8196, 8197,
                8198, 8199, 8200, 8201, 8202, 8232, 8233, 8239, 8287, 12288)
        )
        AND title NOT GLOB '*[' || char(10, 11, 12, 13, 133, 8232, 8233) || ']*'
    ),
    description TEXT NOT NULL DEFAULT '',
    location TEXT NOT NULL DEFAULT '',
    all_day INTEGER NOT NULL CHECK (all_day IN (0, 1)),
    -- Timed events: the instants in UTC seconds, unambiguous across zones and DST changes.
    -- All-day events: the floating days (end inclusive) in start_date/end_date, and
    -- start_at/end_at hold those days' midnights in UTC, used only to narrow range queries.
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
    -- The name of the planned recipe when it was deleted, so the event can say so.
    deleted_recipe_name TEXT,
    -- The repeat: none, or a frequency every N, until a day (inclusive) or for a count.
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
    -- An upper bound of the end of the last occurrence (NULL: repeats for ever), so a range
    -- query skips finished series without expanding them.
    repeat_last_end_at INTEGER,
    -- The iCalendar DTSTAMP: when the event was last written (UTC seconds).
    stamp INTEGER NOT NULL,
    -- Every day-only field is set exactly when the event is all-day, and ends after it starts.
    CHECK (
        (all_day = 1 AND start_date IS NOT NULL AND end_date >= start_date)
        OR (all_day = 0 AND start_date IS NULL AND end_date IS NULL)
    ),
    -- A repeat ends by a day or a count, not both; without a repeat its fields stay unset.
    CHECK (repeat_until IS NULL OR repeat_count IS NULL),
    CHECK (
        repeat_freq IS NOT NULL
        OR (repeat_interval = 1 AND repeat_until IS NULL AND repeat_count IS NULL)
    ),
    CHECK (repeat_freq IS NOT NULL OR repeat_last_end_at IS NULL)
) STRICT;

-- Listing a range reads single events by start, bounded below by the longest event
-- (max over the span index), and the repeating ones through their own small index.
CREATE INDEX planner_events_single_by_start ON planner_events (start_at)
WHERE repeat_freq IS NULL;
CREATE INDEX planner_events_span ON planner_events (end_at - start_at);
CREATE INDEX planner_events_repeating_by_start ON planner_events (start_at, repeat_last_end_at)
WHERE repeat_freq IS NOT NULL;
CREATE INDEX planner_events_by_calendar ON planner_events (calendar_id);
CREATE INDEX planner_events_by_recipe ON planner_events (recipe_id)
WHERE recipe_id IS NOT NULL;

-- Before a recipe goes (and the foreign key clears the link), remember its name on the
-- events that planned it, so `plan show` can say the recipe was deleted.
CREATE TRIGGER planner_events_recipe_deleted BEFORE DELETE ON recipes BEGIN
    UPDATE planner_events SET deleted_recipe_name = old.name WHERE recipe_id = old.id;
END;
