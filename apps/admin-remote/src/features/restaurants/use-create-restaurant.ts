import { succeeded, useCreateRestaurant } from '@console/api-client/queries';
import { toCreateRestaurantRequest, type AddRestaurantValues } from './add-restaurant-schema';

/** Creates a restaurant account; resolves to whether it was created (the popup stays open otherwise). */
export function useCreateRestaurantAccount() {
  const create = useCreateRestaurant({
    mutation: {
      meta: {
        success: 'Restaurant created successfully',
        failure: 'Failed to create Restaurant',
      },
    },
  });
  return (values: AddRestaurantValues) => succeeded(create.mutateAsync({ data: toCreateRestaurantRequest(values) }));
}
