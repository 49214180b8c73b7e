-- What the last sync learnt from each server (docs/manual.md#sync). These tables record the
-- server's state, not a change the person made: undo does not record them, so undoing a
-- sync reverts the events only, and the next sync sends that reversal up.

-- The sync-collection token of each calendar (RFC 6578), NULL until the first sync.
CREATE TABLE caldav_sync_tokens (
    calendar_id INTEGER PRIMARY KEY REFERENCES caldav_calendars (id) ON DELETE CASCADE,
    token TEXT NOT NULL
) STRICT;

-- One row per object on the server, as last synced.
CREATE TABLE caldav_items (
    id INTEGER PRIMARY KEY,
    calendar_id INTEGER NOT NULL REFERENCES caldav_calendars (id) ON DELETE CASCADE,
    -- The decoded path of the object on the server.
    path TEXT NOT NULL CHECK (path GLOB '/*'),
    -- NULL when the server gave none: the next listing fills it in.
    etag TEXT,
    -- The object's text as the server last sent it (or as homebook last sent it): the
    -- properties homebook does not model (alarms, attendees, X-) are sent back from here.
    ics TEXT NOT NULL,
    -- The UID of the series (or single event) the object holds.
    uid TEXT,
    -- A digest of the planner's events for this object as last synced; a different digest
    -- now is a local edit. NULL: the object could not be represented and is left alone.
    digest TEXT,
    UNIQUE (calendar_id, path)
) STRICT;

-- The planner events (by UID) an object became: a series and its changed occurrences.
CREATE TABLE caldav_item_events (
    uid TEXT PRIMARY KEY,
    item_id INTEGER NOT NULL REFERENCES caldav_items (id) ON DELETE CASCADE
) STRICT, WITHOUT ROWID;
CREATE INDEX caldav_item_events_by_item ON caldav_item_events (item_id);

-- Local versions kept when both sides changed an event: the server's version won, this copy
-- is the person's, until they keep one (docs/manual.md#conflicts). Unlike the tables above,
-- undo records it: the mark belongs to the person's copy.
CREATE TABLE caldav_conflicts (
    event_id INTEGER PRIMARY KEY REFERENCES planner_events (id) ON DELETE CASCADE,
    -- The UID of the event the server's version replaced.
    original_uid TEXT NOT NULL,
    found_at INTEGER NOT NULL
) STRICT;

-- The last sync of each account: when, how it ended, what it moved.
CREATE TABLE caldav_sync_runs (
    account_id INTEGER PRIMARY KEY REFERENCES caldav_accounts (id) ON DELETE CASCADE,
    finished_at INTEGER NOT NULL,
    succeeded INTEGER NOT NULL CHECK (succeeded IN (0, 1)),
    -- The error's one line when it failed.
    message TEXT NOT NULL DEFAULT '',
    sent INTEGER NOT NULL DEFAULT 0 CHECK (sent >= 0),
    received INTEGER NOT NULL DEFAULT 0 CHECK (received >= 0),
    -- When the last sync that succeeded finished (kept while later ones fail).
    last_success_at INTEGER
) STRICT;
