-- Global identity for household sync (docs/manual.md#household-sync): every row a household
-- shares gets a 16-byte gid, the same on every machine, besides its local integer id (which
-- the screens and the command line keep showing). UUIDv7 for rows people make; a value
-- derived from the natural key for rows two machines make on their own (a schedule's
-- posting, a bank statement row). Existing rows are given one by this migration's follow-up
-- (SQL cannot make a UUIDv7), new rows when their transaction commits.
-- Events keep their iCalendar uid as their identity; natural-key tables (settings, targets,
-- aisles, mappings, shopping checks, bank fingerprints) keep their keys.
ALTER TABLE budget_items ADD COLUMN gid BLOB CHECK (gid IS NULL OR length(gid) = 16);
ALTER TABLE recipes ADD COLUMN gid BLOB CHECK (gid IS NULL OR length(gid) = 16);
ALTER TABLE budget_schedules ADD COLUMN gid BLOB CHECK (gid IS NULL OR length(gid) = 16);
ALTER TABLE planner_calendars ADD COLUMN gid BLOB CHECK (gid IS NULL OR length(gid) = 16);
ALTER TABLE import_rules ADD COLUMN gid BLOB CHECK (gid IS NULL OR length(gid) = 16);
CREATE UNIQUE INDEX budget_items_by_gid ON budget_items (gid);
CREATE UNIQUE INDEX recipes_by_gid ON recipes (gid);
CREATE UNIQUE INDEX budget_schedules_by_gid ON budget_schedules (gid);
CREATE UNIQUE INDEX planner_calendars_by_gid ON planner_calendars (gid);
CREATE UNIQUE INDEX import_rules_by_gid ON import_rules (gid);
