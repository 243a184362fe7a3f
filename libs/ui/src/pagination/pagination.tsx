import '../ui.css';
import './pagination.css';
import { tooltipProps } from '../tooltip/tooltip-props';

export interface PaginationProps {
  totalItems: number;
  pageSize: number;
  /** 1-based current page. */
  page: number;
  /** Receives the chosen 1-based page. */
  onPageChange: (page: number) => void;
}

const MARGIN_PAGES = 2;
const VISIBLE_PAGES = 5;

/**
 * The pages to show, 1-based, with 'gap' where pages are left out: the first and last MARGIN_PAGES and
 * VISIBLE_PAGES around the current one; a gap of a single page shows that page instead.
 */
function visiblePages(page: number, pageCount: number): (number | 'gap')[] {
  const start = Math.max(1, Math.min(page - Math.floor(VISIBLE_PAGES / 2), pageCount - VISIBLE_PAGES + 1));
  const shown = (candidate: number) =>
    candidate <= MARGIN_PAGES || candidate > pageCount - MARGIN_PAGES || (candidate >= start && candidate < start + VISIBLE_PAGES);
  const pages: (number | 'gap')[] = [];
  for (let candidate = 1; candidate <= pageCount; candidate++) {
    const lonelyGap = shown(candidate - 1) && shown(candidate + 1) && candidate > 1 && candidate < pageCount;
    if (shown(candidate) || lonelyGap) pages.push(candidate);
    else if (pages[pages.length - 1] !== 'gap') pages.push('gap');
  }
  return pages;
}

/**
 * Spec §9: previous/next arrows, 2 margin pages, 5 visible pages, shown only when the items exceed one page.
 * The kit's own markup rather than react-paginate's, whose `<ul role="navigation">` leaves its items
 * outside any list as assistive technology sees it (axe `listitem`).
 */
export function Pagination({ totalItems, pageSize, page, onPageChange }: PaginationProps) {
  if (totalItems <= pageSize) return null;
  const pageCount = Math.ceil(totalItems / pageSize);
  const current = Math.min(Math.max(page, 1), pageCount);
  const go = (target: number) => {
    if (target !== current) onPageChange(target);
  };
  return (
    <nav className="ui-pagination" aria-label="Pagination">
      <ul className="ui-pagination__list">
        <li>
          <button
            type="button"
            className="ui-pagination__link"
            aria-label="Previous page"
            disabled={current === 1}
            onClick={() => go(current - 1)}
            {...tooltipProps<HTMLButtonElement>('Previous page')}
          >
            ‹
          </button>
        </li>
        {visiblePages(current, pageCount).map((entry, index) =>
          entry === 'gap' ? (
            // Not announced: the page numbers either side already say pages are left out.
            <li key={`gap-${index}`} className="ui-pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry}>
              <button
                type="button"
                className={entry === current ? 'ui-pagination__link ui-pagination__link--active' : 'ui-pagination__link'}
                aria-label={entry === current ? `Page ${entry}, current page` : `Page ${entry}`}
                aria-current={entry === current ? 'page' : undefined}
                onClick={() => go(entry)}
              >
                {entry}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className="ui-pagination__link"
            aria-label="Next page"
            disabled={current === pageCount}
            onClick={() => go(current + 1)}
            {...tooltipProps<HTMLButtonElement>('Next page')}
          >
            ›
          </button>
        </li>
      </ul>
    </nav>
  );
}
