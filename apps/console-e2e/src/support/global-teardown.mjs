export default async function globalTeardown() {
  const { api, console, database } = globalThis.__e2e ?? {};
  await console?.close();
  await api?.stop();
  database?.remove();
}
