import type { Database, Queryable } from '../db/database';
import type { Json, TestApi } from './test-api';

/** Rows of the three tables a send writes, to show that a refused or failed send wrote nothing. */
export async function sendTables(api: TestApi): Promise<{ notifications: number; recipients: number; pushes: number }> {
  const [counts] = await api.db.query<{ notifications: number; recipients: number; pushes: number }>(
    `SELECT (SELECT count(*) FROM admin_notifications) AS notifications,
            (SELECT count(*) FROM admin_notification_recipients) AS recipients,
            (SELECT count(*) FROM push_outbox) AS pushes`,
  );
  return counts;
}

/** The outbox rows of an admin notification, by user id. */
export async function pushesOfNotification(api: TestApi, adminNotificationId: number): Promise<Json[]> {
  return api.db.query<Json>(
    `SELECT user_id AS "userId", kind, title, body, data, sent_at AS "sentAt" FROM push_outbox
      WHERE kind = 'admin-notification' AND data @> jsonb_build_object('adminNotificationId', $1::int) ORDER BY user_id`,
    [adminNotificationId],
  );
}

/** The recipients of an admin notification as stored, by user id. */
export async function recipientsOf(api: TestApi, adminNotificationId: number): Promise<number[]> {
  const rows = await api.db.query<{ id: number }>(
    'SELECT user_id AS id FROM admin_notification_recipients WHERE admin_notification_id = $1 ORDER BY user_id',
    [adminNotificationId],
  );
  return rows.map((row) => row.id);
}

/** `count` new app users, half of them with a picture; answers their ids in order. */
export async function addAppUsers(api: TestApi, count: number, lastName = 'Bulk'): Promise<number[]> {
  const rows = await api.db.query<{ id: number }>(
    `INSERT INTO users (user_type, first_name, last_name, profile_picture)
     SELECT 'Customer', 'Guest' || g, $2, CASE WHEN g % 2 = 0 THEN 'https://images.example.com/' || g || '.png' END
       FROM generate_series(1, $1::int) AS g
     RETURNING user_id AS id`,
    [count, lastName],
  );
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/**
 * Records every statement the API sends to the database while `fn` runs, inside transactions too
 * (the access guard's session lookup included).
 */
export async function statementsDuring<T>(db: Database, fn: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const statements: string[] = [];
  const query = db.query.bind(db);
  const transaction = db.transaction.bind(db);
  const querySpy = jest.spyOn(db, 'query').mockImplementation((sql, params, options) => {
    statements.push(sql);
    return query(sql, params, options);
  });
  const transactionSpy = jest.spyOn(db, 'transaction').mockImplementation((work) =>
    transaction((tx: Queryable) =>
      work({
        query: (sql, params, options) => {
          statements.push(sql);
          return tx.query(sql, params, options);
        },
      }),
    ),
  );
  try {
    return { result: await fn(), statements };
  } finally {
    querySpy.mockRestore();
    transactionSpy.mockRestore();
  }
}
