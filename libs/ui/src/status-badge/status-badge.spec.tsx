import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { StatusBadge, type StatusBadgeTone } from './status-badge';

const css = readFileSync(join(__dirname, 'status-badge.css'), 'utf8');

/** The colour a tone's rule sets for `property`, as written in the sheet (#rrggbb). */
function toneColour(tone: StatusBadgeTone, property: 'color' | 'background') {
  const rule = new RegExp(`\\.ui-status-badge--${tone}\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
  const value = new RegExp(`(?:^|;|\\s)${property}:\\s*(#[0-9a-f]{6})`, 'i').exec(rule)?.[1];
  if (!value) throw new Error(`No ${property} for the ${tone} tone`);
  return value;
}

/** WCAG 2 relative luminance and contrast ratio. */
function luminance(hex: string) {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
};

describe('Status badge', () => {
  it('says the status in words, the dot being decoration only', () => {
    render(<StatusBadge tone="critical">Suspended</StatusBadge>);
    const badge = screen.getByText('Suspended');
    expect(badge).toBeVisible();
    expect(badge.querySelector('.ui-status-badge__dot')).toHaveAttribute('aria-hidden', 'true');
  });

  it('prefixes a label for assistive technology when given', () => {
    render(
      <p data-testid="line">
        Golden Fork{' '}
        <StatusBadge tone="success" label="Status">
          Active
        </StatusBadge>
      </p>,
    );
    expect(screen.getByTestId('line')).toHaveTextContent('Golden Fork Status: Active');
    expect(screen.getByText('Status:')).toHaveClass('ui-visually-hidden');
  });

  it.each<StatusBadgeTone>(['success', 'critical', 'warning', 'neutral'])(
    'keeps the %s text at AA contrast (4.5:1) on its background',
    (tone) => {
      expect(contrast(toneColour(tone, 'color'), toneColour(tone, 'background'))).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('with a hint, takes keyboard focus to show it as a tooltip and reads it after the status', async () => {
    render(
      <StatusBadge tone="warning" hint="The coordinates are the centre of Austin.">
        Approximate
      </StatusBadge>,
    );
    const badge = screen.getByText('Approximate');
    expect(badge).toHaveTextContent('Approximate (The coordinates are the centre of Austin.)');
    expect(badge).toHaveAttribute('data-ui-tooltip', 'The coordinates are the centre of Austin.');
    badge.focus();
    expect(badge).toHaveFocus();
    expect(badge.dataset['uiTooltipShown']).toBe('');
  });

  it('without a hint, is plain text out of the tab order', () => {
    render(<StatusBadge tone="success">Active</StatusBadge>);
    expect(screen.getByText('Active')).not.toHaveAttribute('tabindex');
  });
});
