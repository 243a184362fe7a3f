// Types of production-environment.mjs for TypeScript projects without allowJs (the API).
export class DeploymentSettingError extends Error {}
export function readUrl(value: string | undefined, name: string, options?: { originOnly?: boolean }): string;
export function productionEnvironment(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
