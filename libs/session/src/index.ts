export type { LoginType, SessionState, SessionUser } from './session-state';
export { signedOutState } from './session-state';
export { PERSISTENCE_KEY } from './persistence';
export { session, sessionAtom, sessionStore } from './session-store';
export { roleOf, type ConsoleRole } from './roles';
export { useSession } from './use-session';
