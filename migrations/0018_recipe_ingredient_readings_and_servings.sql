-- Structured ingredients and servings (docs/manual.md#ingredients).
-- ingredient_parse: each ingredient line read into quantity, unit and food when the recipe is
-- saved or imported, so listing and the shopping list never read the lines again. NULL for
-- recipes saved before this migration: they are read when first needed (lazily, in memory)
-- and stored at their next edit.
ALTER TABLE recipes ADD COLUMN ingredient_parse TEXT;
-- servings: how many the recipe feeds, when known (JSON-LD recipeYield, Cooklang servings,
-- or typed with --servings).
ALTER TABLE recipes ADD COLUMN servings INTEGER CHECK (servings IS NULL OR servings BETWEEN 1 AND 10000);

-- A writer that changes the ingredients without their reading (an older homebook, a bug)
-- leaves no stale reading behind: it is cleared and read again when needed.
CREATE TRIGGER recipes_ingredient_parse_follows AFTER UPDATE OF ingredients ON recipes
WHEN new.ingredients IS NOT old.ingredients AND new.ingredient_parse IS old.ingredient_parse
    AND new.ingredient_parse IS NOT NULL
BEGIN
    UPDATE recipes SET ingredient_parse = NULL WHERE id = new.id;
END;

-- A planned meal's own servings (docs/manual.md#planner): NULL cooks the recipe as written.
ALTER TABLE planner_events ADD COLUMN servings INTEGER CHECK (servings IS NULL OR servings BETWEEN 1 AND 10000);

