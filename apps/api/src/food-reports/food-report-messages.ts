/** What the reported food items' calls answer, word for word; the food calls reuse "not found". */
export const foodReportMessages = {
  removed: 'Food removed Successfully',
  ignored: 'Food Report Ignored Successfully',
  foodNotFound: 'Food Item not found',
  noOpenReports: 'This Food Item has no open reports',
} as const;
