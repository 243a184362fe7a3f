/** Spec §9: errors and default toasts stay 4000 ms, successes 2000 ms (react-hot-toast keeps at most 20). */
export const TOAST_DURATIONS = { default: 4000, error: 4000, success: 2000 } as const;
