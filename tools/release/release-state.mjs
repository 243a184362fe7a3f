// The release state's one public door for the API (apps/api/src/releases), which keeps the state in
// PostgreSQL: the document's rules, /deployment.json from it, the approve and abort steps and one tick,
// the same code the release tool runs, so a remote's rolling release moves by the same rules wherever
// it is moved from.
export { validateDeploymentShape } from './src/deployment-document.mjs';
export { servedDeployment } from './src/served-deployment.mjs';
export { StaleRelease } from './src/release-store.mjs';
export { TICK_DEFAULTS } from './src/rollout-decision.mjs';
export { isActive } from './src/rollout-plan.mjs';
export { abortedDocument, approvedDocument, tick } from './src/rollout.mjs';
