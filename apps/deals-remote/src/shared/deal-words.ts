import { format, parseISO } from 'date-fns';
import type { Deal } from '@console/api-client';
import { todayAsDateField } from '@console/rules';
import type { DealValues } from './deal-values';

/** Spec §5: dates are shown MM/dd/yyyy. */
export const showDate = (date: string) => format(parseISO(date), 'MM/dd/yyyy');

/** The claim option in the form's words (spec §5): Unlimited Use or One-Time Use. */
const claimLabelOf = (claimPerUser: number | null | undefined) =>
  claimPerUser === undefined || claimPerUser === null
    ? 'Unlimited Use'
    : claimPerUser === 1
      ? 'One-Time Use'
      : `${claimPerUser} uses per user`;

export const limitOf = (deal: Deal) => claimLabelOf(deal.claimPerUser);

export const claimOptionLabel = (option: DealValues['claimOption']) =>
  option === 'one-time' ? 'One-Time Use' : option === 'unlimited' ? 'Unlimited Use' : 'Not chosen';

/** A start after today (the user's today, as the form judges a start in the past): the deal is coming up, not live. */
export const startsLater = (startDate: string) => startDate > todayAsDateField();

/** Who a deal reaches: an owner is told about their restaurant, an administrator acts on someone's. */
const followersOf = (ownRestaurant: boolean) => `App users who follow ${ownRestaurant ? 'your' : 'the'} restaurant`;

/**
 * What publishing does, in the API's rules (createDeal, updateDeal): an active deal is pushed to the
 * restaurant's followers when it is created, whatever its start date (a future deal is listed under
 * Current Deals as coming up); an update notifies them only when it turns an inactive deal on and the
 * deal is not over; any other change notifies no one.
 * `wasActive` is the deal's state before an update; absent when creating. `ownRestaurant`: the owner's
 * own deal (else an administrator's on the restaurant they opened).
 */
export function publishNotice(
  { startDate, endDate, isActive }: Pick<DealValues, 'startDate' | 'endDate' | 'isActive'>,
  wasActive: boolean | undefined,
  ownRestaurant: boolean,
) {
  const FOLLOWERS = followersOf(ownRestaurant);
  if (wasActive === undefined) {
    if (!isActive) return 'It is saved as inactive: nobody is notified until it is activated.';
    return startsLater(startDate)
      ? `It starts on ${showDate(startDate)}; publishing lists it now under Current Deals as coming up. ${FOLLOWERS} are notified as soon as it is published, not on the start date.`
      : `It is live as soon as it is published. ${FOLLOWERS} are notified as soon as it is published.`;
  }
  if (endDate && endDate < todayAsDateField()) return 'Its end date has passed: it moves to Expired Deals and nobody is notified.';
  if (!isActive) return `It is saved as inactive. ${FOLLOWERS} are notified when it is activated.`;
  if (!wasActive) return `It is activated again: ${FOLLOWERS} are notified as soon as it is saved.`;
  return `${FOLLOWERS} are not notified again: a change to an active deal notifies no one.`;
}

/** The Deal Success popup's sentence: what the toast ('Deal created Successfully') does not say. */
export const publishedNotice = (deal: { title: string; startDate: string | null } | null | undefined, ownRestaurant: boolean) =>
  !deal
    ? `${followersOf(ownRestaurant)} have been notified.`
    : deal.startDate && startsLater(deal.startDate)
      ? `${deal.title} starts on ${showDate(deal.startDate)} and is listed under Current Deals until then. ${followersOf(ownRestaurant)} have been notified that it is coming.`
      : `${deal.title} is live now. ${followersOf(ownRestaurant)} have been notified.`;
