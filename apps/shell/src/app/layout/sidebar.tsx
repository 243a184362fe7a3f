import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Link, matchPath, useLocation } from 'react-router';
import type { ConsoleRole } from '@console/session';
import { tooltipProps, VisuallyHidden } from '@console/ui';
import { findDashboardRoute } from '../routing/dashboard-routes';
import { sectionLinkFor, sidebarLinksFor } from '../routing/sidebar-links';
import { prefetchExposedModule } from '@console/remote-loader';
import { SidebarIcon } from './sidebar-icon';

const SIDEBAR_ID = 'shell-sidebar';

function prefetchFor(to: string) {
  const route = findDashboardRoute(to);
  if (route && route.domain !== 'shell') prefetchExposedModule(`${route.domain}/Domain`, to);
}

export interface SidebarProps {
  role: ConsoleRole;
  collapsed: boolean;
  onToggle: () => void;
  /** Open over the screen (a phone): Escape, a followed link and a press outside it close it. */
  overlay?: boolean;
  onCloseOverlay?: () => void;
}

/**
 * The role's links (spec §2). Collapsed, each link shows only its icon and keeps its label as
 * visually hidden text, so its accessible name never changes. The link of the current page's section
 * is marked (issue 22 §6): aria-current="page" on its own page, "true" on a page of its section.
 */
export function Sidebar({ role, collapsed, onToggle, overlay = false, onCloseOverlay }: SidebarProps) {
  const { pathname } = useLocation();
  const current = sectionLinkFor(role, pathname);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);

  // A press anywhere else on the screen closes it too, as a menu would.
  useEffect(() => {
    if (!overlay) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) onCloseOverlay?.();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [overlay, onCloseOverlay]);

  // Over the screen the sidebar is a passing menu: Escape closes it and gives focus back to its toggle.
  const onKeyDown = (event: KeyboardEvent) => {
    if (!overlay || event.key !== 'Escape') return;
    event.preventDefault();
    onCloseOverlay?.();
    toggleRef.current?.focus();
  };

  return (
    <nav ref={navRef} id={SIDEBAR_ID} className="shell-sidebar" aria-label="Main" onKeyDown={onKeyDown}>
      <button
        ref={toggleRef}
        type="button"
        className="shell-sidebar__toggle"
        aria-expanded={!collapsed}
        aria-controls={SIDEBAR_ID}
        onClick={onToggle}
        {...tooltipProps<HTMLButtonElement>('Toggle sidebar')}
      >
        <span aria-hidden="true">{collapsed ? '»' : '«'}</span>
        <VisuallyHidden>Toggle sidebar</VisuallyHidden>
      </button>
      <ul className="shell-sidebar__links">
        {sidebarLinksFor(role).map((link) => {
          const exact = link.to === current?.to && matchPath({ path: link.to, end: false }, pathname) !== null;
          const marked = link.to === current?.to;
          return (
            <li key={link.to}>
              <Link
                to={link.to}
                className={marked ? 'shell-sidebar__link active' : 'shell-sidebar__link'}
                aria-current={marked ? (exact ? 'page' : 'true') : undefined}
                onMouseEnter={() => prefetchFor(link.to)}
                onClick={() => onCloseOverlay?.()}
                {...(collapsed
                  ? tooltipProps<HTMLAnchorElement>(link.label, { onFocus: () => prefetchFor(link.to) })
                  : { onFocus: () => prefetchFor(link.to) })}
              >
                <SidebarIcon name={link.icon} />
                {collapsed ? <VisuallyHidden>{link.label}</VisuallyHidden> : <span className="shell-sidebar__label">{link.label}</span>}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
