
/**
 * Null for an unknown person (a sign-in with an unknown email) or the system
 */
export type ActivityActorUserId = number | null;
