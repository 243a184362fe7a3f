import { requireAuth } from '../auth/access-guard';
import type { OperationHandlers } from '../http/contract-routes';
import type { ContractSchema } from '../http/contract-types';
import { activityActionsFor, type ActivityReader } from './activity-actions';

/** The kinds of event the caller may read (the "What" filter of the Activity screens). */
export function activityActionHandlers(): OperationHandlers {
  return {
    async getActivityActions(request) {
      const { user } = requireAuth(request);
      const reader: ActivityReader = user.userType === 'Administrator' ? (user.isSuperAdmin ? 'superAdmin' : 'admin') : 'restaurant';
      const actions: Array<ContractSchema<'ActivityAction'>> = activityActionsFor(reader).map(({ key, label, security }) => ({
        key,
        label,
        security,
      }));
      return { actions };
    },
  };
}
