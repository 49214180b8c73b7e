-- Every listing reads all the repeating events that may still occur in its range, however
-- short the range: a day's agenda reads the same few hundred series as a month. They are a
-- few percent of the events, scattered among the single ones, so each cost a page read of
-- its own. This partial index holds every column a listing reads (Planner.select), in the
-- order of the old one's key, so they come from a few adjacent pages instead; it costs about
-- 1% more file. A column added to planner_events that listings read belongs here too:
-- PlannerListingPlanTests fails if a listing stops being answered from this index alone.
DROP INDEX planner_events_repeating_by_start;
CREATE INDEX planner_events_repeating ON planner_events (
    start_at, repeat_last_end_at, end_at, calendar_id, uid, title, description, location,
    all_day, start_date, end_date, recipe_id, deleted_recipe_name, repeat_freq,
    repeat_interval, repeat_until, repeat_count, stamp
) WHERE repeat_freq IS NOT NULL;
