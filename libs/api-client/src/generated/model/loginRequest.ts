import type { Email } from './email';
import type { ConsoleUserType } from './consoleUserType';
import type { LoginRequestSessionAs } from './loginRequestSessionAs';

export interface LoginRequest {
  emailAddress: Email;
  /**
   * @minLength 1
   * @maxLength 200
   */
  password: string;
  userType: ConsoleUserType;
  /** How the session is handed over: `cookie` (HttpOnly, no script of the page can read it) by default for a browser, a request that names its Origin; `token` (the signed token in the body) by default for any other client, and for tools that run in a page-like environment and ask for it. The console never asks for `token`. */
  sessionAs?: LoginRequestSessionAs;
}
