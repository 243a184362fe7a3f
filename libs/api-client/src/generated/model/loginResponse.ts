import type { User } from './user';

export interface LoginResponse {
  /** With the session as a cookie (see LoginRequest.sessionAs): the page's anti-forgery token, sent back as `Authorization: Bearer csrf.…`, while the session itself travels in the HttpOnly cookie `console_session` set by this answer. Otherwise the signed session token, sent as `Authorization: Bearer`. */
  token: string;
  user: User;
  message: string;
}
