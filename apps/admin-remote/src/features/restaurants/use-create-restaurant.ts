import { CHANGE_MESSAGES } from '@console/rules';
import { succeeded, useCreateRestaurant, type FieldError } from '@console/api-client/queries';
import { toCreateRestaurantRequest, type AddRestaurantValues } from './add-restaurant-schema';

/**
 * Creates a restaurant account; resolves to whether it was created (the popup stays open otherwise);
 * a refusal naming a field (a taken email) goes to `onFieldError`.
 */
export function useCreateRestaurantAccount() {
  const create = useCreateRestaurant({
    mutation: {
      meta: {
        success: CHANGE_MESSAGES.restaurantCreated,
        failure: 'Failed to create Restaurant',
      },
    },
  });
  return (values: AddRestaurantValues, onFieldError?: (error: FieldError) => void) =>
    succeeded(create.mutateAsync({ data: toCreateRestaurantRequest(values) }), onFieldError);
}
