import { atom, createStore } from 'jotai';
import { clearAllStorage, loadPersistedAuth, persistAuth, PERSISTENCE_KEY } from './persistence';
import { signedOutState, type LoginType, type SessionState, type SessionUser } from './session-state';

/**
 * One store for the whole page. libs/session is a Module Federation singleton, so the shell and
 * every remote (each in its own React root) read and write this same instance.
 */
export const sessionStore = createStore();

export const sessionAtom = atom<SessionState>({ ...signedOutState, ...loadPersistedAuth() });

sessionStore.sub(sessionAtom, () => {
  const state = sessionStore.get(sessionAtom);
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
  /** Resets all four fields to null and clears all local storage (spec §4; also used on any 401). */
  logout: () => {
    sessionStore.set(sessionAtom, { ...signedOutState });
    clearAllStorage();
  },
};

/** Another tab signing out (storage cleared) or in must be seen here too. */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== null && event.key !== PERSISTENCE_KEY) return;
    sessionStore.set(sessionAtom, { ...signedOutState, ...loadPersistedAuth() });
  });
}
