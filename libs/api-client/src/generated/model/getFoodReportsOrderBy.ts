
export type GetFoodReportsOrderBy = typeof GetFoodReportsOrderBy[keyof typeof GetFoodReportsOrderBy];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const GetFoodReportsOrderBy = {
  foodItemName: 'foodItemName',
  reportCount: 'reportCount',
  lastReportedAt: 'lastReportedAt',
} as const;
