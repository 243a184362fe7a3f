import { ensurePgliteTemplate, ensurePostgresTemplate } from './template-database';

/** Jest globalSetup: builds the template database once, before the test files start in parallel. */
export default async function globalSetup(): Promise<void> {
  const started = Date.now();
  const serverUrl = process.env.DATABASE_URL;
  const template = serverUrl ? await ensurePostgresTemplate(serverUrl) : await ensurePgliteTemplate();
  if (process.env.API_TEST_VERBOSE) console.log(`\ntemplate database ${template} ready in ${Date.now() - started} ms`);
}
