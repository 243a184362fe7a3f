import { matchPath } from 'react-router';
import { CONSOLE_MAP, screenPattern, type ConsoleScreen, type ScreenKey, type SidebarIconName } from '@console/remote-contract';
import type { ConsoleRole } from '@console/session';

export interface SidebarLink {
  key: ScreenKey;
  to: string;
  label: string;
  /** The entry's drawing (sidebar-icon.tsx). */
  icon: SidebarIconName;
}

const screens = Object.entries(CONSOLE_MAP) as Array<[ScreenKey, ConsoleScreen]>;
const opens = (screen: ConsoleScreen, role: ConsoleRole) => screen.roles !== 'public' && screen.roles.includes(role);

/** Spec §2 "Dashboard shell": the sidebar links of each role, in the spec's order (the console map's). */
export function sidebarLinksFor(role: ConsoleRole): SidebarLink[] {
  return screens.flatMap(([key, screen]) =>
    screen.entry && opens(screen, role)
      ? [{ key, to: screenPattern(key), label: screen.entry.label, icon: screen.entry.icon as SidebarIconName }]
      : [],
  );
}

/**
 * The sidebar link whose section holds `pathname`: its own page, or a page reached from its screen
 * whose `parents` name it (issue 22 §6), the first of them this role has.
 */
export function sectionLinkFor(role: ConsoleRole, pathname: string): SidebarLink | undefined {
  const links = sidebarLinksFor(role);
  const own = links.find((each) => matchPath({ path: each.to, end: false }, pathname));
  if (own) return own;
  const page = screens.find(([key, screen]) => screen.parents && matchPath({ path: screenPattern(key), end: true }, pathname));
  for (const parent of page?.[1].parents ?? []) {
    const link = links.find((each) => each.key === parent);
    if (link) return link;
  }
  return undefined;
}
