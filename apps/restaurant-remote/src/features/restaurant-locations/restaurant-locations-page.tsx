import './restaurant-locations.css';
import { useEffect, useState } from 'react';
import type { Address, Image, RestaurantDetailsResponse } from '@console/api-client';
import {
  Button,
  ConfirmDialog,
  ExportButton,
  IconButton,
  Loader,
  Page,
  PageHeader,
  Pagination,
  SearchInput,
  type ExportButtonProps,
  type ListViewProps,
  type SelectOption,
  type VersionedSave,
} from '@console/ui';
import { ChangePasswordDialog } from './change-password-dialog';
import { locationDeletionMessage, restaurantDeletionMessage } from './deletion-words';
import type { ChangePasswordValues } from './change-password-schema';
import { LocationDialog } from './location-dialog';
import type { LocationValues } from './location-schema';
import { LocationTable } from './location-table';
import { RestaurantInfoPanel } from './restaurant-info-panel';
import { RestaurantProfileDialog } from './restaurant-profile-dialog';
import type { RestaurantProfileValues } from './restaurant-profile-schema';
import { LOCATION_PAGE_SIZE } from './restaurant-locations-first-reads';

/** The location a delete confirmation names: its street and city, as the table shows them. */
export const locationName = (address: Pick<Address, 'streetAddress' | 'city'>) =>
  address.city ? `${address.streetAddress}, ${address.city}` : address.streetAddress;

export interface RestaurantLocationsPageProps extends Pick<
  ListViewProps<Address>,
  'loading' | 'failure' | 'search' | 'onSearchChange' | 'page' | 'onPageChange'
> {
  /** 'tab' inside the admin restaurant detail (which has the page's heading). */
  placement: 'page' | 'tab';
  account: {
    details: RestaurantDetailsResponse | null;
    loading: boolean;
    failed: boolean;
    retry: () => void;
  };
  categories: { options: SelectOption[]; loading: boolean };
  /** Null until the first successful load. */
  list: { addresses: Address[]; totalItems: number } | null;
  /** Saves a new location, or changes `save.base` from its version (refusals go to `save`'s handlers). */
  onSaveLocation: (values: LocationValues, save: VersionedSave<Address | null>) => Promise<boolean>;
  onDeleteLocation: (address: Address) => Promise<void>;
  onSaveProfile: (values: RestaurantProfileValues, save: VersionedSave<RestaurantDetailsResponse>) => Promise<boolean>;
  /** Deletes a saved image from the version of what holds it (the profile, or its location). */
  onRemoveImage: (image: Image, version: number) => Promise<boolean>;
  /** The owner's own account; absent in the admin detail. */
  ownAccount?: {
    changePassword: (values: ChangePasswordValues) => Promise<boolean>;
    /** Deletes the restaurant as `version` of its profile showed it. */
    deleteRestaurant: (version: number) => Promise<boolean>;
  };
  /** Opens the restaurant's History (issue 24); absent in the admin detail, which has its own. */
  onShowHistory?: () => void;
  /** Export CSV of every location the search selects (not shown by the spec). */
  exportCsv: ExportButtonProps;
}

type Popup =
  | { kind: 'location'; address: Address | null }
  | { kind: 'delete-location'; address: Address }
  | { kind: 'profile' }
  | { kind: 'password' }
  /** The profile's version when the confirmation opened: what the person saw is what is deleted. */
  | { kind: 'delete-restaurant'; version: number }
  | null;

