import type { User } from './user';

export interface MeResponse {
  user: User;
  message?: string;
}
