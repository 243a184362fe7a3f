import '../ui.css';
import './tooltip.css';
import type { FocusEvent, PointerEvent } from 'react';

/** Room kept between the control and its tooltip, and from the viewport's edges. */
const GAP = 6;
/** Half the tooltip's widest: nearer than this to an edge it is aligned with the control's side instead. */
const HALF_WIDTH = 140;
/** The height of a one- or two-line tooltip: with less room below the control, it goes above. */
const HEIGHT = 48;

/**
 * Puts the control's tooltip beside it, in the viewport's coordinates: centred below it, or aligned
 * with its side near an edge of the screen, or above it at the bottom of the screen.
 */
export function placeTooltip(control: HTMLElement) {
  const box = control.getBoundingClientRect();
  const centre = box.left + box.width / 2;
  const side = centre < HALF_WIDTH + GAP ? 'start' : centre > window.innerWidth - HALF_WIDTH - GAP ? 'end' : 'centre';
  const above = box.bottom + GAP + HEIGHT > window.innerHeight && box.top > HEIGHT + GAP;
  const left = side === 'start' ? box.left : side === 'end' ? box.right : centre;
  control.style.setProperty('--ui-tooltip-left', `${Math.round(left)}px`);
  control.style.setProperty('--ui-tooltip-top', `${Math.round(above ? box.top - GAP : box.bottom + GAP)}px`);
  control.dataset['uiTooltipX'] = side;
  control.dataset['uiTooltipY'] = above ? 'above' : 'below';
  control.dataset['uiTooltipShown'] = '';
}

/** The scroll listener of each focused control (by element: the control may re-render while focused). */
const following = new WeakMap<HTMLElement, () => void>();

interface TooltipHandlers<Element extends HTMLElement> {
  onPointerEnter?: (event: PointerEvent<Element>) => void;
  onFocus?: (event: FocusEvent<Element>) => void;
  onBlur?: (event: FocusEvent<Element>) => void;
}

/**
 * What an icon-only control spreads on itself to show `label` as a visible tooltip on hover and on
 * keyboard focus (tooltip.css), besides the control's own handlers. While focused, a scroll of the page
 * or of a box around it moves the tooltip along.
 */
export function tooltipProps<Element extends HTMLElement>(label: string, own: TooltipHandlers<Element> = {}) {
  return {
    'data-ui-tooltip': label,
    onPointerEnter: (event: PointerEvent<Element>) => {
      placeTooltip(event.currentTarget);
      own.onPointerEnter?.(event);
    },
    onFocus: (event: FocusEvent<Element>) => {
      const control = event.currentTarget;
      placeTooltip(control);
      const follow = () => placeTooltip(control);
      following.set(control, follow);
      window.addEventListener('scroll', follow, { capture: true, passive: true });
      own.onFocus?.(event);
    },
    onBlur: (event: FocusEvent<Element>) => {
      const follow = following.get(event.currentTarget);
      if (follow) window.removeEventListener('scroll', follow, { capture: true });
      following.delete(event.currentTarget);
      own.onBlur?.(event);
    },
  };
}
