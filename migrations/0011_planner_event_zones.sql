-- A repeating event expands in its own time zone (docs/manual.md#planner): a weekly 20:00
-- Los Angeles meeting stays at 20:00 Los Angeles time whatever zone the planner is read in.
-- zone holds the Olson name of the zone the series' start was written in (an imported
-- DTSTART's TZID, or 'UTC' for one written with Z); NULL is the local zone, as before: events
-- typed here, all-day events and everything stored before this migration.
ALTER TABLE planner_events ADD COLUMN zone TEXT CHECK (
    zone IS NULL
    OR (length(zone) BETWEEN 1 AND 255 AND zone NOT GLOB '*[^A-Za-z0-9/_+-]*' AND all_day = 0)
);

-- Listings read the zone of every repeating series, so it joins the covering index of
-- migration 0009 (see its note; PlannerListingPlanTests checks the plan). IF EXISTS: the
-- index may have been rebuilt under the same name by an earlier migration.
DROP INDEX IF EXISTS planner_events_repeating;
CREATE INDEX planner_events_repeating ON planner_events (
    start_at, repeat_last_end_at, end_at, calendar_id, uid, title, description, location,
    all_day, start_date, end_date, recipe_id, deleted_recipe_name, repeat_freq,
    repeat_interval, repeat_until, repeat_count, stamp, zone
) WHERE repeat_freq IS NOT NULL;
