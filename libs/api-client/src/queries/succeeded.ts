/**
 * For popups that stay open on failure (§4): whether a change went through. Its toasts come from the
 * cache's policy, so the failure needs no handling here.
 */
export function succeeded(change: Promise<unknown>): Promise<boolean> {
  return change.then(
    () => true,
    () => false,
  );
}
