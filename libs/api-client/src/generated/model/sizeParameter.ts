
/**
 * Items per page; 999999 asks for everything
 */
export type SizeParameter = number;
