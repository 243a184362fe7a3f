import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination } from './pagination';

describe('Pagination', () => {
  it('is not rendered when the items fit in one page', () => {
    render(<Pagination totalItems={10} pageSize={10} page={1} onPageChange={() => undefined} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows labelled arrows and pages, and reports the chosen 1-based page', async () => {
    const user = userEvent.setup();
    const onPageChange = jest.fn();
    render(<Pagination totalItems={11} pageSize={10} page={1} onPageChange={onPageChange} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 1, current page' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
  });

  it('shows 2 margin pages and 5 around the current one', () => {
    render(<Pagination totalItems={200} pageSize={10} page={10} onPageChange={() => undefined} />);
    const pages = screen.getAllByRole('button', { name: /^Page \d+/ }).map((b) => b.textContent);
    expect(pages).toEqual(['1', '2', '8', '9', '10', '11', '12', '19', '20']);
  });

  it('is a navigation landmark holding a list of its pages, as assistive technology sees it', () => {
    render(<Pagination totalItems={200} pageSize={10} page={10} onPageChange={() => undefined} />);
    const list = within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('list');
    // Previous, 9 pages and next; the two gaps are hidden from assistive technology.
    expect(within(list).getAllByRole('listitem')).toHaveLength(11);
    expect(screen.getByRole('button', { name: 'Page 10, current page' })).toHaveAttribute('aria-current', 'page');
  });

  it('disables the arrow at each end and ignores a press on the current page', async () => {
    const user = userEvent.setup();
    const onPageChange = jest.fn();
    const { rerender } = render(<Pagination totalItems={25} pageSize={10} page={1} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Page 1, current page' }));
    expect(onPageChange).not.toHaveBeenCalled();
    rerender(<Pagination totalItems={25} pageSize={10} page={3} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
  });

  it('shows a single left-out page instead of a gap', () => {
    render(<Pagination totalItems={200} pageSize={10} page={6} onPageChange={() => undefined} />);
    const pages = screen.getAllByRole('button', { name: /^Page \d+/ }).map((b) => b.textContent);
    expect(pages).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '19', '20']);
  });

  it('shows the names of its arrows as tooltips (issue 22 §8)', () => {
    render(<Pagination totalItems={50} pageSize={10} page={2} onPageChange={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveAttribute('data-ui-tooltip', 'Previous page');
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveAttribute('data-ui-tooltip', 'Next page');
  });
});
