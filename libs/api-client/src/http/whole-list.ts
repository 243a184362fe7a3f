/** Spec §9: the lists the console asks for whole (categories, deals, food reports, restaurants, users). */
export const WHOLE_LIST = { page: 1, size: 999999 } as const;
