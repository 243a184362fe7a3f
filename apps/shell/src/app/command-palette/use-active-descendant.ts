import { useEffect, type RefObject } from 'react';

/**
 * Keeps the combobox's `aria-activedescendant` naming the option cmdk marks `aria-selected`, which is
 * what a screen reader announces and what Enter opens. cmdk 1.1.1 leaves it absent at first and stale
 * after the list changes (dip/cmdk#373, #413; fix proposed in #411): its id is computed before the newly
 * selected option has re-rendered. cmdk's own value wins whenever it sets one; this corrects it after.
 */
export function useActiveDescendant(rootRef: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const sync = () => {
      const active = root.querySelector('[cmdk-item][aria-selected="true"]')?.id;
      for (const owner of root.querySelectorAll('[cmdk-input], [cmdk-list]')) {
        if (active && owner.getAttribute('aria-activedescendant') !== active) owner.setAttribute('aria-activedescendant', active);
        if (!active && owner.hasAttribute('aria-activedescendant')) owner.removeAttribute('aria-activedescendant');
      }
    };
    const observer = new MutationObserver(sync);
    observer.observe(root, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-selected', 'aria-activedescendant'],
    });
    sync();
    return () => observer.disconnect();
  }, [rootRef]);
}
