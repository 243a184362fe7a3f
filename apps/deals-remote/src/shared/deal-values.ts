import * as yup from 'yup';
import type { Deal, DealRequest } from '@console/api-client';
import { claimPerUserFor, dealMessages, nameRules, type ClaimOption } from '@console/rules';
import { claimOptionField, dealEndDateField, dealStartDateField, nameField, selectionField } from '@console/rules/yup';

/** Spec §5 Deal (add), word for word; `forEdit` drops the past-date rule on the start (the edit form). */
export const dealDetailsSchema = ({ forEdit = false }: { forEdit?: boolean } = {}) =>
  yup.object({
    restaurantAddressId: yup.string().required(dealMessages.locationRequired),
    dealTitle: nameField(nameRules.dealTitle),
    startDate: dealStartDateField({ allowPast: forEdit }),
    endDate: dealEndDateField(),
    claimOption: claimOptionField(),
    isActive: yup.boolean(),
  });

/** The picker's rule: at least one food item. */
export const dealItemsSchema = yup.object({
  foodIds: selectionField(yup.number().required(), dealMessages.foodItemRequired),
});

export interface DealValues {
  /** The location select's value (an address id as text). */
  restaurantAddressId: string;
  dealTitle: string;
  /** yyyy-MM-dd, as the date input holds it. */
  startDate: string;
  /** yyyy-MM-dd or '' when not set. */
  endDate: string;
  /** Unlimited Use or One-Time Use; '' until one is ticked. */
  claimOption: ClaimOption | '';
  isActive: boolean;
  foodIds: number[];
}

export const newDealValues = (): DealValues => ({
  restaurantAddressId: '',
  dealTitle: '',
  startDate: '',
  endDate: '',
  claimOption: '',
  isActive: true,
  foodIds: [],
});

export function dealValuesOf(deal: Deal): DealValues {
  return {
    restaurantAddressId: deal.foodDeals[0] ? String(deal.foodDeals[0].restaurantAddressId) : '',
    dealTitle: deal.restaurantDealTitle,
    startDate: deal.startDate,
    endDate: deal.endDate ?? '',
    claimOption: deal.claimPerUser === 1 ? 'one-time' : deal.claimPerUser ? '' : 'unlimited',
    isActive: deal.isActive,
    foodIds: deal.foodDeals.map((food) => food.foodId),
  };
}

/** The deal payload (spec §3): the title trimmed, One-Time Use as claimPerUser 1, unlimited and no end date left out. */
export function toDealRequest(values: DealValues): DealRequest {
  const claimPerUser = values.claimOption ? claimPerUserFor(values.claimOption) : null;
  return {
    restaurantAddressId: Number(values.restaurantAddressId),
    dealTitle: values.dealTitle.trim(),
    foodIds: values.foodIds,
    startDate: values.startDate,
    ...(values.endDate ? { endDate: values.endDate } : {}),
    ...(claimPerUser ? { claimPerUser } : {}),
    isActive: values.isActive,
  };
}
