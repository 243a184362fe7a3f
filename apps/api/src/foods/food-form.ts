import { nameProblem, nameRules, priceProblem, selectionProblem } from '@console/rules';
import type { Queryable } from '../db/database';
import { badRequest } from '../http/api-error';
import type { FormOf } from '../http/contract-types';
import { idField, type MultipartForm, type MultipartFormShape, type PartName } from '../http/multipart-form';
import { NUL_MESSAGE } from '../http/refuse-nul';
import { checkImageFiles, type CheckedImage } from '../rules/images';
import {
  foodMessages,
  MAX_ATTRIBUTE_LENGTH,
  MAX_ATTRIBUTES_PER_TAG_CATEGORY,
  unknownTagCategoryMessage,
  unknownTagsMessage,
} from './food-messages';

/** A retired tag sent for an item that does not have it (the Food Tags screen retired it). */
export const retiredTagsMessage = (labels: string[]) => `Retired tag: ${labels.join(', ')}`;

/** The owner's menu item form; the administrator's (AdminFoodItemForm) adds restaurantId. */
export type FoodPart = PartName<FormOf<'createFood' | 'updateFood'>>;

/*
 * The menu item form (spec §5 Menu item; the contract's FoodItemForm and AdminFoodItemForm), checked
 * in the order the form shows its fields: name, description, category, price, tags, image; then the
 * labels against the food tag categories.
 *
 * Tags (decisions where the spec and the contract are silent, said in the contract's form description):
 * - every `tags` part must be a label (foodTagCategoryItemName) of some food tag category, case ignored;
 *   the item keeps the label as the vocabulary spells it, each once;
 * - `additionalTags`, when sent, is a JSON object whose keys are food tag category names and whose
 *   values are that category's attributes: its own labels (spelt as the vocabulary does) or short
 *   texts the owner wrote ('Extra hot on request'); it becomes extraAttributes (empty lists dropped).
 *   It is not cross-checked against `tags`;
 * - without `additionalTags`, extraAttributes groups the tags by their tag categories, as the CSV import does.
 */
export const FOOD_FORM = {
  fields: ['foodCategoryId', 'foodItemName', 'description', 'price', 'tags', 'additionalTags'],
  files: ['foodItemImageFile'],
} as const satisfies MultipartFormShape<FoodPart>;
export const ADMIN_FOOD_FORM = {
  fields: ['restaurantId', ...FOOD_FORM.fields],
  files: FOOD_FORM.files,
} as const satisfies MultipartFormShape<PartName<FormOf<'adminCreateFood' | 'adminUpdateFood'>>>;

/** numeric(10, 2) holds at most 8 digits before the point; a bigger price breaks the same §5 rule. */
const MAX_PRICE_DIGITS = 8;

export interface FoodInput {
  name: string;
  description: string;
  categoryId: number;
  price: string;
  tags: string[];
  extraAttributes: Record<string, string[]>;
  /** The checked image, when one was sent. */
  image: CheckedImage | undefined;
}

/** The checks that need no database: the first problem is the 400. */
function readFields(form: MultipartForm<FoodPart>) {
  if ([...form.fields.values()].flat().some((text) => text.includes('\u0000'))) throw badRequest(NUL_MESSAGE);
  const name = form.text('foodItemName') ?? '';
  const problem = nameProblem(nameRules.menuItemName, name);
  if (problem) throw badRequest(problem);
  const description = form.text('description') ?? '';
  if (!description) throw badRequest(foodMessages.descriptionRequired);
  const categoryId = idField(form.text('foodCategoryId'));
  if (categoryId === undefined) throw badRequest(foodMessages.categoryRequired);
  const price = form.text('price') ?? '';
  const priceTrouble = priceProblem(price) ?? (price.split('.')[0].length > MAX_PRICE_DIGITS ? foodMessages.price : undefined);
  if (priceTrouble) throw badRequest(priceTrouble);
  const tags = (form.fields.get('tags') ?? []).map((tag) => tag.trim()).filter(Boolean);
  const noTag = selectionProblem(tags, foodMessages.tagRequired);
  if (noTag) throw badRequest(noTag);
  if (form.files.length > 1) throw badRequest(foodMessages.oneImage);
  const [image] = checkImageFiles(form.files, 0);
  return { name, description, categoryId, price: normalisePrice(price), tags, additionalTags: form.text('additionalTags'), image };
}

/** '007.5' is stored and shown as '7.50'. */
function normalisePrice(price: string): string {
  return Number(price).toFixed(2);
}

interface VocabularyTag {
  id: number;
  label: string;
  retired: boolean;
  version: number;
}

interface Vocabulary {
  /** Lowercased label → the label as spelt, whether it is retired, and the tag categories that offer it. */
  labels: Map<string, { label: string; retired: boolean; tagCategories: string[] }>;
  /** Lowercased tag category name → its id, its name and its tags (by lowercased label). */
  tagCategories: Map<string, { id: number; name: string; labels: Map<string, string>; tags: VocabularyTag[] }>;
}

