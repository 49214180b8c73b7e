-- Recipes (SPEC §3). RecipeBook validates every field first; these CHECK constraints mirror
-- its rules so that no writer, not even a bug, can store a recipe the rules forbid.
CREATE TABLE recipes (
    id INTEGER PRIMARY KEY,
    -- Required, trimmed, one line: the White_Space characters Swift trims, and no line break.
    name TEXT NOT NULL CONSTRAINT recipe_name_is_one_trimmed_line CHECK (
        length(name) > 0
        AND name = trim(
            name,
            char(9, 10, 11, 12, 13, 32, 133, 160, 5760, 8192, 8193, 8194, 8195, 8196, 8197,
                8198, 8199, 8200, 8201, 8202, 8232, 8233, 8239, 8287, 12288)
        )
        AND name NOT GLOB '*[' || char(10, 11, 12, 13, 133, 8232, 8233) || ']*'
    ),
    ingredients TEXT NOT NULL DEFAULT '',
    -- NULL (never made) or a real YYYY-MM-DD day: date(…, '+0 days') normalises 2023-02-29
    -- to 2023-03-01, so only real calendar days equal their normal form.
    last_made TEXT CONSTRAINT recipe_last_made_is_a_date CHECK (
        last_made IS NULL
        OR (
            last_made GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'
            AND last_made >= '0001-01-01'
            AND date(last_made, '+0 days') IS last_made
        )
    ),
    -- NULL (no link) or an absolute http(s) address without white space.
    link TEXT CONSTRAINT recipe_link_is_http CHECK (
        link IS NULL
        OR (
            (link GLOB 'http://?*' OR link GLOB 'https://?*')
            AND link NOT GLOB '*[' || char(9, 10, 11, 12, 13, 32) || ']*'
        )
    ),
    notes TEXT NOT NULL DEFAULT ''
) STRICT;

-- Listing by name (case-insensitively) and by last made (newest first; NULL sorts last in
-- descending order) reads these indexes in order instead of sorting the table.
CREATE INDEX recipes_by_name ON recipes (name COLLATE NOCASE, id);
CREATE INDEX recipes_by_last_made ON recipes (last_made DESC, name COLLATE NOCASE, id);

-- Full-text search over name, ingredients and notes. An external-content table stores only
-- the index; the triggers below keep it in step inside the writing transaction.
-- remove_diacritics 2 folds accents (creme finds Crème) and unicode61 folds case.
CREATE VIRTUAL TABLE recipes_search USING fts5 (
    name,
    ingredients,
    notes,
    content = 'recipes',
    content_rowid = 'id',
    tokenize = 'unicode61 remove_diacritics 2'
);

CREATE TRIGGER recipes_search_after_insert AFTER INSERT ON recipes BEGIN
    INSERT INTO recipes_search (rowid, name, ingredients, notes)
    VALUES (new.id, new.name, new.ingredients, new.notes);
END;

-- An external-content index is updated by deleting the old values, then inserting the new.
CREATE TRIGGER recipes_search_after_delete AFTER DELETE ON recipes BEGIN
    INSERT INTO recipes_search (recipes_search, rowid, name, ingredients, notes)
    VALUES ('delete', old.id, old.name, old.ingredients, old.notes);
END;

-- Only edits to indexed columns touch the index; marking a recipe made does not.
CREATE TRIGGER recipes_search_after_update AFTER UPDATE OF id, name, ingredients, notes
ON recipes BEGIN
    INSERT INTO recipes_search (recipes_search, rowid, name, ingredients, notes)
    VALUES ('delete', old.id, old.name, old.ingredients, old.notes);
    INSERT INTO recipes_search (rowid, name, ingredients, notes)
    VALUES (new.id, new.name, new.ingredients, new.notes);
END;
