import { useState, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { roleOf, session, useSession } from '@console/session';
import { findDashboardRoute } from '../routing/dashboard-routes';
import { sidebarLinksFor } from '../routing/sidebar-links';
import { prefetchDomain } from '../remote-loader/remote-loader';

const COLLAPSED_KEY = 'shell.sidebarCollapsed';

function prefetchFor(to: string) {
  const route = findDashboardRoute(to);
  if (route && route.domain !== 'shell') prefetchDomain(route.domain);
}

/** Sidebar and top bar around every dashboard screen (spec §2 "Dashboard shell"). */
export function DashboardLayout({ children }: { children: ReactNode }) {
  const { data } = useSession();
  const role = roleOf(data);
  const [collapsed, setCollapsed] = useState(() => sessionStorage.getItem(COLLAPSED_KEY) === 'true');
  if (!role || !data) return null;

  const toggle = () => {
    setCollapsed(!collapsed);
    sessionStorage.setItem(COLLAPSED_KEY, String(!collapsed));
  };

  return (
    <div className={`shell-layout${collapsed ? ' shell-layout--collapsed' : ''}`}>
      <nav className="shell-sidebar" aria-label="Main">
        <button type="button" className="shell-sidebar__toggle" aria-expanded={!collapsed} aria-controls="shell-sidebar-links" onClick={toggle}>
          <span aria-hidden="true">{collapsed ? '»' : '«'}</span>
          <span className="ui-visually-hidden">{collapsed ? 'Expand sidebar' : 'Collapse sidebar'}</span>
        </button>
        <ul id="shell-sidebar-links" className="shell-sidebar__links">
          {sidebarLinksFor(role).map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className="shell-sidebar__link" onMouseEnter={() => prefetchFor(link.to)} onFocus={() => prefetchFor(link.to)} title={collapsed ? link.label : undefined}>
                <span className="shell-sidebar__label">{link.label}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="shell-main">
        <header className="shell-topbar">
          <span className="shell-topbar__user">{data.fullName ?? `${data.firstName} ${data.lastName}`}</span>
          <button type="button" className="ui-button" onClick={() => session.logout()}>
            Logout
          </button>
        </header>
        <main className="shell-content">{children}</main>
      </div>
    </div>
  );
}
