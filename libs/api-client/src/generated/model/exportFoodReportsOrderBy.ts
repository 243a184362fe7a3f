
export type ExportFoodReportsOrderBy = typeof ExportFoodReportsOrderBy[keyof typeof ExportFoodReportsOrderBy];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ExportFoodReportsOrderBy = {
  foodItemName: 'foodItemName',
  reportCount: 'reportCount',
  lastReportedAt: 'lastReportedAt',
} as const;
