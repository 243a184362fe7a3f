// The calls the API load bench (api-load-runner.mjs) puts under load, with the query each screen sends
// (libs/api-client/openapi.yaml). `id` names it in API_LOAD_CALLS; `role` says whose sessions send it:
// administrators or the demo owner.
import { MENU_SEARCH_WORD } from './api/bench-data.mjs';

/** Typed into the Restaurant Merger's search: one of the bench restaurants' name words (~1 in 40 of them). */
export const MERGER_KEYWORD = 'tiger';

export const API_LOAD_CALLS = [
  { id: 'restaurants-whole', name: 'get-restaurants, whole', role: 'admin', path: '/admin/restaurant/get-restaurants?page=1&size=999999' },
  { id: 'restaurants-page', name: 'get-restaurants, page of 10', role: 'admin', path: '/admin/restaurant/get-restaurants?page=1&size=10' },
  {
    id: 'merger-search',
    name: `get-all-restaurants, '${MERGER_KEYWORD}'`,
    role: 'admin',
    path: `/admin/restaurant/get-all-restaurants?page=1&size=30&keywords=${MERGER_KEYWORD}`,
  },
  { id: 'food-reports', name: 'get-food-reports', role: 'admin', path: '/admin/food-report/get-food-reports?page=1&size=999999' },
  {
    id: 'foods-search',
    name: `get-foods, '${MENU_SEARCH_WORD}' (owner)`,
    role: 'owner',
    path: `/food/get-foods?keywords=${MENU_SEARCH_WORD}&page=1&size=999999`,
  },
  { id: 'deals', name: 'get-deals (owner)', role: 'owner', path: '/deal/get-deals?pageNum=1&pageSize=999999' },
  { id: 'notifications', name: 'get-notification', role: 'admin', path: '/admin/admin-notification/get-notification?page=1&size=10' },
  { id: 'users', name: 'get-users', role: 'admin', path: '/admin/user/get-users?page=1&size=999999' },
];

/** Rows in an answer: the lengths of its top-level lists summed (get-deals has current and expired). */
export function rowsOf(body) {
  return Object.values(body).reduce((sum, value) => sum + (Array.isArray(value) ? value.length : 0), 0);
}
