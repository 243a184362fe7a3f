import './ui.css';
export { Loader } from './loader/loader';
export { ErrorFallback, type ErrorFallbackProps } from './error-fallback/error-fallback';
export { ConsoleToaster, TOAST_DURATIONS } from './toasts/console-toaster';
export { PlaceholderPage, type PlaceholderPageProps } from './placeholder-page/placeholder-page';
export { TextField, type TextFieldProps } from './form-fields/text-field';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog/confirm-dialog';
