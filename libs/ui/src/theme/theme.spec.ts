import { blockAfter, colour, contrast, themeTokens, type Theme } from './testing/theme-tokens';

const THEMES: Theme[] = ['light', 'dark'];

// Text (first) on a background (second), as the kit and the apps' sheets pair them.
const TEXT_PAIRS: [string, string][] = [
  ['--ui-color-text', '--ui-color-surface'],
  ['--ui-color-text', '--ui-color-background'],
  ['--ui-color-text', '--ui-color-highlight'],
  ['--ui-color-text', '--ui-color-neutral-surface'],
  ['--ui-color-text', '--ui-color-option-active'],
  ['--ui-color-muted', '--ui-color-surface'],
  ['--ui-color-muted', '--ui-color-background'],
  ['--ui-color-link', '--ui-color-surface'],
  ['--ui-color-link', '--ui-color-background'],
  ['--ui-color-danger-text', '--ui-color-surface'],
  ['--ui-color-danger-text', '--ui-color-background'],
  ['--ui-color-on-primary', '--ui-color-primary'],
  ['--ui-color-on-primary', '--ui-color-primary-dark'],
  ['--ui-color-on-primary', '--ui-color-danger'],
  ['--ui-color-on-primary', '--ui-color-option-selected'],
  ['--ui-color-on-tooltip', '--ui-color-tooltip'],
  ...(['success', 'critical', 'warning', 'neutral'] as const).map((tone): [string, string] => [
    `--ui-color-${tone}-text`,
    `--ui-color-${tone}-surface`,
  ]),
];

describe('Theme tokens (ui.css)', () => {
  it('sets the same dark tokens where the system prefers dark as where the person chose it', () => {
    const whenSystemDark = blockAfter(":root:not([data-ui-theme='light']) {").trim();
    const whenChosenDark = blockAfter(":root[data-ui-theme='dark'] {").trim();
    expect(whenSystemDark.split('\n').map((line) => line.trim())).toEqual(whenChosenDark.split('\n').map((line) => line.trim()));
    expect(whenChosenDark).toContain('color-scheme: dark;');
  });

  it('gives the dark theme only tokens the light one has (a misspelt one would be a colour nobody uses)', () => {
    const light = Object.keys(themeTokens('light'));
    expect(Object.keys(themeTokens('dark')).filter((token) => !light.includes(token))).toEqual([]);
  });

  describe.each(THEMES)('the %s theme', (theme) => {
    it.each(TEXT_PAIRS)('keeps %s on %s at AA contrast (4.5:1)', (text, background) => {
      expect(contrast(colour(theme, text), colour(theme, background))).toBeGreaterThanOrEqual(4.5);
    });

    it.each(['--ui-color-focus', '--ui-color-accent', '--ui-color-neutral-text'])(
      'draws %s (a focus ring, a chart line) at 3:1 at least against the surface and the page (WCAG 1.4.11)',
      (graphic) => {
        for (const background of ['--ui-color-surface', '--ui-color-background']) {
          expect(contrast(colour(theme, graphic), colour(theme, background))).toBeGreaterThanOrEqual(3);
        }
      },
    );
  });
});
