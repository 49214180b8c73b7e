-- The listing reads repeating series from this index alone (migration 0009): it must cover
-- the meal servings of migration 0018 too.
DROP INDEX IF EXISTS planner_events_repeating;
CREATE INDEX planner_events_repeating ON planner_events (
    start_at, repeat_last_end_at, end_at, calendar_id, uid, title, description, location,
    all_day, start_date, end_date, recipe_id, deleted_recipe_name, repeat_freq,
    repeat_interval, repeat_until, repeat_count, stamp, zone, repeat_by_day,
    repeat_by_month_day, servings
) WHERE repeat_freq IS NOT NULL;
