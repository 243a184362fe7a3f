import '../ui.css';
import './icon.css';
/*
 * Stroke drawings on a 24×24 grid for the console's action buttons. Drawn as SVG rather than text
 * glyphs: emoji and symbol fonts are not on every machine, and a missing glyph shows as an empty box.
 */
const DRAWINGS = {
  back: 'M19 12H5 M11 6l-6 6 6 6',
  check: 'M5 12l5 5 9-10',
  chevron: 'M9 6l6 6-6 6',
  close: 'M6 6l12 12 M18 6L6 18',
  filter: 'M4 5h16l-6 7v6l-4 2v-8z',
  eye: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  more: 'M12 5.5v.01 M12 12v.01 M12 18.5v.01',
  merge: 'M6 3v5a6 6 0 0 0 6 6v7 M18 3v5a6 6 0 0 1-6 6 M9 18l3 3 3-3',
  pencil: 'M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z M14 6l4 4',
  plus: 'M12 5v14 M5 12h14',
  theme: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z M12 3v18 M12 8h4 M12 12h5 M12 16h4',
  trash: 'M4 7h16 M10 11v6 M14 11v6 M6 7l1 13h10l1-13 M9 7V4h6v3',
} as const;

export type IconName = keyof typeof DRAWINGS;

/** A decorative icon: the button or link around it carries the accessible name. */
export function Icon({ name, size = 18 }: { name: IconName; size?: number }) {
  return (
    <svg className="ui-icon" viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path d={DRAWINGS[name]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
