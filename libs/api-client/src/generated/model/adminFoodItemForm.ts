import type { Price } from './price';
import type { ImageFile } from './imageFile';

/**
 * An administrator's menu item form (multipart); names the restaurant; the image at most 2 MB
 */
export interface AdminFoodItemForm {
  /**
   * @minimum 1
   * @maximum 2147483647
   */
  restaurantId: number;
  /**
   * One of the restaurant's categories ('Category is required'; another's is 400 'Category not found')
   * @minimum 1
   * @maximum 2147483647
   */
  foodCategoryId: number;
  /**
   * @minLength 1
   * @maxLength 150
   */
  foodItemName: string;
  /**
   * 'Description cannot exceed 2000 characters'
   * @minLength 1
   * @maxLength 2000
   */
  description: string;
  price: Price;
  /**
   * Labels (foodTagCategoryItemName), one part per label ('Select at least one tag'); each must be a label of some food tag category (case ignored, kept as the vocabulary spells it), otherwise 400 'Unknown tag: …'
   * @minItems 1
   * @maxItems 100
   */
  tags: string[];
  /**
   * JSON text of an object from foodTagCategoryName to a list of attributes, for example {"Spice level":["Mild","Extra hot on request"]}; it becomes the item's extraAttributes. Each key must name a food tag category (400 'Unknown tag category: …'); an attribute is one of that category's labels (kept as the vocabulary spells it) or a short text the owner wrote (trimmed, at most 100 characters: 400 'An attribute cannot exceed 100 characters'; at most 20 per category: 400 'A tag category holds at most 20 attributes'); anything else is 400 'Additional Tags must be a JSON object from tag category names to lists of labels'. It is not cross-checked against `tags`. When absent, extraAttributes groups the tags by their tag categories
   * @maxLength 16000
   */
  additionalTags?: string;
  /** The item's image, at most 2 MB; when updating, absent keeps the current image */
  foodItemImageFile?: ImageFile;
}
