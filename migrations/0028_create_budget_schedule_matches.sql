-- A repeating item's posted day that a bank-statement row was found to be
-- (docs/manual.md#schedules): the row was not imported as a second item, and no later row
-- is matched to the same item again.
CREATE TABLE budget_schedule_matches (
    item_id INTEGER PRIMARY KEY
) STRICT;
