import type { SidebarIconName } from '@console/remote-contract';

/** One stroke drawing (24×24 grid) per console map sidebar entry: a missing or unknown name fails to compile. */
const DRAWINGS: Record<SidebarIconName, string> = {
  admins: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z M4 21a8 8 0 0 1 16 0',
  restaurantCategories: 'M3 12V4h8l10 10-8 8z M7.5 8.5h.01',
  foodTags: 'M4 6h8 M4 12h6 M4 18h8 M15 5l5 5-5 5-3-3V8z',
  restaurants: 'M3 10l2-6h14l2 6z M5 10v10h14V10 M10 20v-5h4v5',
  restaurantMerger: 'M6 3v5a6 6 0 0 0 6 6v7 M18 3v5a6 6 0 0 1-6 6',
  manageItems: 'M5 21V4 M5 4h12l-2.5 4 2.5 4H5',
  notifications: 'M6 16v-5a6 6 0 0 1 12 0v5l2 2H4z M10 20a2 2 0 0 0 4 0',
  activity: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z M12 7v5l3 2',
  importCsv: 'M12 16V4 M7 9l5-5 5 5 M4 20h16',
  releases: 'M6 3v12 M6 15a3 3 0 1 0 0 6 3 3 0 0 0 0-6z M18 9a3 3 0 1 0 0-6 3 3 0 0 0 0 6z M18 9a9 9 0 0 1-9 9',
  restaurantLocations: 'M12 21s-7-6.5-7-12a7 7 0 0 1 14 0c0 5.5-7 12-7 12z M12 11.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  menu: 'M9 6h11 M9 12h11 M9 18h11 M4.5 6h.01 M4.5 12h.01 M4.5 18h.01',
  deals: 'M5 19L19 5 M7 9a2 2 0 1 0 0-4 2 2 0 0 0 0 4z M17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  reports: 'M4 20h16 M7 20v-7 M12 20V5 M17 20v-10',
};

/** The compact visual of a sidebar link; decorative, the link's text stays its accessible name. */
export function SidebarIcon({ name }: { name: SidebarIconName }) {
  return (
    <svg className="shell-sidebar__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={DRAWINGS[name]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
