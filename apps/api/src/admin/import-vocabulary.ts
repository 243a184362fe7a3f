import { nameProblem, nameRules } from '@console/rules';
import { parse } from 'yaml';
import type { Database } from '../db/database';
import { AdminCommandError } from './create-super-admin';

/** Tag categories with their tags, in the file's order. */
export type VocabularyFile = Array<{ name: string; tags: string[] }>;

export interface VocabularyImport {
  addedCategories: string[];
  /** Tag category → the tags added to it. */
  addedTags: Array<{ category: string; tags: string[] }>;
  /** Tags the vocabulary already had (in this category or, a label belonging to one, in another). */
  alreadyThere: Array<{ tag: string; category: string }>;
}

const SHAPE =
  'A vocabulary file maps each tag category to its list of tags ({"Cuisine": ["Thai", "Greek"]}, or the same in YAML), ' +
  'or is the Food Tags list ({"foodTagCategories": [{"foodTagCategoryName": …, "foodTagCategoryItems": [{"foodTagCategoryItemName": …}]}]})';

/** Reads a JSON or YAML vocabulary file (YAML 1.2 reads JSON too); a file of another shape is refused whole. */
export function parseVocabulary(text: string): VocabularyFile {
  let document: unknown;
  try {
    document = parse(text);
  } catch (error) {
    throw new AdminCommandError(`The vocabulary file cannot be read: ${(error as Error).message.split('\n')[0]}`);
  }
  const isObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  const texts = (value: unknown) => Array.isArray(value) && value.every((item) => typeof item === 'string');
  let entries: VocabularyFile;
  if (isObject(document) && Array.isArray(document.foodTagCategories)) {
    entries = document.foodTagCategories.map((category: unknown) => {
      const items = isObject(category) ? category.foodTagCategoryItems : undefined;
      if (!isObject(category) || typeof category.foodTagCategoryName !== 'string' || !Array.isArray(items))
        throw new AdminCommandError(SHAPE);
      const tags = items.map((item: unknown) => (isObject(item) ? item.foodTagCategoryItemName : undefined));
      if (!texts(tags)) throw new AdminCommandError(SHAPE);
      return { name: category.foodTagCategoryName, tags: tags as string[] };
    });
  } else if (isObject(document) && Object.values(document).every(texts)) {
    entries = Object.entries(document).map(([name, tags]) => ({ name, tags: tags as string[] }));
  } else {
    throw new AdminCommandError(SHAPE);
  }
  return entries.map(({ name, tags }) => {
    const category = name.trim();
    const problem = nameProblem(nameRules.foodTagCategoryName, category);
    if (problem) throw new AdminCommandError(`${problem}: "${name}"`);
    return {
      name: category,
      tags: tags.map((tag) => {
        const label = tag.trim();
        const tagProblem = nameProblem(nameRules.foodTagName, label);
        if (tagProblem) throw new AdminCommandError(`${tagProblem}: "${tag}" in ${category}`);
        return label;
      }),
    };
  });
}

/**
 * Adds what the vocabulary lacks, in one transaction, case ignored: a new tag category after the others,
 * a new tag after its category's. Run twice, it adds nothing the second time. A tag the vocabulary has
 * already (retired or not, in any category: a label belongs to one) is left as it is.
 */
export async function importVocabulary(db: Database, file: VocabularyFile): Promise<VocabularyImport> {
  return db.transaction(async (tx) => {
    const result: VocabularyImport = { addedCategories: [], addedTags: [], alreadyThere: [] };
    for (const { name, tags } of file) {
      let [category] = await tx.query<{ id: number; name: string }>(
        'SELECT food_tag_category_id AS id, food_tag_category_name AS name FROM food_tag_categories WHERE lower(food_tag_category_name) = lower($1)',
        [name],
      );
      if (!category) {
        [category] = await tx.query<{ id: number; name: string }>(
          `INSERT INTO food_tag_categories (food_tag_category_name, sort_order) SELECT $1, coalesce(max(sort_order) + 1, 0) FROM food_tag_categories
           RETURNING food_tag_category_id AS id, food_tag_category_name AS name`,
          [name],
        );
        result.addedCategories.push(category.name);
      }
      const added: string[] = [];
      for (const tag of tags) {
        const [existing] = await tx.query<{ category: string }>(
          `SELECT c.food_tag_category_name AS category FROM food_tag_category_items i JOIN food_tag_categories c USING (food_tag_category_id)
            WHERE lower(i.food_tag_category_item_name) = lower($1)`,
          [tag],
        );
        if (existing) {
          result.alreadyThere.push({ tag, category: existing.category });
          continue;
        }
        await tx.query(
          `INSERT INTO food_tag_category_items (food_tag_category_id, food_tag_category_item_name, sort_order)
           SELECT $1, $2, coalesce(max(sort_order) + 1, 0) FROM food_tag_category_items WHERE food_tag_category_id = $1`,
          [category.id, tag],
        );
        added.push(tag);
      }
      if (added.length > 0) result.addedTags.push({ category: category.name, tags: added });
    }
    return result;
  });
}

/** What the command prints. */
export function describeImport(result: VocabularyImport): string[] {
  const tagCount = result.addedTags.reduce((sum, { tags }) => sum + tags.length, 0);
  return [
    ...result.addedCategories.map((name) => `Added tag category ${name}`),
    ...result.addedTags.map(({ category, tags }) => `Added to ${category}: ${tags.join(', ')}`),
    ...(result.alreadyThere.length > 0
      ? [`Already in the vocabulary: ${result.alreadyThere.map(({ tag, category }) => `${tag} (${category})`).join(', ')}`]
      : []),
    `${result.addedCategories.length} ${result.addedCategories.length === 1 ? 'tag category' : 'tag categories'} and ${tagCount} ${tagCount === 1 ? 'tag' : 'tags'} added.`,
  ];
}
