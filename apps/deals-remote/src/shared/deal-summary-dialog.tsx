import './deal-summary-dialog.css';
import { ConfirmDialog } from '@console/ui';
import type { DealValues } from './deal-values';
import { claimOptionLabel, publishNotice, showDate } from './deal-words';

export interface DealSummaryDialogProps {
  values: DealValues;
  /** The chosen location, as the Location select names it. */
  locationLabel: string;
  /** The deal's items, in the order the picker shows them. */
  itemNames: readonly string[];
  /** When saving an existing deal: whether it was active before (what the save notifies depends on it). */
  update?: { wasActive: boolean };
  /** The owner's own deal; false for an administrator's on the restaurant they opened (who is told differs in words). */
  ownRestaurant: boolean;
  /** Creates or updates the deal; the dialog keeps its confirm disabled until this settles. */
  onPublish: () => Promise<unknown>;
  /** Back to the form or the picker, with everything chosen kept. */
  onBack: () => void;
}

/**
 * The step before a deal is created or saved: what will be published (title, location, dates, claims,
 * items) and who is notified when, so nothing reaches app users by surprise.
 */
export function DealSummaryDialog({ values, locationLabel, itemNames, update, ownRestaurant, onPublish, onBack }: DealSummaryDialogProps) {
  return (
    <ConfirmDialog
      title={update ? 'Save this deal?' : 'Publish this deal?'}
      message={
        <>
          <dl className="deal-summary">
            <dt>Deal Title</dt>
            <dd>{values.dealTitle.trim()}</dd>
            <dt>Location</dt>
            <dd>{locationLabel || 'N/A'}</dd>
            <dt>Start Date</dt>
            <dd>{values.startDate ? showDate(values.startDate) : 'Not Set'}</dd>
            <dt>End Date</dt>
            <dd>{values.endDate ? showDate(values.endDate) : 'Not Set'}</dd>
            <dt>Claims per user</dt>
            <dd>{claimOptionLabel(values.claimOption)}</dd>
            {update ? (
              <>
                <dt>Status</dt>
                <dd>{values.isActive ? 'Active' : 'Inactive'}</dd>
              </>
            ) : null}
            <dt>Items ({itemNames.length})</dt>
            <dd>
              {/* A long menu scrolls here, reachable by keyboard, and the buttons stay in view. */}
              <ul className="deal-summary__items" aria-label="Items in this deal" tabIndex={0}>
                {itemNames.map((name, index) => (
                  <li key={`${index}-${name}`}>{name}</li>
                ))}
              </ul>
            </dd>
          </dl>
          <p className="deal-summary__notice">{publishNotice(values, update?.wasActive, ownRestaurant)}</p>
        </>
      }
      confirmLabel={update ? 'Save Changes' : 'Publish Deal'}
      cancelLabel="Back"
      onConfirm={onPublish}
      onCancel={onBack}
    />
  );
}
