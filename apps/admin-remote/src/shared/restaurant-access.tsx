import {
  ifMatch,
  succeeded,
  useChangeRestaurantStatus,
  type AccountStatus,
  type ChangeRestaurantStatusMutationBody,
  type Restaurant,
} from '@console/api-client/queries';
import { ConfirmDialog, StatusBadge, type StatusBadgeTone } from '@console/ui';

/** A restaurant and its owner's access, as the list's rows and the detail both have it. */
export interface RestaurantAccessSubject {
  /** With the profile's version as the row or the detail read it: the change is made from that version. */
  restaurant: Pick<Restaurant, 'restaurantId' | 'restaurantName' | 'version'>;
  accountStatus: AccountStatus;
}

/** How each access status is shown: Approved restaurants are the active ones. */
export const RESTAURANT_STATUS: Record<AccountStatus, { label: string; tone: StatusBadgeTone }> = {
  Approved: { label: 'Active', tone: 'success' },
  Suspended: { label: 'Suspended', tone: 'critical' },
};

/** The restaurant's status in words, in a badge. */
export function RestaurantStatusBadge({ status }: { status: AccountStatus }) {
  const { label, tone } = RESTAURANT_STATUS[status];
  return (
    <StatusBadge tone={tone} label="Status">
      {label}
    </StatusBadge>
  );
}

/** Spec §4: the access button's words, by the status it changes. */
export const accessActionLabel = (subject: RestaurantAccessSubject) =>
  subject.accountStatus === 'Approved' ? 'Remove Access' : 'Approve Access';

const suspends = (variables: unknown) => (variables as { data: ChangeRestaurantStatusMutationBody }).data.account_status === 'Suspended';

/**
 * Spec §4 accountStatus: Approved becomes Suspended and back, with the spec's messages; resolves to whether
 * it changed. Sent from the version shown: if the restaurant changed since, the API refuses (412), its
 * message is toasted and the lists and detail reload, so the person decides again on what is there now.
 */
export function useRestaurantAccess() {
  const change = useChangeRestaurantStatus({
    mutation: {
      meta: {
        success: (variables) => (suspends(variables) ? 'Restaurant Suspended successfully' : 'Restaurant Approved successfully'),
        failure: 'Failed, Please try again Later',
      },
    },
  });
  return (subject: RestaurantAccessSubject) => {
    const restaurantId = subject.restaurant.restaurantId;
    const account_status = subject.accountStatus === 'Approved' ? 'Suspended' : 'Approved';
    return succeeded(
      change.mutateAsync({
        id: restaurantId,
        data: { account_status, restaurant_id: restaurantId },
        headers: ifMatch(subject.restaurant.version),
      }),
    );
  };
}

export interface RestaurantAccessDialogProps {
  subject: RestaurantAccessSubject;
  /** Changes the access; the popup closes once it settles, whatever the outcome (spec §4). */
  onConfirm: (subject: RestaurantAccessSubject) => Promise<unknown>;
  onClose: () => void;
}

/** The spec's Remove Access / Approve Access confirmation, naming the restaurant it is about. */
export function RestaurantAccessDialog({ subject, onConfirm, onClose }: RestaurantAccessDialogProps) {
  const suspending = subject.accountStatus === 'Approved';
  return (
    <ConfirmDialog
      title={suspending ? 'Remove Access Confirmation' : 'Approve Access Confirmation'}
      message={
        <>
          <p>{suspending ? 'Are you sure you want to Remove the Access?' : 'Are you sure you want to Approve the Access?'}</p>
          <p>
            Restaurant: <strong>{subject.restaurant.restaurantName}</strong>
          </p>
        </>
      }
      confirmLabel={suspending ? 'Yes, remove access!' : 'Yes, approve access!'}
      cancelLabel="Cancel"
      destructive={suspending}
      onCancel={onClose}
      // Spec §4: remove access closes the popup in both outcomes.
      onConfirm={() => onConfirm(subject).finally(onClose)}
    />
  );
}
