export default async function globalTeardown() {
  const { api, console } = globalThis.__e2e ?? {};
  await console?.close();
  await api?.stop();
}
