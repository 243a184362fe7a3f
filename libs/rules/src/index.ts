// The spec's validation rules (§5) and limits (§9), once, with no browser or server dependency: the
// forms use them through '@console/rules/yup', the API calls the checks directly.
export * from './messages';
export * from './checks';
export * from './display-name';
