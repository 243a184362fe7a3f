import '../ui.css';
import './toasts.css';
import { useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Toaster as HotToaster } from 'react-hot-toast';
import { PHONE_MEDIA_QUERY, useMediaQuery } from '../media-query/use-media-query';
import { TOAST_DURATIONS } from './toast-durations';

// A phone's toasts start under the host page's top bar (the shell sets --ui-toaster-top below its buttons).
const PHONE_PLACE = { top: 'var(--ui-toaster-top, 16px)' };

/**
 * The page's one toaster, rendered by the shell; remotes call toast() on the shared react-hot-toast.
 * An open modal dialog covers the page and makes it inert, so the toaster's element moves into the
 * topmost one, where toasts stay seen and usable, and back to the body when none is open.
 *
 * Toasts show where a page keeps no action: its buttons are on the right (the header's tools, a popup's
 * Cancel and submit, the page numbers), so bottom left, over the sidebar's foot; a toast stays while the pointer
 * rests on it. On a phone, where a popup's buttons hold the screen's foot, they show at the top, centred.
 */
export default function Toaster() {
  const [host] = useState(() => document.createElement('div'));
  const phone = useMediaQuery(PHONE_MEDIA_QUERY);
  useLayoutEffect(() => {
    const place = () => {
      const parent = topmostDialog() ?? document.body;
      if (host.parentNode === parent) return;
      parent.append(host);
      // Moved, the toasts would play their entrance again (and leave for a moment what they covered).
      // An endless animation (a loading toast's spinner) has no end to jump to. jsdom has no Web Animations.
      for (const animation of host.getAnimations?.({ subtree: true }) ?? []) {
        if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
      }
    };
    place();
    const observer = new MutationObserver(place);
    observer.observe(document.body, { subtree: true, attributeFilter: ['open'] });
    return () => {
      observer.disconnect();
      host.remove();
    };
  }, [host]);

  return createPortal(
    <HotToaster
      position={phone ? 'top-center' : 'bottom-left'}
      containerStyle={phone ? PHONE_PLACE : undefined}
      toastOptions={{
        duration: TOAST_DURATIONS.default,
        // The theme's colours (toasts.css) in place of react-hot-toast's fixed white.
        className: 'ui-toast',
        error: { duration: TOAST_DURATIONS.error },
        success: { duration: TOAST_DURATIONS.success },
      }}
    />,
    host,
  );
}

/**
 * The topmost open modal dialog, read from the page because each remote bundles its own copy of the kit.
 * The kit's dialogs are portalled to the end of the body as they open, so the last open one is on top.
 */
function topmostDialog(): HTMLDialogElement | undefined {
  return Array.from(document.querySelectorAll<HTMLDialogElement>('dialog[open]')).at(-1);
}