/** Spec §2 Restaurant Locations: the info panel, the searchable locations table and their popups. */
export function RestaurantLocationsPage(props: RestaurantLocationsPageProps) {
  const { placement, account, list, loading, failure, page, onPageChange, ownAccount } = props;
  const [popup, setPopup] = useState<Popup>(null);
  const close = () => setPopup(null);
  const titleId = placement === 'page' ? 'restaurant-locations-title' : 'restaurant-locations-tab-title';

  // Deleting the last location of the last page leaves that page empty: show the one before.
  const lastPage = list ? Math.max(1, Math.ceil(list.totalItems / LOCATION_PAGE_SIZE)) : 1;
  useEffect(() => {
    if (list && !loading && page > lastPage) onPageChange(lastPage);
  }, [list, loading, page, lastPage, onPageChange]);

  return (
    <Page titleId={titleId}>
      <PageHeader title="Restaurant Locations" titleId={titleId} level={placement === 'page' ? 1 : 2}>
        <SearchInput label="Search locations" value={props.search} onChange={props.onSearchChange} />
        <ExportButton {...props.exportCsv} />
        <IconButton
          icon="plus"
          variant="primary"
          label="Add Restaurant Location"
          onClick={() => setPopup({ kind: 'location', address: null })}
        />
        {props.onShowHistory ? <Button onClick={props.onShowHistory}>History</Button> : null}
      </PageHeader>
      <RestaurantInfoPanel
        details={account.details}
        loading={account.loading}
        failed={account.failed}
        onRetry={account.retry}
        onEditProfile={() => setPopup({ kind: 'profile' })}
        onChangePassword={ownAccount ? () => setPopup({ kind: 'password' }) : undefined}
        onDeleteRestaurant={
          ownAccount
            ? () => {
                if (!account.details) return;
                setPopup({ kind: 'delete-restaurant', version: account.details.restaurant.version });
                // Read again: the warning's counts move with the menu and the deals, changed on other screens.
                account.retry();
              }
            : undefined
        }
      />
      {list || failure ? (
        <>
          <LocationTable
            addresses={list?.addresses ?? []}
            loading={loading}
            failure={failure}
            onEdit={(address) => setPopup({ kind: 'location', address })}
            onDelete={(address) => setPopup({ kind: 'delete-location', address })}
          />
          {list && !failure ? (
            <Pagination totalItems={list.totalItems} pageSize={LOCATION_PAGE_SIZE} page={page} onPageChange={onPageChange} />
          ) : null}
        </>
      ) : loading ? (
        <Loader />
      ) : null}

      {popup?.kind === 'location' ? (
        <LocationDialog address={popup.address} onSubmit={props.onSaveLocation} onRemoveImage={props.onRemoveImage} onClose={close} />
      ) : null}
      {popup?.kind === 'delete-location' ? (
        <ConfirmDialog
          title="Delete Location"
          message={
            <>
              <p className="restaurant-locations__confirm-subject">{locationName(popup.address)}</p>
              <p>{locationDeletionMessage(popup.address)}</p>
            </>
          }
          confirmLabel="Yes, Delete!"
          cancelLabel="Cancel"
          destructive
          onCancel={close}
          // Spec §4: a delete popup closes whatever the outcome.
          onConfirm={() => props.onDeleteLocation(popup.address).finally(close)}
        />
      ) : null}
      {popup?.kind === 'profile' && account.details ? (
        <RestaurantProfileDialog
          details={account.details}
          categories={props.categories}
          onSubmit={props.onSaveProfile}
          onRemoveImage={props.onRemoveImage}
          onClose={close}
        />
      ) : null}
      {popup?.kind === 'password' && ownAccount ? <ChangePasswordDialog onSubmit={ownAccount.changePassword} onClose={close} /> : null}
      {popup?.kind === 'delete-restaurant' && ownAccount && account.details ? (
        <ConfirmDialog
          title="Delete Restaurant Profile"
          message={restaurantDeletionMessage(account.details.contents)}
          confirmLabel="Yes, Delete!"
          cancelLabel="Cancel"
          // What cannot be undone asks for the restaurant's name, so a slip of the mouse deletes nothing.
          typeToConfirm={account.details.restaurant.restaurantName}
          typeToConfirmLabel={`Type the restaurant's name, ${account.details.restaurant.restaurantName}, to confirm`}
          destructive
          onCancel={close}
          onConfirm={() => ownAccount.deleteRestaurant(popup.version).finally(close)}
        />
      ) : null}
    </Page>
  );
}
