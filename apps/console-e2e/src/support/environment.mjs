// The e2e suite's own ports (E2E_PORT_BASE, default 4310; the API on base - 967), so it runs beside
// a console started with `npm start`.
const base = Number(process.env.E2E_PORT_BASE ?? 4310);
const names = [
  'SHELL_PORT',
  'AUTH_PORT',
  'ADMIN_REMOTE_PORT',
  'RESTAURANT_REMOTE_PORT',
  'MENU_REMOTE_PORT',
  'DEALS_REMOTE_PORT',
  'NOTIFICATIONS_REMOTE_PORT',
];
const apiPort = base - 967;

export const e2eEnv = {
  ...process.env,
  ...Object.fromEntries(names.map((name, index) => [name, String(base + index)])),
  API_PORT: String(apiPort),
  API_URL: `http://localhost:${apiPort}`,
};
