import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ExportButton, exportAnnouncement, exportProgressText } from './export-button';

describe('ExportButton', () => {
  it("is a button named 'Export CSV', reached and pressed from the keyboard", async () => {
    const user = userEvent.setup();
    const onExport = jest.fn();
    render(<ExportButton exporting={false} received={0} onExport={onExport} />);
    await user.tab();
    const button = screen.getByRole('button', { name: 'Export CSV' });
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onExport).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText(/Exporting/)).not.toBeInTheDocument();
  });

  it('keeps its name and focus while exporting, ignores presses, shows the size so far and announces each megabyte', async () => {
    const user = userEvent.setup();
    const onExport = jest.fn();
    const { rerender } = render(<ExportButton exporting={false} received={0} onExport={onExport} />);
    const button = screen.getByRole('button', { name: 'Export CSV' });
    await user.click(button);
    rerender(<ExportButton exporting received={0} onExport={onExport} />);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Exporting…');
    rerender(<ExportButton exporting received={1_234_567} onExport={onExport} />);
    expect(screen.getByText('Exporting… 1.2 MB')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Exporting… 1 MB');
    await user.click(button);
    await user.keyboard('{Enter}');
    expect(onExport).toHaveBeenCalledTimes(1);
    rerender(<ExportButton exporting={false} received={1_234_567} onExport={onExport} />);
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(screen.queryByText(/Exporting/)).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await user.click(button);
    expect(onExport).toHaveBeenCalledTimes(2);
  });

  it('says the size in tenths of a megabyte, and announces whole ones only', () => {
    expect(exportProgressText(0)).toBe('Exporting…');
    expect(exportProgressText(40_000)).toBe('Exporting… 0.0 MB');
    expect(exportProgressText(12_345_678)).toBe('Exporting… 12.3 MB');
    expect(exportAnnouncement(999_999)).toBe('Exporting…');
    expect(exportAnnouncement(12_345_678)).toBe('Exporting… 12 MB');
  });
});
