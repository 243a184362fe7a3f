import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { colour, contrast, type Theme } from '../theme/testing/theme-tokens';
import { StatusBadge, type StatusBadgeTone } from './status-badge';

const css = readFileSync(join(__dirname, 'status-badge.css'), 'utf8');

/** The colour a tone's rule sets for `property` in a theme: the ui.css token it names, resolved. */
function toneColour(tone: StatusBadgeTone, property: 'color' | 'background', theme: Theme) {
  const rule = new RegExp(`\\.ui-status-badge--${tone}\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
  const token = new RegExp(`(?:^|;|\\s)${property}:\\s*(var\\(--ui-[\\w-]+\\))`).exec(rule)?.[1];
  if (!token) throw new Error(`No ${property} token for the ${tone} tone`);
  return colour(theme, token);
}

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

  it.each(
    (['light', 'dark'] as const).flatMap((theme) =>
      (['success', 'critical', 'warning', 'neutral'] as const).map((tone): [StatusBadgeTone, Theme] => [tone, theme]),
    ),
  )('keeps the %s text at AA contrast (4.5:1) on its background in the %s theme', (tone, theme) => {
    expect(contrast(toneColour(tone, 'color', theme), toneColour(tone, 'background', theme))).toBeGreaterThanOrEqual(4.5);
  });

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
