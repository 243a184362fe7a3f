export default async function globalTeardown() {
  const { api, console, chromium } = globalThis.__e2e ?? {};
  await chromium?.close();
  await console?.close();
  await api?.stop();
}
