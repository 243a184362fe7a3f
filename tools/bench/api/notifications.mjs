import { APP_USERS } from './bench-data.mjs';
import { median, p95, SAMPLES, signIn, timedCall } from './calls.mjs';

/** How many notifications measureNotifications sends (each to every app user). */
const NOTIFICATION_SENDS = 5;

/**
 * The Notifications screen's calls at APP_USERS app users, signed in as the demo administrator
 * (admin@example.com): `GET /admin/user/get-users?page=1&size=999999` (the Create Notification popup's
 * list; SAMPLES timed runs after an untimed one), NOTIFICATION_SENDS sends of a new notification to every
 * app user (`POST /admin/admin-notification/send-notification`, whole round trip each; the newest
 * push_outbox rows read back through `GET /__dev/push-outbox`, which answers at most 1,000), then
 * `GET /admin/admin-notification/get-notification?page=1&size=10` (SAMPLES timed runs after an untimed
 * one): its page carries every recipient of its notifications. Median and p95 of each, with rows and bytes.
 */
export async function measureNotifications(apiUrl) {
  const token = await signIn(apiUrl, 'admin');
  const headers = { authorization: `Bearer ${token}` };
  const summarise = (name, query, samples, last, rows) => ({
    name,
    query,
    runs: samples.length,
    medianMs: Number(median(samples).toFixed(1)),
    p95Ms: Number(p95(samples).toFixed(1)),
    rows,
    bytes: last.bytes,
  });

  const usersUrl = `${apiUrl}/admin/user/get-users?page=1&size=999999`;
  const usersSamples = [];
  let users = await timedCall(usersUrl, { headers }, 'get-users');
  for (let i = 0; i < SAMPLES; i++) {
    users = await timedCall(usersUrl, { headers }, 'get-users');
    usersSamples.push(users.ms);
  }
  const userIds = users.body.users.map((user) => user.userId);
  if (userIds.length < APP_USERS) throw new Error(`get-users: ${userIds.length} app users: was it seeded with --app-users?`);

  const sendSamples = [];
  let sent = null;
  const requestBytes = Buffer.byteLength(JSON.stringify({ title: 'Bench notification 1', description: 'x', userIds }));
  for (let i = 0; i < NOTIFICATION_SENDS; i++) {
    sent = await timedCall(
      `${apiUrl}/admin/admin-notification/send-notification`,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          title: `Bench notification ${i + 1}`,
          description: `Weekend offers for every app user, round ${i + 1}.`,
          userIds,
        }),
      },
      'send-notification',
    );
    sendSamples.push(sent.ms);
  }
  const { adminNotificationId } = sent.body;
  const outbox = await timedCall(`${apiUrl}/__dev/push-outbox?kind=admin-notification&limit=1000`, {}, 'push-outbox').catch(() => null);
  const pushesOfLast = outbox ? outbox.body.pushes.filter((push) => push.data?.adminNotificationId === adminNotificationId).length : null;

  const notificationsUrl = `${apiUrl}/admin/admin-notification/get-notification?page=1&size=10`;
  const notificationSamples = [];
  let page = await timedCall(notificationsUrl, { headers }, 'get-notification');
  for (let i = 0; i < SAMPLES; i++) {
    page = await timedCall(notificationsUrl, { headers }, 'get-notification');
    notificationSamples.push(page.ms);
  }
  const notifications = page.body.admin_notifications;
  const recipients = notifications.reduce((sum, notification) => sum + notification.users.length, 0);
  const lastOnPage = notifications.find((notification) => notification.adminNotificationId === adminNotificationId);

  return {
    notificationAppUsers: userIds.length,
    notificationNamedUsers: users.body.users.filter((user) => user.firstName?.trim() || user.lastName?.trim()).length,
    notificationUsersWithPicture: users.body.users.filter((user) => user.profilePicture).length,
    notificationSendRequestBytes: requestBytes,
    notificationSendRecipients: lastOnPage?.users.length ?? null,
    notificationPushesSeen: pushesOfLast,
    notificationPushesLimit: 1000,
    notificationPageNotifications: notifications.length,
    notificationPageRecipients: recipients,
    notificationCalls: [
      summarise('get-users', '/admin/user/get-users?page=1&size=999999', usersSamples, users, userIds.length),
      summarise('send-notification', `POST /admin/admin-notification/send-notification`, sendSamples, sent, userIds.length),
      summarise(
        'get-notification',
        '/admin/admin-notification/get-notification?page=1&size=10',
        notificationSamples,
        page,
        notifications.length,
      ),
    ],
  };
}
