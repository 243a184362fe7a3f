import type { FoodItemDeal } from '@console/api-client';

const quoted = (deals: readonly FoodItemDeal[]) => deals.map((deal) => `'${deal.title}'`).join(', ');

/**
 * What a delete of menu items does to deals, in the words the API's answer uses afterwards: the current
 * deals it takes them out of ('It' for one item, 'They' for more), and those it leaves empty (deactivated).
 */
export function dealsMessage(deals: readonly FoodItemDeal[], subject: 'It' | 'They' = 'It'): string {
  if (deals.length === 0) return subject === 'It' ? 'It is in no current deal.' : 'They are in no current deal.';
  const emptied = deals.filter((deal) => deal.leftEmpty);
  let message = `${subject} will be taken out of the current deal${deals.length > 1 ? 's' : ''} ${quoted(deals)}`;
  if (emptied.length > 0) message += `; ${quoted(emptied)} will have no items left and will be deactivated`;
  return `${message}.`;
}
