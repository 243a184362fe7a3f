/**
 * If-Match for a test's set-up that changes an object whatever its version (`*`, a deliberate
 * overwrite): fixtures hold no read to be stale against. The screens under test never send it.
 */
export const ANY_VERSION = { 'If-Match': '*' } as const;
