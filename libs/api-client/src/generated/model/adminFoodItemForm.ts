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
   * @minimum 1
   * @maximum 2147483647
   */
  foodCategoryId: number;
  /**
   * @minLength 1
   * @maxLength 150
   */
  foodItemName: string;
  /** @minLength 1 */
  description: string;
  price: Price;
  /**
   * Labels (foodTagCategoryItemName), one part per label ('Select at least one tag')
   * @minItems 1
   */
  tags: string[];
  /** JSON text of an object from foodTagCategoryName to a list of labels, for example {"Spice level":["Mild"]}; it becomes the item's extraAttributes */
  additionalTags?: string;
  /** The item's image, at most 2 MB; when updating, absent keeps the current image */
  foodItemImageFile?: ImageFile;
}
