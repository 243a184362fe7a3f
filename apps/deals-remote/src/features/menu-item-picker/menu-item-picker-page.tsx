import './menu-item-picker.css';
import { useMemo, useState } from 'react';
import type { FoodItem } from '@console/api-client';
import {
  Button,
  Icon,
  LOCAL_SEARCH_DELAY_MS,
  Loader,
  Page,
  PageHeader,
  ReadFailureNotice,
  SearchInput,
  useSearchKeywords,
  type ReadFailure,
} from '@console/ui';
import { groupByCategory, matchingItems, type MenuItemGroup } from './menu-item-groups';

/** Above this many items the groups start closed, so a large menu draws only what is opened or found. */
const OPEN_ALL_UP_TO = 200;

export interface MenuItemPickerPageProps {
  /** The deal's title, to say what the items are picked for. */
  dealTitle: string;
  items: FoodItem[] | null;
  loading: boolean;
  /** The menu items could not be loaded: said in place of the groups. */
  failure?: ReadFailure;
  selected: number[];
  onSelectedChange: (foodIds: number[]) => void;
  /** The §5 message once Done was pressed with nothing selected. */
  error: string | null;
  /** Done: the summary of what will be published comes next (the caller's confirmation step). */
  onDone: () => void;
  onCancel: () => void;
}

/** Spec §2 /dashboard/select-related-menu-items: the items grouped by category, search, select all, count. */
export function MenuItemPickerPage({
  dealTitle,
  items,
  loading,
  failure,
  selected,
  onSelectedChange,
  error,
  onDone,
  onCancel,
}: MenuItemPickerPageProps) {
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState<string[]>([]);
  const keywords = useSearchKeywords(search, LOCAL_SEARCH_DELAY_MS);
  const chosen = useMemo(() => new Set(selected), [selected]);
  const groups = useMemo(() => groupByCategory(matchingItems(items ?? [], keywords)), [items, keywords]);
  const openAll = Boolean(keywords) || (items?.length ?? 0) <= OPEN_ALL_UP_TO;

  const setGroup = (group: MenuItemGroup, on: boolean) => {
    const ids = group.items.map((item) => item.foodId);
    onSelectedChange(on ? [...new Set([...selected, ...ids])] : selected.filter((id) => !ids.includes(id)));
  };
  const toggleItem = (foodId: number) =>
    onSelectedChange(chosen.has(foodId) ? selected.filter((id) => id !== foodId) : [...selected, foodId]);

  return (
    <Page titleId="picker-title">
      <PageHeader title="Select Related Menu Items" titleId="picker-title">
        <SearchInput label="Search menu items" value={search} onChange={setSearch} />
      </PageHeader>
      <p className="picker-summary">
        For <strong>{dealTitle}</strong>
      </p>
      {failure && !loading ? (
        <ReadFailureNotice failure={failure} />
      ) : items === null ? (
        loading ? (
          <Loader />
        ) : null
      ) : groups.length === 0 ? (
        <p className="picker-empty">No Data Found</p>
      ) : (
        <div className="picker-groups">
          {groups.map((group) => {
            const inGroup = group.items.filter((item) => chosen.has(item.foodId)).length;
            const open = openAll || opened.includes(group.name);
            const bodyId = `picker-${group.name.replace(/\W+/g, '-')}`;
            return (
              <section key={group.name} className="picker-group" aria-labelledby={`${bodyId}-toggle`}>
                <h2 className="picker-group__heading">
                  <button
                    id={`${bodyId}-toggle`}
                    type="button"
                    className="picker-group__toggle"
                    aria-expanded={open}
                    aria-controls={bodyId}
                    disabled={openAll}
                    onClick={() =>
                      setOpened((current) =>
                        current.includes(group.name) ? current.filter((name) => name !== group.name) : [...current, group.name],
                      )
                    }
                  >
                    <span className={open ? 'picker-group__chevron picker-group__chevron--open' : 'picker-group__chevron'}>
                      <Icon name="chevron" size={16} />
                    </span>
                    {group.name}
                    <span className="picker-group__count">
                      {inGroup}/{group.items.length}
                    </span>
                  </button>
                  <label className="picker-group__all">
                    <input
                      type="checkbox"
                      checked={inGroup === group.items.length}
                      ref={(box) => {
                        if (box) box.indeterminate = inGroup > 0 && inGroup < group.items.length;
                      }}
                      onChange={(event) => setGroup(group, event.target.checked)}
                    />
                    Select all in {group.name}
                  </label>
                </h2>
                {open ? (
                  <ul id={bodyId} className="picker-items" aria-label={`${group.name} items`}>
                    {group.items.map((item) => (
                      <li key={item.foodId}>
                        <label className="picker-item">
                          <input type="checkbox" checked={chosen.has(item.foodId)} onChange={() => toggleItem(item.foodId)} />
                          {item.foodItemName}
                        </label>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </section>
            );
          })}
        </div>
      )}
      {/* Sticky at the bottom of the window: Done is in reach however long the menu is, at any screen size. */}
      <div className="picker-footer" role="group" aria-label="Selection">
        <div className="picker-footer__status">
          <span aria-live="polite">{selected.length} items selected</span>
          {error ? (
            <div role="alert" className="picker-error">
              <p className="ui-field__error">{error}</p>
              <p className="picker-error__hint">Select at least one menu item to include in this deal.</p>
            </div>
          ) : null}
        </div>
        <div className="picker-actions">
          <Button onClick={onCancel}>Cancel</Button>
          {/* Until the menu has loaded, the summary could not name the chosen items. */}
          <Button variant="primary" onClick={onDone} disabled={items === null}>
            Done
          </Button>
        </div>
      </div>
    </Page>
  );
}
