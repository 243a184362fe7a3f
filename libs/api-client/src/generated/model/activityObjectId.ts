
export type ActivityObjectId = number | null;
