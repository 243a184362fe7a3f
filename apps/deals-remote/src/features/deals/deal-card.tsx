import './deal-bulk.css';
import { useState } from 'react';
import type { Deal } from '@console/api-client';
import { Button, SelectionCheckbox, StatusBadge } from '@console/ui';
import { limitOf, showDate } from '../../shared/deal-words';
import { DealMenu } from './deal-menu';

/** Spec §9: a card lists 3 item names before '+ N more'. */
export const NAMES_SHOWN = 3;

export interface DealCardProps {
  deal: Deal;
  location: string;
  /** Current deals can be toggled and edited; expired ones are read-only (spec §4). */
  expired: boolean;
  /** The deal the Deal Success popup's View Deal points at: shown open and brought into view. */
  highlighted?: boolean;
  onSetActive: (deal: Deal, isActive: boolean) => Promise<void>;
  onEdit: (deal: Deal) => void;
  /** Given for a deal that can be picked for Activate or Deactivate on many at once: its checkbox. */
  selection?: { selected: boolean; onToggle: () => void };
}

/** Spec §2 Deals: one deal as a card. */
export function DealCard({ deal, location, expired, highlighted = false, onSetActive, onEdit, selection }: DealCardProps) {
  const [expanded, setExpanded] = useState(highlighted);
  const names = deal.foodDeals.map((food) => food.foodItemName);
  const shown = expanded ? names : names.slice(0, NAMES_SHOWN);
  const more = names.length - NAMES_SHOWN;
  const titleId = `deal-${deal.restaurantDealId}-title`;
  return (
    <article
      className={highlighted ? 'deal-card deal-card--highlighted' : 'deal-card'}
      aria-labelledby={titleId}
      aria-current={highlighted || undefined}
      tabIndex={highlighted ? -1 : undefined}
      ref={(element) => {
        if (highlighted && element && document.activeElement !== element) {
          element.scrollIntoView?.({ block: 'center' });
          element.focus({ preventScroll: true });
        }
      }}
    >
      <header className="deal-card__header">
        <div className="deal-card__select">
          {selection ? (
            <SelectionCheckbox label={`Select ${deal.restaurantDealTitle}`} checked={selection.selected} onChange={selection.onToggle} />
          ) : null}
          <h3 id={titleId} className="deal-card__title">
            {deal.restaurantDealTitle}
          </h3>
        </div>
        {expired ? null : <DealMenu deal={deal} onSetActive={onSetActive} onEdit={onEdit} />}
      </header>
      <dl className="deal-card__facts">
        <dt>Location</dt>
        <dd>{location || 'N/A'}</dd>
        <dt>Start Date</dt>
        <dd>{showDate(deal.startDate)}</dd>
        <dt>End Date</dt>
        <dd>{deal.endDate ? showDate(deal.endDate) : 'Not Set'}</dd>
        <dt>Use Limit</dt>
        <dd>{limitOf(deal)}</dd>
        <dt>Uses</dt>
        <dd>{deal.claimCount}</dd>
        <dt>Status</dt>
        <dd>
          {/* An expired deal runs no more, whatever its switch says. */}
          {expired ? (
            <StatusBadge tone="neutral">Expired</StatusBadge>
          ) : deal.isActive ? (
            <StatusBadge tone="success">Active</StatusBadge>
          ) : (
            <StatusBadge tone="warning">Inactive</StatusBadge>
          )}
        </dd>
      </dl>
      <ul className="deal-card__items" aria-label={`Items of ${deal.restaurantDealTitle}`}>
        {shown.map((name, index) => (
          <li key={`${index}-${name}`}>{name}</li>
        ))}
      </ul>
      {more > 0 ? (
        <Button variant="link" aria-expanded={expanded} onClick={() => setExpanded((current) => !current)}>
          {expanded ? 'Show Less' : `+ ${more} more`}
        </Button>
      ) : null}
    </article>
  );
}
