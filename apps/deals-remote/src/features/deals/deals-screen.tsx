import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import type { Deal } from '@console/api-client';
import { restaurantScope } from '@console/remote-contract';
import { useCurrentPagePath, useNavigateToPage } from '@console/remote-domain';
import { session } from '@console/session';
import { useRowSelection } from '@console/ui';
import { readDealDraft, saveDealDraft } from '../../shared/deal-draft';
import type { DealValues } from '../../shared/deal-values';
import { useDealLocations } from '../../shared/use-deal-locations';
import { useSaveDeal } from '../../shared/use-save-deal';
import { dealsPages, type DealsReturnState, type PickerState } from '../../paths';
import { DealsPage } from './deals-page';
import { useDealBulkStatus } from './use-deal-bulk-status';
import { useDealToEdit, useDeals } from './use-deals';

/**
 * /dashboard/deals for the owner, and the admin restaurant detail's Restaurant's Deals tab
 * (`restaurantId` given): one screen over the owner calls or their admin twins.
 */
export function DealsScreen({ restaurantId }: { restaurantId?: number }) {
  const scope = restaurantScope(restaurantId);
  const deals = useDeals(scope);
  const locations = useDealLocations(scope);
  const [editing, setEditing] = useState<{ id: number; openedAt: number } | null>(null);
  const editingId = editing?.id ?? null;
  const toEdit = useDealToEdit(scope, editingId, editing?.openedAt ?? 0);
  const saveDeal = useSaveDeal(scope);
  const navigateToPage = useNavigateToPage();
  const here = useCurrentPagePath();
  const returned = (useLocation().state ?? {}) as DealsReturnState;
  const [createdDealId, setCreatedDealId] = useState(returned.createdDealId ?? null);
  const createdDeal = returned.createdDeal ?? null;
  const [viewedDealId, setViewedDealId] = useState<number | null>(null);
  const currentDeals = deals.current;
  const currentIds = useMemo(() => currentDeals?.map((deal) => String(deal.restaurantDealId)) ?? [], [currentDeals]);
  // The current deals come whole (spec §7): all of them are the page; another restaurant's tab starts afresh.
  const selection = useRowSelection({ pageIds: currentIds, total: currentIds.length, resetKey: String(restaurantId ?? '') });
  const bulkStatus = useDealBulkStatus(scope);

  // Details typed for a new deal of this restaurant and not yet finished come back (spec: kept for the session).
  const draft = readDealDraft();
  const draftValues = draft && draft.restaurantDealId === undefined && draft.restaurantId === restaurantId ? draft.values : null;

  const pickItems = (values: DealValues, deal?: Deal) => {
    const restaurantDealId = deal?.restaurantDealId;
    saveDealDraft({ values, restaurantId, restaurantDealId, wasActive: deal?.isActive, base: deal, returnTo: here });
    const state: PickerState = { restaurantAddressId: Number(values.restaurantAddressId), isEdit: restaurantDealId !== undefined };
    navigateToPage(dealsPages.selectRelatedMenuItems, { state });
  };

  return (
    <DealsPage
      placement={restaurantId === undefined ? 'page' : 'tab'}
      current={deals.current}
      expired={deals.expired}
      loading={deals.loading}
      failure={deals.failure}
      locations={locations}
      draftValues={draftValues}
      editing={editingId === null ? null : (toEdit.deal ?? (toEdit.failed ? null : 'loading'))}
      // Edit again on a deal whose details failed to load tries again (the id alone would not change).
      onEdit={(deal) =>
        deal.restaurantDealId === editingId && toEdit.failed
          ? toEdit.retry()
          : setEditing({ id: deal.restaurantDealId, openedAt: Date.now() })
      }
      onCloseEdit={() => setEditing(null)}
      onSetActive={deals.setActive}
      onDelete={deals.remove}
      onSave={async (values, update) => (await saveDeal(values, update)) !== null}
      onPickItems={pickItems}
      createdDealId={createdDealId}
      createdDeal={createdDeal}
      onDismissCreated={() => {
        setCreatedDealId(null);
        // The popup is not shown again on reload or Back.
        navigateToPage(here, { replace: true, state: null });
      }}
      selection={selection}
      onBulkSetActive={(isActive) => bulkStatus(selection.bulkSelection(), isActive)}
      viewedDealId={viewedDealId}
      onViewDeal={() => setViewedDealId(session.get().restaurantDealId)}
    />
  );
}
