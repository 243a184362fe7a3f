
/**
 * Only security events (sign-ins, passwords…) when true, only changes when false; both when absent
 */
export type ActivitySecurityParameter = boolean;
