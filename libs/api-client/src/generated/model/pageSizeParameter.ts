
/**
 * Deals per page (the deal lists' name for `size`); 999999 asks for everything
 */
export type PageSizeParameter = number;
