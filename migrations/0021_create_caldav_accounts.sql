-- CalDAV accounts and their calendars (docs/manual.md#sync). A password is never stored:
-- only the command that prints it, if the person gave one.
CREATE TABLE caldav_accounts (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL COLLATE NOCASE UNIQUE CHECK (
        length(name) BETWEEN 1 AND 200
        AND name = trim(name)
        AND name NOT GLOB '*[' || char(9, 10, 11, 12, 13, 133, 8232, 8233) || ']*'
    ),
    -- The address given; discovery starts there.
    url TEXT NOT NULL CHECK (url GLOB 'http://?*' OR url GLOB 'https://?*'),
    user_name TEXT NOT NULL CHECK (length(user_name) BETWEEN 1 AND 500),
    password_command TEXT CHECK (password_command IS NULL OR length(password_command) > 0),
    -- The server's scheme://host:port, which every calendar path below is on.
    origin TEXT NOT NULL CHECK (origin GLOB 'http://?*' OR origin GLOB 'https://?*'),
    -- The calendar home found by discovery (a decoded path).
    home_path TEXT NOT NULL CHECK (home_path GLOB '/*')
) STRICT;

-- The calendars discovery found. Each maps to a planner calendar (by default the one of the
-- same name, created at the first sync) or is skipped.
CREATE TABLE caldav_calendars (
    id INTEGER PRIMARY KEY,
    account_id INTEGER NOT NULL REFERENCES caldav_accounts (id) ON DELETE CASCADE,
    path TEXT NOT NULL CHECK (path GLOB '/*'),
    name TEXT NOT NULL CHECK (length(name) > 0),
    color TEXT,
    -- NULL: the planner calendar called `name`, found or created at the next sync.
    local_calendar_id INTEGER REFERENCES planner_calendars (id) ON DELETE SET NULL,
    skipped INTEGER NOT NULL DEFAULT 0 CHECK (skipped IN (0, 1)),
    UNIQUE (account_id, path)
) STRICT;
CREATE INDEX caldav_calendars_by_local ON caldav_calendars (local_calendar_id)
WHERE local_calendar_id IS NOT NULL;
