
/**
 * Only events of this kind
 */
export type ActivityActionParameter = string;
