import './pagination.css';
import ReactPaginate from 'react-paginate';

export interface PaginationProps {
  totalItems: number;
  pageSize: number;
  /** 1-based current page. */
  page: number;
  /** Receives the chosen 1-based page. */
  onPageChange: (page: number) => void;
}

/** Spec §9: previous/next arrows, 2 margin pages, 5 visible pages, shown only when the items exceed one page. */
export function Pagination({ totalItems, pageSize, page, onPageChange }: PaginationProps) {
  if (totalItems <= pageSize) return null;
  const pageCount = Math.ceil(totalItems / pageSize);
  return (
    // react-paginate's list is itself the 'Pagination' navigation landmark.
    <div className="ui-pagination">
      <ReactPaginate
        pageCount={pageCount}
        forcePage={Math.min(Math.max(page, 1), pageCount) - 1}
        onPageChange={({ selected }) => onPageChange(selected + 1)}
        marginPagesDisplayed={2}
        pageRangeDisplayed={5}
        previousLabel="‹"
        nextLabel="›"
        previousAriaLabel="Previous page"
        nextAriaLabel="Next page"
        breakLabel="…"
        ariaLabelBuilder={(pageNumber, selected) => (selected ? `Page ${pageNumber}, current page` : `Page ${pageNumber}`)}
        containerClassName="ui-pagination__list"
        pageLinkClassName="ui-pagination__link"
        previousLinkClassName="ui-pagination__link"
        nextLinkClassName="ui-pagination__link"
        breakLinkClassName="ui-pagination__link"
        activeLinkClassName="ui-pagination__link--active"
        disabledClassName="ui-pagination__item--disabled"
      />
    </div>
  );
}
