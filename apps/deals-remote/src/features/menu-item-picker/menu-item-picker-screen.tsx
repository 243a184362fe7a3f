import { useMemo, useState } from 'react';
import { Form, Formik } from 'formik';
import type { Deal } from '@console/api-client';
import { dealMessages } from '@console/rules';
import { isAdminScope, restaurantScope } from '@console/remote-contract';
import { useNavigateToPage } from '@console/remote-domain';
import { roleOf, session, useSession } from '@console/session';
import { useEditVersion, VersionConflictPanel, type VersionConflictAnswer } from '@console/ui';
import { dealConflictFields, itemNamesOf } from '../../shared/deal-conflict';
import { clearDealDraft, readDealDraft, saveDealDraft, type DealDraft } from '../../shared/deal-draft';
import { dealValuesOf, type DealValues } from '../../shared/deal-values';
import { useDealLocations } from '../../shared/use-deal-locations';
import { DealSummaryDialog } from '../../shared/deal-summary-dialog';
import { useSaveDeal } from '../../shared/use-save-deal';
import { dealsPages, type DealsReturnState } from '../../paths';
import { FollowForm } from './follow-form';
import { InvalidDealLocation } from './invalid-deal-location';
import { groupByCategory } from './menu-item-groups';
import { MenuItemPickerPage } from './menu-item-picker-page';
import { useDealItems } from './use-deal-items';
import { usePickerLocation } from './use-picker-location';

/**
 * /dashboard/select-related-menu-items: picks the deal's items after the details popup (spec §4); Done
 * shows what will be published, and publishing there creates or updates the deal and goes back where
 * the flow started.
 */
