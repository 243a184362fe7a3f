import './deals.css';
import { useState } from 'react';
import type { Deal } from '@console/api-client';
import {
  ConfirmDialog,
  FormDialog,
  IconButton,
  Loader,
  Page,
  PageHeader,
  ReadFailureNotice,
  type ReadFailure,
  type RowSelection,
  type SelectOption,
  useFirstFewFirst,
} from '@console/ui';
import { newDealValues, dealValuesOf, type DealValues } from '../../shared/deal-values';
import { publishedNotice } from '../../shared/deal-words';
import { DealBulkActions } from './deal-bulk-actions';
import { DealCard } from './deal-card';
import { DealDetailsDialog } from './deal-details-dialog';
import type { DealUpdate } from '../../shared/use-save-deal';

export interface DealsPageProps {
  /** 'tab' inside the admin restaurant detail (which has the page's heading). */
  placement: 'page' | 'tab';
  current: Deal[] | null;
  expired: Deal[] | null;
  loading: boolean;
  /** The last read of the deals failed: said in place of the cards, none of which is shown as current. */
  failure?: ReadFailure;
  locations: { options: SelectOption[]; loading: boolean; labelOf: (addressId?: number) => string };
  /** The details typed earlier and not yet finished (kept for the session), to start Add Deal with. */
  draftValues: DealValues | null;
  /** The deal opened for editing, once loaded; 'loading' while it loads. */
  editing: Deal | 'loading' | null;
  onEdit: (deal: Deal) => void;
  onCloseEdit: () => void;
  onSetActive: (deal: Deal, isActive: boolean) => Promise<void>;
  /** Deletes the deal at the version given (the Edit Deal popup's). */
  onDelete: (deal: Deal) => Promise<boolean>;
  /** Edit Deal's Save: updates the deal with the details and its items as they are, from `update.base`; true once saved. */
  onSave: (values: DealValues, update: DealUpdate) => Promise<boolean>;
  /** Goes on to the item picker with the details (and the deal being edited). */
  onPickItems: (values: DealValues, deal?: Deal) => void;
  /** The deal just created (its id remembered in the session): the Deal Success popup. */
  createdDealId: number | null;
  /** Its title and start date (yyyy-MM-dd), when known: a deal starting later is not live yet. */
  createdDeal?: { title: string; startDate: string } | null;
  onDismissCreated: () => void;
  /** The deal View Deal points at. */
  viewedDealId: number | null;
  onViewDeal: (restaurantDealId: number) => void;
  /** Current deals picked for Activate or Deactivate on many at once. */
  selection: RowSelection;
  /** Activates or deactivates every selected deal; resolves to whether they changed. */
  onBulkSetActive: (isActive: boolean) => Promise<boolean>;
}

const NO_DEALS: readonly Deal[] = [];

/** Spec §2 Deals: current and expired deals as cards, Add Deal, Edit Deal, Deal Success. */
export function DealsPage(props: DealsPageProps) {
  const { placement, current, expired, loading, failure, locations, editing, selection } = props;
  const [adding, setAdding] = useState(false);
  const titleId = placement === 'page' ? 'deals-title' : 'deals-tab-title';
  const empty = current !== null && expired !== null && current.length === 0 && expired.length === 0;
  // A restaurant may have hundreds of deals: the cards in view come first.
  const currentDrawn = useFirstFewFirst(current ?? NO_DEALS);
  const expiredDrawn = useFirstFewFirst(expired ?? NO_DEALS);

  const cards = (deals: readonly Deal[], isExpired: boolean) =>
    deals.map((deal) => (
      <DealCard
        key={deal.restaurantDealId}
        deal={deal}
        // While the locations load, a card says so rather than 'N/A'.
        location={locations.loading ? 'Loading...' : locations.labelOf(deal.foodDeals[0]?.restaurantAddressId)}
        expired={isExpired}
        highlighted={deal.restaurantDealId === props.viewedDealId}
        onSetActive={props.onSetActive}
        onEdit={props.onEdit}
        selection={
          isExpired
            ? undefined
            : {
                selected: selection.isSelected(String(deal.restaurantDealId)),
                onToggle: () => selection.toggle(String(deal.restaurantDealId)),
              }
        }
      />
    ));

  return (
    <Page titleId={titleId}>
      <PageHeader
        title={placement === 'page' ? 'Manage Your Deals' : "Restaurant's Deals"}
        titleId={titleId}
        level={placement === 'page' ? 1 : 2}
      >
        <IconButton icon="plus" variant="primary" label="Add Deal" onClick={() => setAdding(true)} />
      </PageHeader>
      {failure && !loading ? (
        <ReadFailureNotice failure={failure} />
      ) : current === null || expired === null ? (
        loading ? (
          <Loader />
        ) : null
      ) : empty ? (
        <p className="deals-empty">No Data Found</p>
      ) : (
        <>
          <section className="deals-group" aria-labelledby={`${titleId}-current`}>
            <h2 id={`${titleId}-current`} className="deals-group__title">
              Current Deals
            </h2>
            {current.length ? (
              <>
                <DealBulkActions selection={selection} onSetActive={props.onBulkSetActive} />
                <div className="deals-grid">{cards(currentDrawn, false)}</div>
              </>
            ) : (
              <p className="deals-empty">No Data Found</p>
            )}
          </section>
          <section className="deals-group" aria-labelledby={`${titleId}-expired`}>
            <h2 id={`${titleId}-expired`} className="deals-group__title">
              Expired Deals
            </h2>
            {expired.length ? <div className="deals-grid">{cards(expiredDrawn, true)}</div> : <p className="deals-empty">No Data Found</p>}
          </section>
        </>
      )}

      {adding ? (
        <DealDetailsDialog
          initialValues={props.draftValues ?? newDealValues()}
          locations={locations}
          ownRestaurant={placement === 'page'}
          onNext={(values) => props.onPickItems(values)}
          onClose={() => setAdding(false)}
        />
      ) : null}
      {editing === 'loading' ? (
        // Where the form will open, not below the cards.
        <FormDialog title="Edit Deal" onClose={props.onCloseEdit}>
          <Loader label="Loading deal..." />
        </FormDialog>
      ) : null}
      {editing && editing !== 'loading' ? (
        <DealDetailsDialog
          edit={{
            deal: editing,
            onDelete: props.onDelete,
            onSave: props.onSave,
            itemNames: editing.foodDeals.map((food) => food.foodItemName),
            wasActive: editing.isActive,
          }}
          initialValues={dealValuesOf(editing)}
          locations={locations}
          ownRestaurant={placement === 'page'}
          onNext={(values, base) => props.onPickItems(values, base ?? editing)}
          onClose={props.onCloseEdit}
        />
      ) : null}
      {props.createdDealId !== null ? (
        <ConfirmDialog
          // The toast says 'Deal created Successfully'; the popup says what it does not: when the deal runs, who was told.
          title="Deal Published"
          message={publishedNotice(props.createdDeal, placement === 'page')}
          confirmLabel="View Deal"
          cancelLabel="Dismiss"
          onCancel={props.onDismissCreated}
          onConfirm={() => {
            const id = props.createdDealId as number;
            props.onDismissCreated();
            props.onViewDeal(id);
          }}
        />
      ) : null}
    </Page>
  );
}