async function readVocabulary(db: Queryable): Promise<Vocabulary> {
  const rows = await db.query<{
    tagCategoryId: number;
    tagCategory: string;
    id: number | null;
    label: string | null;
    retired: boolean;
    version: number;
  }>(
    `SELECT c.food_tag_category_id AS "tagCategoryId", c.food_tag_category_name AS "tagCategory", i.food_tag_category_item_id AS id,
            i.food_tag_category_item_name AS label, coalesce(i.retired, false) AS retired, coalesce(i.version, 1) AS version
       FROM food_tag_categories c LEFT JOIN food_tag_category_items i ON i.food_tag_category_id = c.food_tag_category_id
      ORDER BY c.sort_order, c.food_tag_category_id, i.sort_order, i.food_tag_category_item_id`,
  );
  const vocabulary: Vocabulary = { labels: new Map(), tagCategories: new Map() };
  for (const { tagCategoryId, tagCategory, id, label, retired, version } of rows) {
    const category = vocabulary.tagCategories.get(tagCategory.toLowerCase()) ?? {
      id: tagCategoryId,
      name: tagCategory,
      labels: new Map<string, string>(),
      tags: [] as VocabularyTag[],
    };
    vocabulary.tagCategories.set(tagCategory.toLowerCase(), category);
    if (label === null || id === null) continue;
    category.labels.set(label.toLowerCase(), label);
    category.tags.push({ id, label, retired, version });
    const entry = vocabulary.labels.get(label.toLowerCase()) ?? { label, retired, tagCategories: [] };
    entry.tagCategories.push(tagCategory);
    vocabulary.labels.set(label.toLowerCase(), entry);
  }
  return vocabulary;
}

/** The tags an item has now (lowercased): a retired one it keeps is no new choice. */
async function currentTagsOf(db: Queryable, foodId: number | undefined): Promise<Set<string>> {
  if (foodId === undefined) return new Set();
  const [row] = await db.query<{ tags: string[] }>('SELECT tags FROM foods WHERE food_id = $1', [foodId]);
  return new Set((row?.tags ?? []).map((tag) => tag.toLowerCase()));
}

function parseAdditionalTags(text: string, vocabulary: Vocabulary): Record<string, string[]> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest(foodMessages.additionalTagsInvalid);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw badRequest(foodMessages.additionalTagsInvalid);
  const attributes: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (!Array.isArray(value) || !value.every((label) => typeof label === 'string')) throw badRequest(foodMessages.additionalTagsInvalid);
    const tagCategory = vocabulary.tagCategories.get(key.trim().toLowerCase());
    if (!tagCategory) throw badRequest(unknownTagCategoryMessage(key.trim()));
    const labels = new Set<string>();
    for (const text of value as string[]) {
      const attribute = text.trim();
      if (!attribute) continue;
      if (attribute.length > MAX_ATTRIBUTE_LENGTH) throw badRequest(foodMessages.attributeTooLong);
      labels.add(tagCategory.labels.get(attribute.toLowerCase()) ?? attribute);
    }
    if (labels.size > MAX_ATTRIBUTES_PER_TAG_CATEGORY) throw badRequest(foodMessages.tooManyAttributes);
    if (labels.size > 0) attributes[tagCategory.name] = [...new Set([...(attributes[tagCategory.name] ?? []), ...labels])];
  }
  return attributes;
}

/**
 * Reads and checks the whole form; throws the 400 of the first problem. A retired tag is refused unless
 * the item being updated (`foodId`) has it already: it stays on the items that have it.
 */
export async function readFoodInput(db: Queryable, form: MultipartForm<FoodPart>, foodId?: number): Promise<FoodInput> {
  const { additionalTags, tags: tagTexts, ...fields } = readFields(form);
  const [vocabulary, kept] = await Promise.all([readVocabulary(db), currentTagsOf(db, foodId)]);
  const unknown = tagTexts.filter((tag) => !vocabulary.labels.has(tag.toLowerCase()));
  if (unknown.length > 0) throw badRequest(unknownTagsMessage([...new Set(unknown)]));
  const retired = tagTexts.filter((tag) => vocabulary.labels.get(tag.toLowerCase())?.retired && !kept.has(tag.toLowerCase()));
  if (retired.length > 0) throw badRequest(retiredTagsMessage([...new Set(retired)]));
  const tags = [...new Set(tagTexts.map((tag) => vocabulary.labels.get(tag.toLowerCase())?.label as string))];
  let extraAttributes: Record<string, string[]> = {};
  if (additionalTags) {
    extraAttributes = parseAdditionalTags(additionalTags, vocabulary);
  } else {
    for (const tag of tags) {
      for (const tagCategory of vocabulary.labels.get(tag.toLowerCase())?.tagCategories ?? [])
        (extraAttributes[tagCategory] ??= []).push(tag);
    }
  }
  return { ...fields, tags, extraAttributes };
}

/**
 * The food tag categories with their tags, in the vocabulary's order (the contract's
 * FoodTagCategoryListResponse): the tags a new item may take, and the retired ones too when asked.
 */
export async function listFoodTagCategories(db: Queryable, { includeRetired = false } = {}) {
  const vocabulary = await readVocabulary(db);
  return {
    foodTagCategories: [...vocabulary.tagCategories.values()].map(({ id, name, tags }) => ({
      foodTagCategoryId: id,
      foodTagCategoryName: name,
      foodTagCategoryItems: tags
        .filter((tag) => includeRetired || !tag.retired)
        .map((tag) => ({ foodTagCategoryItemId: tag.id, foodTagCategoryItemName: tag.label, retired: tag.retired, version: tag.version })),
    })),
  };
}
