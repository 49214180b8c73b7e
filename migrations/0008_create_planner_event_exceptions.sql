-- Occurrences a repeating event skips (SPEC §11; iCalendar EXDATE): one row per skipped
-- occurrence, named by the local day it starts on (a repeat has at most one a day). They
-- come from calendar apps, where deleting one occurrence of a series writes an EXDATE, and
-- from a changed occurrence (RECURRENCE-ID), imported as an event of its own.
-- Deleting the event deletes them; a new repeat rule for the event replaces them.
CREATE TABLE planner_event_exceptions (
    event_id INTEGER NOT NULL REFERENCES planner_events (id) ON DELETE CASCADE,
    day TEXT NOT NULL CHECK (
        day GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'
        AND date(day, '+0 days') IS day
    ),
    PRIMARY KEY (event_id, day)
) STRICT, WITHOUT ROWID;
