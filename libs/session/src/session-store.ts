import { atom, createStore } from 'jotai';
import { forgetUser } from './forget-user';
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
   * user's: remote-contract's person-key.ts), so a visitor stays on one release across sign-ins.
   */
  logout: () => {
    person = null;
    sessionStore.set(sessionAtom, { ...signedOutState });
    // Even when nobody was known to be signed in (another tab's logout already seen), nothing is left.
    forgetUser();
    clearLocalStorage();
  },
};

/** Another tab signing out (storage cleared) or in must be seen here too. */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== null && event.key !== PERSISTENCE_KEY) return;
    sessionStore.set(sessionAtom, { ...signedOutState, ...loadPersistedAuth() });
  });
}
