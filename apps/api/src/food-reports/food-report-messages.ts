import { CHANGE_MESSAGES } from '@console/rules';
/** What the reported food items' calls answer, word for word; the food calls reuse "not found". */
export const foodReportMessages = {
  removed: CHANGE_MESSAGES.foodRemoved,
  ignored: CHANGE_MESSAGES.foodReportIgnored,
  foodNotFound: 'Food Item not found',
  noOpenReports: 'This Food Item has no open reports',
} as const;
