// The spec's validation rules (§5), limits (§9) and success toasts (§8), once, with no browser or server
// dependency: the forms use them through '@console/rules/yup', the API calls the checks directly, and both
// say the same change messages.
export * from './messages';
export * from './checks';
export * from './display-name';
export { CHANGE_MESSAGES } from './change-messages';
