
/**
 * Dollars, digits with up to 2 decimals ('Price must be a valid number with up to 2 decimal places')
 * @maxLength 12
 * @pattern ^\d+(\.\d{1,2})?$
 */
export type Price = string;
