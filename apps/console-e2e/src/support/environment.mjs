// The e2e suite's own ports, so it runs beside a console started with `npm start`.
export const e2eEnv = {
  ...process.env,
  SHELL_PORT: '4310',
  AUTH_PORT: '4311',
  ADMIN_REMOTE_PORT: '4312',
  RESTAURANT_REMOTE_PORT: '4313',
  MENU_REMOTE_PORT: '4314',
  DEALS_REMOTE_PORT: '4315',
  NOTIFICATIONS_REMOTE_PORT: '4316',
  API_PORT: '3343',
  API_URL: 'http://localhost:3343',
};
