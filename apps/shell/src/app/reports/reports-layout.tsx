import { useId } from 'react';
import { Outlet } from 'react-router';

/**
 * Spec §2 gives the report area "own layout". Read here as a nested layout inside the dashboard shell
 * (sidebar and top bar stay): a section headed 'Reports' whose content area shows the list or one report.
 */
export function ReportsLayout() {
  const titleId = useId();
  return (
    <section className="shell-reports" aria-labelledby={titleId}>
      <header className="shell-reports__header">
        <h1 id={titleId} className="shell-reports__title">
          Reports
        </h1>
      </header>
      <div className="shell-reports__content">
        <Outlet />
      </div>
    </section>
  );
}
