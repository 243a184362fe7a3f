// Types of free-port.mjs for TypeScript projects without allowJs (the API's tests).
/** A TCP port nothing listens on right now, on 127.0.0.1. */
export function freePort(): Promise<number>;
