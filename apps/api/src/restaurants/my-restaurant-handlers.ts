import { requireAuth } from '../auth/access-guard';
import { emailProblem, normaliseEmail } from '@console/rules';
import { requireCurrentPassword } from '../auth/current-password';
import { announceEmailChange } from '../auth/email-change';
import { createSignInThrottle } from '../auth/sign-in-throttle';
import type { OperationHandlers } from '../http/contract-routes';
import { expectedVersionOf } from '../http/if-match';
import { readMultipartForm } from '../http/multipart-form';
import { ownRestaurantId } from './own-restaurant';
import { restaurantActions } from './restaurant-actions';
import {
  LOCATION_FORM,
  OWNER_PROFILE_FORM,
  restaurantFormActions,
  restaurantFormMessages,
  type RestaurantHandlerDeps,
} from './restaurant-form-actions';

/**
 * The signed-in owner's calls on their own restaurant (spec §7 Restaurant self; the contract's my-restaurant
 * tag). Each runs the same action as its admin twin, with the owner's restaurant instead of an id from the
 * request: another restaurant's location or image id is not found. Deleting the restaurant is in auth-handlers.ts.
 */
export function myRestaurantHandlers({
  db,
  imageStore,
  mailer,
  passwordCost,
  now = () => new Date(),
}: RestaurantHandlerDeps): OperationHandlers {
  // The sign-in throttle's counters (rows): a wrong current password counts as a failed sign-in does.
  const throttle = createSignInThrottle({ db, now });
  const actions = restaurantActions(db, imageStore);
  const forms = restaurantFormActions(db, imageStore);

  return {
    async getMyRestaurantDetails(request) {
      return actions.details(ownRestaurantId(request));
    },

    async getMyRestaurantAddresses(request) {
      return actions.addresses(ownRestaurantId(request), request.query);
    },

    async createRestaurantLocation(request, reply) {
      const restaurantId = ownRestaurantId(request);
      const form = await readMultipartForm(request, LOCATION_FORM);
      const addressId = await forms.createLocation(restaurantId, form);
      reply.code(201);
      return { message: restaurantFormMessages.locationCreated, addressId };
    },

    async updateRestaurantLocation(request) {
      const restaurantId = ownRestaurantId(request);
      const { id: addressId } = request.params;
      const form = await readMultipartForm(request, LOCATION_FORM);
      await forms.updateLocation(restaurantId, addressId, form, expectedVersionOf(request));
      return { message: restaurantFormMessages.locationUpdated };
    },

    async updateRestaurant(request) {
      const restaurantId = ownRestaurantId(request);
      const { user, sessionId } = requireAuth(request);
      const form = await readMultipartForm(request, OWNER_PROFILE_FORM);
      const email = form.text('emailAddress');
      // A valid new address only: a wrong one is refused for what it is (updateProfile's checks).
      if (email && !emailProblem(email) && normaliseEmail(email) !== normaliseEmail(user.emailAddress ?? '')) {
        await requireCurrentPassword({ throttle, passwordCost }, request, user, form.text('currentPassword'));
      }
      // The owner always has an account, so the email is required and checked as in the admin form.
      // A new email ends the owner's other sessions, this one stays.
      const emailChange = await forms.updateProfile(restaurantId, form, expectedVersionOf(request), sessionId);
      if (emailChange) await announceEmailChange({ mailer, log: request.log }, emailChange, user.userId);
      return { message: restaurantFormMessages.profileUpdated };
    },

    async deleteRestaurantLocation(request) {
      const { id: addressId } = request.params;
      return actions.deleteLocation(ownRestaurantId(request), addressId, expectedVersionOf(request));
    },

    async deleteRestaurantImage(request) {
      const { id: imageId } = request.params;
      return actions.deleteImage(ownRestaurantId(request), imageId, expectedVersionOf(request));
    },
  };
}
