import './page-header.css';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: string;
  /** The heading's id, for the page section's aria-labelledby. */
  titleId: string;
  /** Tools on the right: a search box, icon buttons. */
  children?: ReactNode;
}

/** A page's title row, with its tools beside it. */
export function PageHeader({ title, titleId, children }: PageHeaderProps) {
  return (
    <div className="ui-page-header">
      <h1 id={titleId} className="ui-page__title">
        {title}
      </h1>
      {children ? <div className="ui-page-header__tools">{children}</div> : null}
    </div>
  );
}
