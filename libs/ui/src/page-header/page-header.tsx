import '../ui.css';
import './page-header.css';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: string;
  /** The heading's id, for the page section's aria-labelledby. */
  titleId: string;
  /** Before the title, on its line: a back arrow. */
  leading?: ReactNode;
  /** Tools on the right: a search box, icon buttons. */
  children?: ReactNode;
  /** 2 for a screen shown inside another page (a tab of a detail page), which has the page's h1. */
  level?: 1 | 2;
}

/** A page's title row, with its tools beside it. */
export function PageHeader({ title, titleId, leading, children, level = 1 }: PageHeaderProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  const heading = (
    <Heading id={titleId} className="ui-page__title">
      {title}
    </Heading>
  );
  return (
    <div className="ui-page-header">
      {leading ? (
        <div className="ui-page-header__title-row">
          {leading}
          {heading}
        </div>
      ) : (
        heading
      )}
      {children ? <div className="ui-page-header__tools">{children}</div> : null}
    </div>
  );
}
