import * as yup from 'yup';
import type { FoodTagCategoryItem } from '@console/api-client';
import { nameRules } from '@console/rules';
import { nameField } from '@console/rules/yup';

/** One row of the Food Tags list: a tag with its tag category. */
export interface FoodTagRow extends FoodTagCategoryItem {
  foodTagCategoryId: number;
  foodTagCategoryName: string;
  /** The tag's place in the menu item form (its category's, then its own). */
  order: number;
}

/** The Add and Rename Food Tag popups: a tag category (when adding) and the name, at most 50 characters. */
export const foodTagSchema = yup.object({
  foodTagCategoryId: yup.string().required('Tag Category is required'),
  foodTagCategoryItemName: nameField(nameRules.foodTagName),
});
export type FoodTagValues = yup.InferType<typeof foodTagSchema>;

export const foodTagInitialValues = (tag?: FoodTagRow | null, categoryId?: number): FoodTagValues => ({
  foodTagCategoryId: String(tag?.foodTagCategoryId ?? categoryId ?? ''),
  foodTagCategoryItemName: tag?.foodTagCategoryItemName ?? '',
});

export const tagCategorySchema = yup.object({ foodTagCategoryName: nameField(nameRules.foodTagCategoryName) });
export type TagCategoryValues = yup.InferType<typeof tagCategorySchema>;
