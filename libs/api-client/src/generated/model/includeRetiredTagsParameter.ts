
/**
 * Also list retired tags (marked `retired`), so a menu item form can still show one on an item that
has it; without it only the tags a new item may take

 */
export type IncludeRetiredTagsParameter = boolean;
