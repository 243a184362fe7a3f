import './merge-summary.css';
import { forwardRef } from 'react';
import type { MergeMoves, MergePreview } from '@console/api-client';
import { Button, RadioGroupField } from '@console/ui';
import { RESTAURANT_STATUS } from '../../shared/restaurant-access';

export interface MergeSummaryProps {
  preview: MergePreview;
  /** Back to the name (the preview is asked again after it changes). Absent while the merge runs. */
  onChangeName?: () => void;
}

// In the words the Restaurants list's badge and filter use for each status: one word for one state.
const STATUS_OPTIONS = [
  { value: 'Suspended', label: RESTAURANT_STATUS.Suspended.label },
  { value: 'Approved', label: RESTAURANT_STATUS.Approved.label },
] as const;

/** '3: Alpha, Beta, Gamma', '14: Alpha, … and 4 more', 'None'. */
function movesText({ count, names }: MergeMoves): string {
  if (count === 0) return 'None';
  if (names.length === 0) return count.toLocaleString();
  const more = count - names.length;
  return `${count.toLocaleString()}: ${names.join(', ')}${more > 0 ? ` and ${more.toLocaleString()} more` : ''}`;
}

/** Why the result has its access status: the rule (a suspension is kept), which a super admin may override. */
function statusReason(preview: MergePreview): string {
  const suspended = preview.restaurants.filter((part) => part.accountStatus === 'Suspended').map((part) => part.restaurantName);
  if (suspended.length === 0) return 'None of the restaurants is suspended.';
  const which = `${suspended.join(', ')} ${suspended.length === 1 ? 'is' : 'are'} suspended`;
  return `${which}: the merged restaurant stays suspended${preview.canChooseAccountStatus ? ` unless you choose ${RESTAURANT_STATUS.Approved.label}` : ''}.`;
}

/**
 * The merge's confirmation, as the API previewed it: the name, what moves, whose owner login is kept and
 * whose are deleted, and the access status after the merge (a choice for super admins). Focusable, so
 * that focus lands on it when it appears.
 */
export const MergeSummary = forwardRef<HTMLElement, MergeSummaryProps>(function MergeSummary({ preview, onChangeName }, ref) {
  const removed = preview.ownerLoginsRemoved;
  return (
    <section className="admin-merge-summary" aria-labelledby="merge-summary-title" tabIndex={-1} ref={ref}>
      <h3 id="merge-summary-title" className="admin-merge-summary__title">
        What the merge does
      </h3>
      <dl className="admin-merge-summary__facts">
        <dt>New Restaurant Name</dt>
        <dd>
          {preview.newRestaurantName}{' '}
          {onChangeName ? (
            <Button variant="link" onClick={onChangeName}>
              Change name
            </Button>
          ) : null}
        </dd>
        <dt>Restaurants merged (deleted)</dt>
        <dd>{preview.restaurants.map((part) => `${part.restaurantName} (${RESTAURANT_STATUS[part.accountStatus].label})`).join(', ')}</dd>
        <dt>Locations that move</dt>
        <dd>{movesText(preview.locations)}</dd>
        <dt>Menu items that move</dt>
        <dd>{movesText(preview.menuItems)}</dd>
        <dt>Deals that move</dt>
        <dd>{movesText(preview.deals)}</dd>
        <dt>Images that move</dt>
        <dd>{movesText(preview.images)}</dd>
        <dt>Menu categories</dt>
        <dd>{movesText(preview.menuCategories)}</dd>
        <dt>Restaurant categories</dt>
        <dd>{movesText(preview.restaurantCategories)}</dd>
        <dt>Owner login kept</dt>
        <dd>{preview.ownerLoginKept ? `${preview.ownerLoginKept.emailAddress} (${preview.ownerLoginKept.restaurantName})` : 'None'}</dd>
        <dt>Owner logins removed</dt>
        <dd>
          {removed.length === 0 ? (
            'None'
          ) : (
            <>
              <ul aria-label="Owner logins removed" className="admin-merge-summary__logins">
                {removed.map((login) => (
                  <li key={login.restaurantId}>
                    {login.emailAddress} ({login.restaurantName})
                  </li>
                ))}
              </ul>
              <strong>{removed.length === 1 ? 'This login is deleted' : 'These logins are deleted'}: they can no longer sign in.</strong>
            </>
          )}
        </dd>
        {preview.canChooseAccountStatus ? null : (
          <>
            <dt>Access after the merge</dt>
            <dd>{RESTAURANT_STATUS[preview.accountStatus].label}</dd>
          </>
        )}
      </dl>
      {preview.canChooseAccountStatus ? (
        <RadioGroupField name="accountStatus" label="Access after the merge" options={STATUS_OPTIONS} />
      ) : null}
      <p className="admin-merge-summary__reason">{statusReason(preview)}</p>
    </section>
  );
});
