import type { ToastOptions } from 'react-hot-toast';

type HotToast = typeof import('react-hot-toast').default;

let loading: Promise<HotToast> | undefined;
/** react-hot-toast on first use: the sign-in path draws its form without it (issue 39). */
const hotToast = () => (loading ??= import('react-hot-toast').then((module) => module.default));

/**
 * The page's toasts for code on the way to the first screen (the sign-in screens, the shell's guards, every
 * call's announcement): the same calls as react-hot-toast's, made once it has loaded, in the order they
 * were asked for (a dismiss before the error that replaces it). The page's one toaster shows them.
 */
export const toasts = {
  success: (message: string, options?: ToastOptions) => void hotToast().then((toast) => toast.success(message, options)),
  error: (message: string, options?: ToastOptions) => void hotToast().then((toast) => toast.error(message, options)),
  dismiss: (id?: string) => void hotToast().then((toast) => toast.dismiss(id)),
};
