import '../ui.css';
import type { ReactNode } from 'react';
import { Page } from '../page/page';

export interface PlaceholderPageProps {
  title: string;
  children?: ReactNode;
}

/** A titled page whose content a later issue fills; the title is the spec's. */
export function PlaceholderPage({ title, children }: PlaceholderPageProps) {
  return (
    <Page titleId="page-title">
      <h1 id="page-title" className="ui-page__title">
        {title}
      </h1>
      {children}
    </Page>
  );
}
