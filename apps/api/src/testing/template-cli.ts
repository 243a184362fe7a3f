import { ensurePgliteTemplate } from './template-database';

/**
 * Builds the day's seeded PGlite template when it is missing: npm test runs it before the test projects start,
 * so that the API's tests and the reference API of the component tests find it ready instead of each building it.
 */
ensurePgliteTemplate().then(
  (file) => console.log(`Test database template: ${file}`),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
