import { stopProductionStack } from './production-stack.mjs';

export default async function globalTeardown() {
  await stopProductionStack(globalThis.__production);
}
