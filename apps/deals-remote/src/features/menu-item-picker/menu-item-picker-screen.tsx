import { useState } from 'react';
import { Link } from 'react-router';
import { dealMessages } from '@console/rules';
import { restaurantScope } from '@console/remote-contract';
import { useNavigateToPage } from '@console/remote-domain';
import { session } from '@console/session';
import { clearDealDraft, readDealDraft, saveDealDraft } from '../../shared/deal-draft';
import { dealsPaths, type DealsReturnState } from '../../paths';
import { InvalidDealLocation } from './invalid-deal-location';
import { MenuItemPickerPage } from './menu-item-picker-page';
import { useDealItems, useSaveDeal } from './use-deal-items';
import { usePickerLocation } from './use-picker-location';

/**
 * /dashboard/select-related-menu-items: picks the deal's items after the details popup (spec §4), then
 * Done creates or updates the deal and goes back where the flow started.
 */
export function MenuItemPickerScreen() {
  const [draft] = useState(readDealDraft);
  const scope = restaurantScope(draft?.restaurantId);
  // The draft's location, not the navigation state's: the items offered are those Done saves with.
  const dealLocation = usePickerLocation(scope, draft?.values.restaurantAddressId);
  const items = useDealItems(scope, dealLocation.status === 'valid' ? dealLocation.addressId : 0);
  const saveDeal = useSaveDeal(scope);
  const navigateToPage = useNavigateToPage();
  const [selected, setSelected] = useState<number[]>(draft?.values.foodIds ?? []);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);

  if (!draft) {
    return (
      <div className="ui-page">
        <h1 className="ui-page__title">Select Related Menu Items</h1>
        <p>
          Start a deal from <Link to={`/${dealsPaths.deals}`}>Manage Your Deals</Link> first: its details come before its items.
        </p>
      </div>
    );
  }

  if (dealLocation.status === 'invalid') {
    const back = () => {
      // Add Deal opens again with the rest of the details and the location to choose; an edit starts afresh.
      if (draft.restaurantDealId === undefined) saveDealDraft({ ...draft, values: { ...draft.values, restaurantAddressId: '' } });
      else clearDealDraft();
      navigateToPage(draft.returnTo);
    };
    return <InvalidDealLocation onBack={back} />;
  }

  const choose = (foodIds: number[]) => {
    setSelected(foodIds);
    // Leaving now keeps the choice too (the draft lives for the session).
    saveDealDraft({ ...draft, values: { ...draft.values, foodIds } });
  };

  const done = async () => {
    setTried(true);
    if (selected.length === 0) return;
    setSaving(true);
    const restaurantDealId = await saveDeal({ ...draft.values, foodIds: selected }, draft.restaurantDealId);
    setSaving(false);
    if (restaurantDealId === null) return;
    clearDealDraft();
    const returnState: DealsReturnState = {};
    if (draft.restaurantDealId === undefined) {
      // Spec §3/§4: the created deal's id is remembered; the deals screen offers View Deal.
      session.setRestaurantDealId(restaurantDealId);
      returnState.createdDealId = restaurantDealId;
      returnState.createdDealStartDate = draft.values.startDate;
    }
    navigateToPage(draft.returnTo, { state: returnState });
  };

  return (
    <MenuItemPickerPage
      dealTitle={draft.values.dealTitle}
      items={dealLocation.status === 'valid' ? items.items : null}
      loading={items.loading || dealLocation.status === 'checking'}
      selected={selected}
      onSelectedChange={choose}
      error={tried && selected.length === 0 ? dealMessages.foodItemRequired : null}
      saving={saving}
      onDone={() => void done()}
      onCancel={() => navigateToPage(draft.returnTo)}
    />
  );
}
