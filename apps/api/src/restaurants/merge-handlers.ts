import { CHANGE_MESSAGES } from '@console/rules';
import type { FastifyRequest } from 'fastify';
import { actorOfRequest } from '../activity/activity-routes';
import { requireAuth } from '../auth/access-guard';
import { logSecurityEvent } from '../auth/security-events';
import type { Database } from '../db/database';
import { ApiError, badRequest, conflict, forbidden } from '../http/api-error';
import type { OperationHandlers } from '../http/contract-routes';
import type { BodyOf } from '../http/contract-types';
import { IF_MATCH_REQUIRED, type IfMatchPolicy } from '../http/if-match';
import { StaleVersion } from '../http/version-conflict';
import { imageUrlsOfRestaurants, removeImagesAfterCommit } from '../images/image-cleanup';
import type { ImageStore } from '../images/image-store';
import { planMerge, type MergeRequest, type MergeSource } from './merge-preview';
import { mergeRestaurants } from './merge-restaurants';
import { versionedRestaurant } from './restaurant-versions';

export const mergeMessages = {
  merged: CHANGE_MESSAGES.restaurantsMerged,
  mergeNeedsTwo: 'Select more than 1 restaurant to merge',
  mergeNameRequired: 'New Restaurant Name is required',
  mergeNameTooLong: 'New Restaurant Name cannot exceed 255 characters',
  onlySuperAdminChooses: "Only a super admin can choose the merged restaurant's access status",
  versionsIncomplete: 'restaurantVersions must give the version of every restaurant merged, once each',
  previewChanged:
    'The restaurants changed since the merge was previewed (what moves, or whose login is removed, is no longer the same). Nothing was merged: check the merge again.',
} as const;

type MergeBody = BodyOf<'mergeRestaurants'>;

/** The request as both calls read it: the merge's rules (spec §5), and who may choose the access status. */
function mergeRequestOf(request: FastifyRequest, body: MergeBody): MergeRequest {
  const restaurantIds = [...new Set(body.restaurantIds)];
  if (restaurantIds.length < 2) throw badRequest(mergeMessages.mergeNeedsTwo, 'restaurantIds');
  const newRestaurantName = body.newRestaurantName.trim();
  if (!newRestaurantName) throw badRequest(mergeMessages.mergeNameRequired, 'newRestaurantName');
  if (newRestaurantName.length > 255) throw badRequest(mergeMessages.mergeNameTooLong, 'newRestaurantName');
  const canChooseAccountStatus = requireAuth(request).user.isSuperAdmin;
  if (body.accountStatus !== undefined && !canChooseAccountStatus) throw forbidden(mergeMessages.onlySuperAdminChooses);
  return { restaurantIds, newRestaurantName, accountStatus: body.accountStatus, canChooseAccountStatus };
}

/** The restaurant a merge found at another version than its preview's: its 412 names it, who changed it and when. */
function staleSource(db: Database, source: MergeSource): StaleVersion {
  const object = versionedRestaurant(db, source.restaurantId);
  return new StaleVersion(db, { ...object, noun: `restaurant (${source.restaurantName})` }, source.version);
}

export interface MergeHandlerDeps {
  db: Database;
  imageStore: ImageStore;
  /** API_IF_MATCH: what a merge without restaurantVersions (a release older than versions) gets; optional when absent. */
  ifMatchPolicy?: IfMatchPolicy;
}

export function mergeHandlers({ db, imageStore, ifMatchPolicy = 'optional' }: MergeHandlerDeps): OperationHandlers {
  return {
    async previewMergeRestaurants(request) {
      return (await planMerge(db, mergeRequestOf(request, request.body))).preview;
    },

    async mergeRestaurants(request, reply) {
      const { body } = request;
      const merge = mergeRequestOf(request, body);
      if (body.restaurantVersions) {
        const versioned = new Set(body.restaurantVersions.map((entry) => entry.restaurantId));
        const complete =
          versioned.size === body.restaurantVersions.length &&
          versioned.size === merge.restaurantIds.length &&
          merge.restaurantIds.every((id) => versioned.has(id));
        if (!complete) throw badRequest(mergeMessages.versionsIncomplete, 'restaurantVersions');
      } else {
        // A release from before versions, treated as a change without If-Match (the rule on suspensions holds all the same).
        if (ifMatchPolicy === 'required') throw new ApiError(428, IF_MATCH_REQUIRED);
        reply.header('Deprecation', 'true');
        request.log.warn(
          { operationId: 'mergeRestaurants', restaurantVersions: 'missing' },
          'mergeRestaurants sent without restaurantVersions: made on any version (API_IF_MATCH=optional)',
        );
      }
      // Images move with their rows; whatever the merge leaves without a row (its sources go) loses its file.
      const imageUrls = await imageUrlsOfRestaurants(db, merge.restaurantIds);
      const outcome = await mergeRestaurants(db, {
        ...merge,
        restaurantVersions: body.restaurantVersions,
        previewDigest: body.previewDigest,
        actor: actorOfRequest(request),
      });
      if (outcome.kind === 'stale') throw staleSource(db, outcome.source);
      if (outcome.kind === 'changed') throw conflict(mergeMessages.previewChanged);
      await removeImagesAfterCommit(db, imageStore, imageUrls);
      const { preview } = outcome.plan;
      if (preview.accountStatus === 'Approved' && preview.restaurants.some((part) => part.accountStatus === 'Suspended')) {
        logSecurityEvent(request.log, 'restaurant.access-restored', {
          restaurantId: outcome.restaurantId,
          byUserId: requireAuth(request).user.userId,
          operation: 'mergeRestaurants',
        });
      }
      reply.code(201);
      return { message: mergeMessages.merged, restaurantId: outcome.restaurantId };
    },
  };
}
