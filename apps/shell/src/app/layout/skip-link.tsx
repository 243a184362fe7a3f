import type { MouseEvent } from 'react';

/** The content area's id, which the skip link moves focus to. */
export const CONTENT_ID = 'content';

/**
 * The first stop of the Tab order (WCAG 2.4.1): past the sidebar and top bar, straight to the screen.
 * Focus is moved by hand: following '#content' would put a hash in the URL and count as a navigation.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(CONTENT_ID)?.focus();
  };
  return (
    <a href={`#${CONTENT_ID}`} className="shell-skip-link" onClick={skip}>
      Skip to content
    </a>
  );
}
