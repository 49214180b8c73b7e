-- Extra occurrences of an event (iCalendar RDATE, docs/manual.md#planner): one row per
-- extra start, kept beside the repeat rule's own occurrences (or the single event's start).
-- `kind` is the value type it came as, written back the same: 'date' (an all-day
-- occurrence that day, stored as that day's UTC midnight, as all-day events are), 'time'
-- (a DATE-TIME: it starts then and lasts as long as the event) or 'period' (a PERIOD: its
-- own start and end). Deleting the event deletes them.
CREATE TABLE planner_event_extra_dates (
    event_id INTEGER NOT NULL REFERENCES planner_events (id) ON DELETE CASCADE,
    start_at INTEGER NOT NULL,
    end_at INTEGER CHECK (end_at >= start_at),
    kind TEXT NOT NULL CHECK (
        kind = 'date' AND start_at % 86400 = 0 AND end_at IS NULL
        OR kind = 'time' AND end_at IS NULL
        OR kind = 'period' AND end_at IS NOT NULL
    ),
    PRIMARY KEY (event_id, start_at)
) STRICT, WITHOUT ROWID;

-- A listing finds the extra occurrences that fall in its days through their starts.
CREATE INDEX planner_event_extra_dates_by_start ON planner_event_extra_dates (start_at, event_id);
