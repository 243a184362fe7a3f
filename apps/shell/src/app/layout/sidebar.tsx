import { NavLink } from 'react-router';
import type { ConsoleRole } from '@console/session';
import { VisuallyHidden } from '@console/ui';
import { findDashboardRoute } from '../routing/dashboard-routes';
import { sidebarLinksFor } from '../routing/sidebar-links';
import { prefetchExposedModule } from '@console/remote-loader';
import { SidebarIcon } from './sidebar-icon';

const SIDEBAR_ID = 'shell-sidebar';

function prefetchFor(to: string) {
  const route = findDashboardRoute(to);
  if (route && route.domain !== 'shell') prefetchExposedModule(`${route.domain}/Domain`);
}

export interface SidebarProps {
  role: ConsoleRole;
  collapsed: boolean;
  onToggle: () => void;
}

/**
 * The role's links (spec §2). Collapsed, each link shows only its icon and keeps its label as
 * visually hidden text, so its accessible name never changes; NavLink sets aria-current="page".
 */
export function Sidebar({ role, collapsed, onToggle }: SidebarProps) {
  return (
    <nav id={SIDEBAR_ID} className="shell-sidebar" aria-label="Main">
      <button type="button" className="shell-sidebar__toggle" aria-expanded={!collapsed} aria-controls={SIDEBAR_ID} onClick={onToggle}>
        <span aria-hidden="true">{collapsed ? '»' : '«'}</span>
        <VisuallyHidden>Toggle sidebar</VisuallyHidden>
      </button>
      <ul className="shell-sidebar__links">
        {sidebarLinksFor(role).map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              className="shell-sidebar__link"
              title={collapsed ? link.label : undefined}
              onMouseEnter={() => prefetchFor(link.to)}
              onFocus={() => prefetchFor(link.to)}
            >
              <SidebarIcon to={link.to} />
              {collapsed ? <VisuallyHidden>{link.label}</VisuallyHidden> : <span className="shell-sidebar__label">{link.label}</span>}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
