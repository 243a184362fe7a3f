
export type ServiceTokenRevokedAt = string | null;
