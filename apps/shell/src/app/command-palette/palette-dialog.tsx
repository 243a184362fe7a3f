import './command-palette.css';
import { useRef, useState } from 'react';
import { Command } from 'cmdk';
import { useNavigate } from 'react-router';
import type { ConsoleRole } from '@console/session';
import { SEARCH_DELAY_MS, useDebouncedValue, useModalFocus } from '@console/ui';
import { PALETTE_CLASS, PALETTE_NAME } from './palette-names';
import { findsRestaurants, restaurantDetailPath, screensFor } from './palette-destinations';
import { useActiveDescendant } from './use-active-descendant';
import { useRestaurantSearch, type RestaurantSearch } from './use-restaurant-search';

export interface PaletteDialogProps {
  role: ConsoleRole;
  onClose: () => void;
}

/**
 * The palette itself, a modal `<dialog>` while rendered (the kit's useModalFocus: Escape closes it, Tab
 * stays inside, focus goes back to where it was). cmdk gives the combobox and its listbox (arrow keys,
 * Enter, the active option announced, the first one active after each keystroke or when restaurants
 * arrive under no screen); the palette filters itself, since restaurants come already found by the API.
 * cmdk's Ctrl+J/K/N/P moves are off: Ctrl+K is the palette's own shortcut, which closes it. A status
 * line says what the list holds as it changes; a live region says it once it has settled (typing paused,
 * restaurants found), so that a screen reader does not read a count out at every keystroke.
 */
export function PaletteDialog({ role, onClose }: PaletteDialogProps) {
  const navigate = useNavigate();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const searchesRestaurants = findsRestaurants(role);
  const screens = screensFor(role, text);
  const search = useRestaurantSearch(text, searchesRestaurants);
  const restaurants = search.state === 'found' ? search.restaurants : [];
  const status = statusOf(text, screens.length, searchesRestaurants ? search : null);
  const announced = useDebouncedValue(search.state === 'searching' ? '' : status, SEARCH_DELAY_MS);
  useModalFocus(dialogRef, { onEscape: onClose, initialFocus: () => inputRef.current });
  useActiveDescendant(dialogRef);

  const open = (to: string) => {
    onClose();
    void navigate(to);
  };

  return (
    <dialog ref={dialogRef} className={`ui-dialog ${PALETTE_CLASS}`} aria-label={PALETTE_NAME} aria-modal="true" tabIndex={-1}>
      <Command label={inputLabel(searchesRestaurants)} shouldFilter={false} loop vimBindings={false}>
        <Command.Input
          ref={inputRef}
          className="command-palette__input"
          value={text}
          onValueChange={setText}
          placeholder={searchesRestaurants ? 'Go to a screen or a restaurant…' : 'Go to a screen…'}
        />
        <Command.List className="command-palette__list" label="Results">
          {screens.length > 0 ? (
            <Command.Group heading="Screens" className="command-palette__group">
              {screens.map((screen) => (
                <Command.Item key={screen.to} value={screen.to} className="command-palette__item" onSelect={() => open(screen.to)}>
                  {screen.label}
                </Command.Item>
              ))}
            </Command.Group>
          ) : null}
          {restaurants.length > 0 ? (
            <Command.Group heading="Restaurants" className="command-palette__group">
              {restaurants.map(({ restaurant, emailAddress }) => (
                <Command.Item
                  key={restaurant.restaurantId}
                  value={restaurantValue(restaurant.restaurantId)}
                  className="command-palette__item"
                  onSelect={() => open(restaurantDetailPath(restaurant.restaurantId))}
                >
                  <span>{restaurant.restaurantName}</span>
                  {emailAddress ? <span className="command-palette__detail">{emailAddress}</span> : null}
                </Command.Item>
              ))}
            </Command.Group>
          ) : null}
        </Command.List>
      </Command>
      <p
        aria-hidden="true"
        className={search.state === 'failed' ? 'command-palette__status command-palette__status--failed' : 'command-palette__status'}
      >
        {status}
      </p>
      <p role="status" className="ui-visually-hidden">
        {announced}
      </p>
      <p className="command-palette__keys" aria-hidden="true">
        ↑↓ to move · Enter to open · Esc to close
      </p>
    </dialog>
  );
}

const restaurantValue = (restaurantId: number) => `restaurant:${restaurantId}`;

const inputLabel = (searchesRestaurants: boolean) => (searchesRestaurants ? "A screen's name or a restaurant's name" : "A screen's name");

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What the list holds, in words (loading, empty, failed): shown under it, and read out once settled. */
export function statusOf(text: string, screens: number, search: RestaurantSearch | null): string {
  const screensFound = count(screens, 'screen', 'screens');
  if (!search || search.state === 'idle') {
    return screens === 0 ? `No screen matches "${text.trim()}"` : screensFound;
  }
  if (search.state === 'searching') return `${screensFound}, searching restaurants…`;
  if (search.state === 'failed') return `${screensFound}. ${search.message}`;
  const shown = search.restaurants.length;
  if (screens === 0 && shown === 0) return `No screen or restaurant matches "${text.trim()}"`;
  const restaurantsFound =
    search.totalItems > shown ? `the first ${shown} of ${search.totalItems} restaurants` : count(shown, 'restaurant', 'restaurants');
  return `${screensFound}, ${restaurantsFound}`;
}
