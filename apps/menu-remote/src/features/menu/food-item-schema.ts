import * as yup from 'yup';
import type { FoodItem, FoodItemForm, FoodTagCategory } from '@console/api-client';
import { menuItemMessages, nameRules, textRules } from '@console/rules';
import { imageFileField, nameField, priceField, selectionField, textField } from '@console/rules/yup';
import { WITHOUT_CATEGORY_ID } from './menu-categories';

/** Spec §5 Menu item, word for word; the image is optional. */
export const foodItemSchema = yup.object({
  foodItemName: nameField(nameRules.menuItemName),
  description: textField(textRules.menuItemDescription).required(menuItemMessages.descriptionRequired),
  foodCategoryId: yup.string().required(menuItemMessages.categoryRequired),
  price: priceField(),
  tags: selectionField(yup.string().required(), menuItemMessages.tagRequired),
  attributes: yup.object(),
  image: imageFileField(),
});

export interface FoodItemValues {
  foodItemName: string;
  description: string;
  /** The picker's value: the category id as text, '' when none is chosen. */
  foodCategoryId: string;
  /** Digits with up to 2 decimals, as typed. */
  price: string;
  /** The chosen labels of the tag vocabulary. */
  tags: string[];
  /** Attributes written in by hand, per tag category name (beside the chosen labels). */
  attributes: Record<string, string[]>;
  image: File | null;
}

export function foodItemInitialValues(item?: FoodItem | null, tagCategories: FoodTagCategory[] = []): FoodItemValues {
  if (!item) return { foodItemName: '', description: '', foodCategoryId: '', price: '', tags: [], attributes: {}, image: null };
  // What the item's extraAttributes hold beyond the vocabulary's labels was written in by hand.
  const vocabulary = new Map(
    tagCategories.map((category) => [
      category.foodTagCategoryName,
      category.foodTagCategoryItems.map((tag) => tag.foodTagCategoryItemName),
    ]),
  );
  const attributes = Object.fromEntries(
    Object.entries(item.extraAttributes ?? {})
      .map(([name, labels]) => [name, labels.filter((label) => !(vocabulary.get(name) ?? []).includes(label))] as const)
      .filter(([, labels]) => labels.length > 0),
  );
  const categoryId = item.foodCategory?.categoryId;
  return {
    foodItemName: item.foodItemName,
    description: item.description,
    foodCategoryId: categoryId && categoryId !== WITHOUT_CATEGORY_ID ? String(categoryId) : '',
    price: item.price,
    tags: item.tags,
    attributes,
    image: null,
  };
}

/**
 * The form as the food calls take it. `additionalTags` is the item's extraAttributes: per tag category,
 * its chosen labels and the attributes written in by hand.
 */
export function toFoodItemForm(values: FoodItemValues, tagCategories: FoodTagCategory[]): FoodItemForm {
  const extra: Record<string, string[]> = {};
  for (const category of tagCategories) {
    const name = category.foodTagCategoryName;
    const chosen = category.foodTagCategoryItems.map((tag) => tag.foodTagCategoryItemName).filter((label) => values.tags.includes(label));
    const labels = [...new Set([...chosen, ...(values.attributes[name] ?? [])])];
    if (labels.length > 0) extra[name] = labels;
  }
  return {
    foodItemName: values.foodItemName.trim(),
    description: values.description.trim(),
    foodCategoryId: Number(values.foodCategoryId),
    price: values.price.trim(),
    tags: values.tags,
    additionalTags: JSON.stringify(extra),
    ...(values.image ? { foodItemImageFile: values.image } : {}),
  };
}
