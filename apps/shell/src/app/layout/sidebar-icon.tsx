/** The compact visual of a sidebar link (its console map entry's drawing); decorative, the link's text stays its accessible name. */
export function SidebarIcon({ drawing }: { drawing: string }) {
  return (
    <svg className="shell-sidebar__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={drawing} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
