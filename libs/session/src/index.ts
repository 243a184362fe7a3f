export type { LoginType, SessionState, SessionUser } from './session-state';
export { signedOutState } from './session-state';
export { authOfPersisted, keepAcrossUsers, persistedText, PERSISTENCE_KEY } from './persistence';
export { forgetWhenUserLeaves, type UserCache } from './forget-user';
export { userStorageKey, type KeptWork } from './kept-work';
export { session, sessionAtom, sessionStore } from './session-store';
export { roleOf, type ConsoleRole } from './roles';
export { useSession } from './use-session';
