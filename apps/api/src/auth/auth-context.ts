import type { Database } from '../db/database';
import type { ImageStore } from '../images/image-store';
import type { Mailer } from '../mail/mailer';
import type { PasswordCost } from './password-hash';
import type { SignInThrottle } from './sign-in-throttle';
import type { TokenSigner } from './tokens';

export interface AuthDependencies {
  db: Database;
  signer: TokenSigner;
  mailer: Mailer;
  now: () => Date;
  tokenTtlSeconds: number;
  /** How long a session may go unused (the access guard ends it then). */
  sessionIdleSeconds: number;
  /** Keys the HMAC of reset codes. */
  secret: string;
  /** Where the deleted restaurant's image files are removed from. */
  imageStore: ImageStore;
  /** scrypt cost of new hashes, below which a sign-in re-hashes; PASSWORD_COST when absent (tests pass a lighter one). */
  passwordCost?: PasswordCost;
}

/** What the sign-in and password handlers share: the dependencies, the cost in force and one throttle. */
export interface AuthContext extends AuthDependencies {
  passwordCost: PasswordCost;
  throttle: SignInThrottle;
}
