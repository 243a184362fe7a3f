import '../ui.css';
import type { ReactNode } from 'react';

export interface PageProps {
  /** The id of the page's heading (PageHeader's titleId): the section is named by it. */
  titleId: string;
  children: ReactNode;
}

/** A screen's outer section, named by its heading and padded like every other screen. */
export function Page({ titleId, children }: PageProps) {
  return (
    <section className="ui-page" aria-labelledby={titleId}>
      {children}
    </section>
  );
}
