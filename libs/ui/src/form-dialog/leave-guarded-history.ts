import { UNSAFE_createBrowserHistory, type Location, type To } from 'react-router';
import { askToLeave, wouldLoseUnsavedWork } from './unsaved-work';

/** react-router's browser history: what its declarative routers (and our <HistoryRouter>) navigate with. */
export type BrowserHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;
type Update = Parameters<Parameters<BrowserHistory['listen']>[0]>[0];

/**
 * The page's one history, for the shell's router: a move to another page (a link, the sidebar, the
 * palette, browser Back or Forward) while a popup or form of any app on the page would lose typed input
 * asks first, through that popup ("Discard changes?"). Remotes render a plain <Router> on the shell's
 * navigator, so their moves come here too. `mayBlock` is read at each move (false once the session has
 * ended: the way to the sign-in page is never blocked).
 *
 * A guarded history rather than react-router's data router and its useBlocker: the data router is about
 * half of react-router's size, on the way to the login form, and the console uses nothing else of it.
 * Back and Forward have already moved when the page hears of them, so a blocked one is undone (go back
 * by as many entries) and, if the person leaves, done again.
 */
export function createLeaveGuardedHistory(mayBlock: () => boolean = () => true): BrowserHistory {
  const inner = UNSAFE_createBrowserHistory({ v5Compat: true });
  const listeners = new Set<(update: Update) => void>();
  let shown: Location = inner.location;
  let stopHearing: (() => void) | null = null;
  /** Pops the page makes itself: the undoing of a blocked Back, and its redoing once left. */
  let undoing = false;
  let redoing = false;

  /** Where the router is: while nobody listens, where the browser is. */
  const current = () => (stopHearing ? shown : inner.location);
  const changesPage = (to: { pathname: string; search: string }) => to.pathname !== current().pathname || to.search !== current().search;
  const blocks = (to: { pathname: string; search: string }) => changesPage(to) && mayBlock() && wouldLoseUnsavedWork();

  // Hears the browser (popstate) only while a router listens, as react-router's own histories do.
  const hear = (update: Update) => {
    if (undoing) {
      undoing = false;
      return;
    }
    if (update.action === 'POP' && update.delta && !redoing && blocks(update.location)) {
      const { delta } = update;
      undoing = true;
      inner.go(-delta);
      askToLeave(
        () => {
          redoing = true;
          inner.go(delta);
        },
        () => undefined,
      );
      return;
    }
    redoing = false;
    shown = update.location;
    for (const listener of [...listeners]) listener(update);
  };

  /** A push or replace: at once, or once the person chooses to leave. */
  const guarded = (move: (to: To, state?: unknown) => void) => (to: To, state?: unknown) => {
    if (blocks(inner.createURL(to)))
      askToLeave(
        () => move(to, state),
        () => undefined,
      );
    else move(to, state);
  };

  return {
    get action() {
      return inner.action;
    },
    get location() {
      return current();
    },
    createHref: (to) => inner.createHref(to),
    createURL: (to) => inner.createURL(to),
    encodeLocation: (to) => inner.encodeLocation(to),
    push: guarded((to, state) => inner.push(to, state)),
    replace: guarded((to, state) => inner.replace(to, state)),
    go: (delta) => inner.go(delta),
    listen(listener) {
      listeners.add(listener);
      if (!stopHearing) {
        shown = inner.location;
        stopHearing = inner.listen(hear);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          stopHearing?.();
          stopHearing = null;
        }
      };
    },
  };
}
