import { ensurePgliteTemplate, ensurePostgresTemplate } from './template-database';
import { loadTestContract } from './test-contract';

/** Jest globalSetup: builds the template database (and the contract's JSON) once, before the test files start in parallel. */
export default async function globalSetup(): Promise<void> {
  const started = Date.now();
  const serverUrl = process.env.DATABASE_URL;
  const template = serverUrl ? await ensurePostgresTemplate(serverUrl) : await ensurePgliteTemplate();
  loadTestContract(); // its JSON copy, before two files parse the YAML at once
  if (process.env.API_TEST_VERBOSE) console.log(`\ntemplate database ${template} ready in ${Date.now() - started} ms`);
}
