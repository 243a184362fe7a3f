import type { ReactNode } from 'react';
import { displayNameOf } from '@console/rules';
import { roleOf, useSession } from '@console/session';
import { CommandPalette } from '../command-palette/command-palette';
import { ScreenErrorBoundary } from '../fallbacks/screen-error-boundary';
import { AboutButton } from './about-button';
import { LogoutButton } from './logout-button';
import { OfflineBanner } from './offline-banner';
import { Sidebar } from './sidebar';
import { CONTENT_ID, SkipLink } from './skip-link';
import { ThemeChooser } from './theme-chooser';
import { useSidebarCollapsed } from './use-sidebar-collapsed';

/** Sidebar and top bar around every dashboard screen (spec §2 "Dashboard shell"). */
export function DashboardLayout({ children }: { children: ReactNode }) {
  const { data } = useSession();
  const role = roleOf(data);
  const sidebar = useSidebarCollapsed();
  if (!role || !data) return null;

  const layoutClass = ['shell-layout', sidebar.collapsed && 'shell-layout--collapsed', sidebar.overlay && 'shell-layout--overlay'];
  return (
    <div className={layoutClass.filter(Boolean).join(' ')}>
      <SkipLink />
      <Sidebar
        role={role}
        collapsed={sidebar.collapsed}
        onToggle={sidebar.toggle}
        overlay={sidebar.overlay}
        onCloseOverlay={sidebar.closeOverlay}
      />
      <div className="shell-main">
        <header className="shell-topbar">
          <span className="shell-topbar__user">{displayNameOf(data)}</span>
          <ThemeChooser user={data} />
          <AboutButton />
          <LogoutButton />
        </header>
        <OfflineBanner />
        {/* A crashing screen replaces the content area only; the sidebar and top bar keep working. */}
        <main className="shell-content" id={CONTENT_ID} tabIndex={-1}>
          <ScreenErrorBoundary>{children}</ScreenErrorBoundary>
        </main>
      </div>
      <CommandPalette role={role} />
    </div>
  );
}
