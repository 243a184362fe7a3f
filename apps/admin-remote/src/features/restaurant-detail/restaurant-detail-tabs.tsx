import './restaurant-detail-tabs.css';
import { useRef, type KeyboardEvent } from 'react';
import type { ExposedModuleName } from '@console/remote-contract';
import { RemoteModule } from '@console/remote-loader';
import { MENU_TAB_ID } from '../../paths';

/** Spec §2 Restaurant detail: the tab ids are the spec's (including its spelling of 'loactions'). */
export const DETAIL_TABS = [
  { id: 'restaurant-loactions-tab', label: 'Restaurant Locations', remote: 'restaurant/RestaurantLocationsTab' },
  { id: MENU_TAB_ID, label: 'Restaurant Menu', remote: 'menu/RestaurantMenuTab' },
  { id: 'deal-tab', label: "Restaurant's Deals", remote: 'deals/RestaurantDealsTab' },
] as const satisfies ReadonlyArray<{ id: string; label: string; remote: ExposedModuleName }>;

export type DetailTabId = (typeof DETAIL_TABS)[number]['id'];

export const isDetailTabId = (value: unknown): value is DetailTabId => DETAIL_TABS.some((tab) => tab.id === value);

export interface RestaurantDetailTabsProps {
  restaurantId: number;
  active: DetailTabId;
  onSelect: (tab: DetailTabId) => void;
}

/** An accessible tablist (arrows, Home, End move between tabs); only the active tab's remote is mounted. */
export function RestaurantDetailTabs({ restaurantId, active, onSelect }: RestaurantDetailTabsProps) {
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const activeIndex = DETAIL_TABS.findIndex((tab) => tab.id === active);
  const activeTab = DETAIL_TABS[activeIndex];

  const onKeyDown = (event: KeyboardEvent) => {
    const last = DETAIL_TABS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (activeIndex + 1) % DETAIL_TABS.length
        : event.key === 'ArrowLeft'
          ? (activeIndex + last) % DETAIL_TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    onSelect(DETAIL_TABS[next].id);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className="admin-detail-tabs">
      <div role="tablist" aria-label="Restaurant details" className="admin-detail-tabs__list" onKeyDown={onKeyDown}>
        {DETAIL_TABS.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            id={tab.id}
            type="button"
            role="tab"
            aria-selected={tab.id === active}
            aria-controls={`${tab.id}-panel`}
            tabIndex={tab.id === active ? 0 : -1}
            className="admin-detail-tabs__tab"
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div id={`${activeTab.id}-panel`} role="tabpanel" aria-labelledby={activeTab.id} className="admin-detail-tabs__panel">
        {/* basename '/': the location is already relative to this domain's router. */}
        <RemoteModule key={activeTab.id} name={activeTab.remote} basename="/" extraProps={{ restaurantId }} />
      </div>
    </div>
  );
}
