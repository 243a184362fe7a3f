
/**
 * How the session is handed over: `cookie` (HttpOnly, no script of the page can read it) by default for a browser, a request that names its Origin; `token` (the signed token in the body) by default for any other client, and for tools that run in a page-like environment and ask for it. The console never asks for `token`.
 */
export type LoginRequestSessionAs = typeof LoginRequestSessionAs[keyof typeof LoginRequestSessionAs];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const LoginRequestSessionAs = {
  cookie: 'cookie',
  token: 'token',
} as const;