export function MenuItemPickerScreen() {
  const [draft, setDraft] = useState(readDealDraft);
  const scope = restaurantScope(draft?.restaurantId);
  // An edit is saved from the version its popup read (kept in the draft); a 412 shows what changed here.
  const version = useEditVersion<Deal | null>(draft?.base ?? null);
  // Without a deal started there is nothing to offer: nothing is asked for (a bookmark by an
  // administrator would ask for an owner's lists).
  const started = Boolean(draft);
  const locations = useDealLocations(scope, { enabled: started });
  // The draft's location, not the navigation state's: the items offered are those Done saves with.
  const dealLocation = usePickerLocation(scope, draft?.values.restaurantAddressId, started);
  const items = useDealItems(scope, dealLocation.status === 'valid' ? dealLocation.addressId : 0, started);
  const saveDeal = useSaveDeal(scope);
  const navigateToPage = useNavigateToPage();
  const [selected, setSelected] = useState<number[]>(draft?.values.foodIds ?? []);
  const [tried, setTried] = useState(false);
  const [summary, setSummary] = useState(false);
  // The chosen items' names in the order the picker shows them.
  const role = roleOf(useSession().data);
  const chosenNames = useMemo(() => {
    const chosen = new Set(selected);
    return groupByCategory(items.items ?? [])
      .flatMap((group) => group.items)
      .filter((item) => chosen.has(item.foodId))
      .map((item) => item.foodItemName);
  }, [items.items, selected]);

  // No deal started (an edited or bookmarked URL), or an edit's draft without the deal it came from (kept by
  // an older release, so it cannot say which version it changes): no location to offer items of (spec §8).
  if (!draft || (draft.restaurantDealId !== undefined && !draft.base)) {
    // An owner starts deals on Manage Your Deals; an administrator on a restaurant's Deals tab, found from the list.
    const owner = role === 'restaurant';
    const back = () => {
      clearDealDraft();
      navigateToPage(owner ? dealsPages.deals : dealsPages.restaurants);
    };
    return (
      <InvalidDealLocation
        hint={
          owner
            ? 'No deal has been started here: add one from Manage Your Deals, its details come before its items.'
            : "No deal has been started here: open the restaurant's Deals tab and add one, its details come before its items."
        }
        backLabel={owner ? 'Back to Deals' : 'Back to Restaurants'}
        onBack={back}
      />
    );
  }

  if (dealLocation.status === 'invalid') {
    const back = () => {
      // Add Deal opens again with the rest of the details and the location to choose; an edit starts afresh.
      if (draft.restaurantDealId === undefined) saveDealDraft({ ...draft, values: { ...draft.values, restaurantAddressId: '' } });
      else clearDealDraft();
      navigateToPage(draft.returnTo);
    };
    return (
      <InvalidDealLocation
        hint="This deal's location is not one of the restaurant's locations: go back and choose one."
        backLabel="Back to Deals"
        onBack={back}
      />
    );
  }

  const choose = (foodIds: number[]) => {
    setSelected(foodIds);
    // Leaving now keeps the choice too (the draft lives for the session).
    saveDealDraft({ ...draft, values: { ...draft.values, foodIds } });
  };

  const values = { ...draft.values, foodIds: selected };

  /** Values the conflict panel chose (Keep mine, Use current values): the picker and the draft follow, on the deal now based on. */
  const follow = (next: DealValues) => {
    const base = version.base() ?? undefined;
    const followed: DealDraft = { ...draft, values: next, base, wasActive: base?.isActive ?? draft.wasActive };
    setDraft(followed);
    setSelected(next.foodIds);
    saveDealDraft(followed);
  };
  const onConflict = (answer: VersionConflictAnswer) => {
    setSummary(false);
    version.onConflict(answer);
  };
  const itemName = (foodId: number) =>
    items.items?.find((item) => item.foodId === foodId)?.foodItemName ?? itemNamesOf(draft.base, version.conflict?.current)(foodId);

  const publish = async () => {
    const base = version.base();
    const restaurantDealId = await saveDeal(values, base ? { base, onConflict } : undefined);
    if (restaurantDealId === null) return;
    clearDealDraft();
    const returnState: DealsReturnState = {};
    if (draft.restaurantDealId === undefined) {
      // Spec §3/§4: the created deal's id is remembered; the deals screen offers View Deal.
      session.setRestaurantDealId(restaurantDealId);
      returnState.createdDealId = restaurantDealId;
      returnState.createdDeal = { title: values.dealTitle.trim(), startDate: values.startDate };
    }
    navigateToPage(draft.returnTo, { state: returnState });
  };

  return (
    <>
      {draft.base ? (
        <Formik
          initialValues={values}
          enableReinitialize
          onSubmit={async (chosen) => {
            follow(chosen);
            setSummary(true);
          }}
        >
          <Form noValidate className="deal-picker-conflict">
            <VersionConflictPanel
              edit={version}
              fields={dealConflictFields(locations.labelOf, itemName)}
              toValues={(deal: Deal | null) => (deal ? dealValuesOf(deal) : values)}
            />
            <FollowForm values={values} onChange={follow} />
          </Form>
        </Formik>
      ) : null}
      <MenuItemPickerPage
        dealTitle={draft.values.dealTitle}
        items={dealLocation.status === 'valid' ? items.items : null}
        loading={items.loading || dealLocation.status === 'checking'}
        failure={items.failure}
        selected={selected}
        onSelectedChange={choose}
        error={tried && selected.length === 0 ? dealMessages.foodItemRequired : null}
        onDone={() => {
          setTried(true);
          if (selected.length > 0) setSummary(true);
        }}
        onCancel={() => navigateToPage(draft.returnTo)}
      />
      {summary ? (
        <DealSummaryDialog
          values={values}
          locationLabel={dealLocation.label}
          itemNames={chosenNames}
          update={draft.restaurantDealId === undefined ? undefined : { wasActive: draft.wasActive ?? values.isActive }}
          ownRestaurant={!isAdminScope(scope)}
          onPublish={publish}
          onBack={() => setSummary(false)}
        />
      ) : null}
    </>
  );
}
