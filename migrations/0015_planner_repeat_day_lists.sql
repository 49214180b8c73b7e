-- A repeat may fall on listed days (docs/manual.md#planner), as iCalendar's BYDAY and
-- BYMONTHDAY say: Google's "every weekday" (weekly on MO,TU,WE,TH,FR), the first Saturday
-- of each month (1SA), the last Friday (-1FR), day 15 or the last day (-1). NULL: the
-- start's own day, as before. Only repeating events have them.
-- repeat_by_day: comma-separated weekday codes, each with an optional ordinal ±1…5.
ALTER TABLE planner_events ADD COLUMN repeat_by_day TEXT CHECK (
    repeat_by_day IS NULL
    OR (
        repeat_freq IS NOT NULL
        AND length(repeat_by_day) BETWEEN 2 AND 200
        AND ',' || repeat_by_day || ',' NOT GLOB '*,,*'
        AND repeat_by_day NOT GLOB '*[^A-Z0-9,-]*'
        AND repeat_by_day || ',' NOT GLOB '*[^A-Z],*'
    )
);
-- repeat_by_month_day: comma-separated days 1…31, negative from the month's end.
ALTER TABLE planner_events ADD COLUMN repeat_by_month_day TEXT CHECK (
    repeat_by_month_day IS NULL
    OR (
        repeat_freq IN ('daily', 'monthly', 'yearly')
        AND length(repeat_by_month_day) BETWEEN 1 AND 200
        AND repeat_by_month_day NOT GLOB '*[^0-9,-]*'
        AND ',' || repeat_by_month_day || ',' NOT GLOB '*,,*'
    )
);

-- Listings read both for every repeating series, so they join the covering index of
-- migrations 0009 and 0011 (see 0009's note; PlannerListingPlanTests checks the plan).
DROP INDEX IF EXISTS planner_events_repeating;
CREATE INDEX planner_events_repeating ON planner_events (
    start_at, repeat_last_end_at, end_at, calendar_id, uid, title, description, location,
    all_day, start_date, end_date, recipe_id, deleted_recipe_name, repeat_freq,
    repeat_interval, repeat_until, repeat_count, stamp, zone, repeat_by_day,
    repeat_by_month_day
) WHERE repeat_freq IS NOT NULL;
