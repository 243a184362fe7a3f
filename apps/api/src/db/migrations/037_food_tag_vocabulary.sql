-- ── Food tags in every environment, managed by super admins (issue 34) ──────────────────────────
-- The menu item form offers the food tag vocabulary (its tag categories and their tags) and refuses an
-- item without a tag; until now only the demo seed wrote it, so a production database could hold no
-- menu. This migration writes the vocabulary the demo uses (a database that has it, e.g. a seeded demo,
-- keeps its own: nothing is added twice, case ignored), and the Food Tags screen manages it from here on.

-- A retired tag stays on the items that have it and is offered no more; a tag's `version` guards its
-- renames and retirements (If-Match), as every other editable object's does.
ALTER TABLE food_tag_category_items
  ADD COLUMN retired boolean NOT NULL DEFAULT false,
  ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1);

-- An item's tags are bare labels: one label belongs to one tag category.
CREATE UNIQUE INDEX food_tag_category_items_label_key ON food_tag_category_items (lower(food_tag_category_item_name));

-- Every change to the vocabulary is in the activity trail (019's triggers: updates by row, inserts and
-- deletes by statement). Their data-version triggers (007) keep bumping the lists read from them.
DO $$
DECLARE
  audited record;
BEGIN
  FOR audited IN SELECT * FROM (VALUES
    ('food_tag_categories', 'food_tag_category_id'), ('food_tag_category_items', 'food_tag_category_item_id')
  ) AS t(table_name, id_column) LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I FOR EACH ROW EXECUTE FUNCTION stage_audit_row(%L, %L)',
                   audited.table_name || '_activity', audited.table_name, audited.id_column, '');
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed_rows
                    FOR EACH STATEMENT EXECUTE FUNCTION stage_audit_statement(%L, %L)',
                   audited.table_name || '_activity_inserts', audited.table_name, audited.id_column, '');
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed_rows
                    FOR EACH STATEMENT EXECUTE FUNCTION stage_audit_statement(%L, %L)',
                   audited.table_name || '_activity_deletes', audited.table_name, audited.id_column, '');
  END LOOP;
END;
$$;

-- The demo's vocabulary (seed/demo-catalog.ts FOOD_TAG_CATEGORIES; seed/vocabulary-migration.spec.ts
-- checks they agree). A migration runs without an activity context, so it records no event.
CREATE TEMPORARY TABLE vocabulary_037 (sort_order integer, tag_category text, labels text[]) ON COMMIT DROP;
INSERT INTO vocabulary_037 VALUES
  (0, 'Cuisine', ARRAY['American', 'Italian', 'Mexican', 'Japanese', 'Chinese', 'Indian', 'Thai', 'Mediterranean', 'Breakfast', 'Seafood', 'Korean', 'Vietnamese', 'French', 'Greek', 'Middle Eastern', 'Caribbean']),
  (1, 'Dietary', ARRAY['Vegetarian', 'Vegan', 'Gluten-Free', 'Dairy-Free', 'Halal', 'Kosher', 'Nut-Free', 'Keto', 'Low-Carb', 'Pescatarian']),
  (2, 'Spice level', ARRAY['Mild', 'Medium', 'Hot', 'Extra Hot']),
  (3, 'Course', ARRAY['Appetizer', 'Main', 'Side', 'Dessert', 'Drink']),
  (4, 'Allergens', ARRAY['Contains Gluten', 'Contains Dairy', 'Contains Eggs', 'Contains Peanuts', 'Contains Tree Nuts', 'Contains Soy', 'Contains Fish', 'Contains Shellfish', 'Contains Sesame']),
  (5, 'Meal Type', ARRAY['Brunch', 'Lunch', 'Dinner', 'Late Night', 'All Day', 'Kids']),
  (6, 'Preparation', ARRAY['Grilled', 'Fried', 'Baked', 'Steamed', 'Raw', 'Slow-Cooked', 'Smoked'])
;

INSERT INTO food_tag_categories (food_tag_category_name, sort_order)
SELECT tag_category, sort_order FROM vocabulary_037 ORDER BY sort_order
    ON CONFLICT ((lower(food_tag_category_name))) DO NOTHING;

INSERT INTO food_tag_category_items (food_tag_category_id, food_tag_category_item_name, sort_order)
SELECT c.food_tag_category_id, label.name, label.position - 1
  FROM vocabulary_037 v
  JOIN food_tag_categories c ON lower(c.food_tag_category_name) = lower(v.tag_category)
 CROSS JOIN LATERAL unnest(v.labels) WITH ORDINALITY AS label(name, position)
 WHERE NOT EXISTS (SELECT 1 FROM food_tag_category_items i WHERE lower(i.food_tag_category_item_name) = lower(label.name))
 ORDER BY v.sort_order, label.position;
