import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** ui.css as written: its token blocks are what the themes are. */
export const uiCss = readFileSync(join(__dirname, '..', '..', 'ui.css'), 'utf8');

/** The declarations of the first block opened by `opening` (its text up to the first closing brace). */
export function blockAfter(opening: string): string {
  const start = uiCss.indexOf(opening);
  if (start < 0) throw new Error(`ui.css has no ${opening}`);
  const from = start + opening.length;
  return uiCss.slice(from, uiCss.indexOf('}', from));
}

const tokensOf = (block: string): Record<string, string> =>
  Object.fromEntries(Array.from(block.matchAll(/(--ui-[\w-]+):\s*([^;]+);/g), ([, name, value]) => [name, value.trim()]));

export type Theme = 'light' | 'dark';

/** Each theme's tokens: light from :root, dark from :root[data-ui-theme='dark'] over them. */
export function themeTokens(theme: Theme): Record<string, string> {
  const light = tokensOf(blockAfter(':root {'));
  return theme === 'light' ? light : { ...light, ...tokensOf(blockAfter(":root[data-ui-theme='dark'] {")) };
}

/** A token's colour (#rrggbb) in a theme, `var(--x)` resolved. */
export function colour(theme: Theme, token: string): string {
  const value = themeTokens(theme)[token.replace(/^var\((.*)\)$/, '$1')];
  if (!value || !/^#[0-9a-f]{6}$/i.test(value)) throw new Error(`${token} is no #rrggbb colour in the ${theme} theme: ${value}`);
  return value;
}

/** WCAG 2 relative luminance and contrast ratio of two #rrggbb colours. */
function luminance(hex: string) {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}
