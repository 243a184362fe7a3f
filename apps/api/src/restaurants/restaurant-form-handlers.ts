import { requireAuth } from '../auth/access-guard';
import { announceEmailChange } from '../auth/email-change';
import type { OperationHandlers } from '../http/contract-routes';
import { expectedVersionOf } from '../http/if-match';
import { readMultipartForm } from '../http/multipart-form';
import {
  ADMIN_LOCATION_FORM,
  ADMIN_PROFILE_FORM,
  restaurantFormActions,
  restaurantFormMessages,
  restaurantIdOf,
  type RestaurantHandlerDeps,
} from './restaurant-form-actions';

export { restaurantFormMessages };

/**
 * The admin's multipart forms: any restaurant's locations and its profile (spec §5 Restaurant location/profile),
 * named by the form's restaurantId. The owner's twins are in my-restaurant-handlers.ts; both run restaurant-form-actions.ts.
 */
export function restaurantFormHandlers({ db, imageStore, mailer }: RestaurantHandlerDeps): OperationHandlers {
  const forms = restaurantFormActions(db, imageStore);
  return {
    async adminCreateRestaurantLocation(request, reply) {
      const form = await readMultipartForm(request, ADMIN_LOCATION_FORM);
      const addressId = await forms.createLocation(restaurantIdOf(form), form);
      reply.code(201);
      return { message: restaurantFormMessages.locationCreated, addressId };
    },

    async adminUpdateRestaurantLocation(request) {
      const { id: addressId } = request.params;
      const form = await readMultipartForm(request, ADMIN_LOCATION_FORM);
      await forms.updateLocation(restaurantIdOf(form), addressId, form, expectedVersionOf(request));
      return { message: restaurantFormMessages.locationUpdated };
    },

    async adminUpdateRestaurant(request) {
      const form = await readMultipartForm(request, ADMIN_PROFILE_FORM);
      // A new email ends every session of the owner: the administrator's session is not one of them.
      const emailChange = await forms.updateProfile(restaurantIdOf(form), form, expectedVersionOf(request));
      if (emailChange) await announceEmailChange({ mailer, log: request.log }, emailChange, requireAuth(request).user.userId);
      return { message: restaurantFormMessages.profileUpdated };
    },
  };
}
