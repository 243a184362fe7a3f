import { useAtomValue } from 'jotai';
import { sessionAtom, sessionStore } from './session-store';
import type { SessionState } from './session-state';

/** The session, re-rendering on change; works in any React root because the store is passed explicitly. */
export function useSession(): SessionState {
  return useAtomValue(sessionAtom, { store: sessionStore });
}
