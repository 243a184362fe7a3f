import { atom, createStore } from 'jotai';
import { forgetUser } from './forget-user';
import { forgetKeptWorkOf, forgetOtherUsers, keepWork, keptWorkOf, putBack, userItemsOf, type KeptWork } from './kept-work';
import { clearLocalStorage, loadPersistedAuth, persistAuth, PERSISTENCE_KEY } from './persistence';
import { signedOutState, type LoginType, type SessionState, type SessionUser } from './session-state';

/**
 * One store for the whole page. libs/session is a Module Federation singleton, so the shell and
 * every remote (each in its own React root) read and write this same instance.
 */
export const sessionStore = createStore();

export const sessionAtom = atom<SessionState>({ ...signedOutState, ...loadPersistedAuth() });

/** Who is signed in: the user's id, or null while nobody is (or their user is not known yet). */
const personOf = (state: SessionState) => (state.token === null ? null : (state.data?.userId ?? null));
let person = personOf(sessionStore.get(sessionAtom));

sessionStore.sub(sessionAtom, () => {
  const state = sessionStore.get(sessionAtom);
  const next = personOf(state);
  // A user leaving another way (another tab signing out, or in as someone else) leaves nothing in this tab.
  if (person !== null && next !== person) forgetUser();
  // What an expired session kept in this tab is offered to its own user only.
  if (next !== null && next !== person) forgetOtherUsers(next);
  person = next;
  // Logout clears storage entirely; writing the signed-out state back would leave a 'root' behind.
  if (state.token !== null || state.data !== null || state.loginType !== null) persistAuth(state);
});

function update(patch: Partial<SessionState>): void {
  sessionStore.set(sessionAtom, { ...sessionStore.get(sessionAtom), ...patch });
}

/** The session actions of spec §4. */
export const session = {
  get: (): SessionState => sessionStore.get(sessionAtom),
  setLoginType: (loginType: LoginType | null) => update({ loginType }),
  setToken: (token: string | null) => update({ token }),
  storeUserData: (data: SessionUser | null) => update({ data }),
  setRestaurantDealId: (restaurantDealId: number | null) => update({ restaurantDealId }),
  /** Login success stores token and user together, so guards never see one without the other. */
  signIn: (token: string, data: SessionUser) => update({ token, data }),
  /**
   * Resets all four fields to null and forgets all the browser keeps of the user (spec §4; also used on
   * any 401): all local storage, the session storage of drafts and the like, the query cache. Kept: the
   * keys declared with keepAcrossUsers, and the canary visitor cookie (a random key, never sent as a
   * user's: remote-loader's canary/person-key.ts), so a visitor stays on one release across sign-ins.
   */
  logout: () => {
    person = null;
    sessionStore.set(sessionAtom, { ...signedOutState });
    // Even when nobody was known to be signed in (another tab's logout already seen), nothing is left.
    forgetUser();
    clearLocalStorage();
  },
  /**
   * The session ended under the user (a 401): signs out as logout does, but keeps in this tab, for them
   * only, where they were and what they had typed (`work`), and their own session-storage keys (a deal
   * draft), so signing in again as them gives it back; anyone else signing in here removes it. A 401 when
   * nobody is signed in (a refused sign-in, a second 401 of the same expiry) keeps what was kept.
   */
  expire: (work: KeptWork) => {
    const state = sessionStore.get(sessionAtom);
    if (state.token === null) {
      sessionStore.set(sessionAtom, { ...signedOutState });
      clearLocalStorage();
      return;
    }
    const userId = personOf(state);
    const theirs = userId === null ? [] : userItemsOf(userId);
    session.logout();
    if (userId === null) return; // whose it was is not known: nothing is kept
    putBack(theirs);
    keepWork(userId, work);
  },
  /** What the signed-in user's expired session kept in this tab (see expire), or null. */
  keptWork: (): KeptWork | null => {
    const userId = personOf(sessionStore.get(sessionAtom));
    return userId === null ? null : keptWorkOf(userId);
  },
  /** Once given back (or no longer wanted). */
  forgetKeptWork: () => {
    const userId = personOf(sessionStore.get(sessionAtom));
    if (userId !== null) forgetKeptWorkOf(userId);
  },
};

/** Another tab signing out (storage cleared) or in must be seen here too. */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== null && event.key !== PERSISTENCE_KEY) return;
    sessionStore.set(sessionAtom, { ...signedOutState, ...loadPersistedAuth() });
  });
}
