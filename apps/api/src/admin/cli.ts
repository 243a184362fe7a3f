import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { readDatabaseEnvironment } from '../config';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { readFlag } from '../production-settings';
import { readFileSync } from 'node:fs';
import { describeCommandFailure } from './command-failure';
import { AdminCommandError, createSuperAdmin } from './create-super-admin';
import { composePendingActivity } from '../activity/activity-composer';
import { runWithActivity } from '../activity/activity-context';
import { recordingDatabase } from '../activity/recording-database';
import { describeImport, importVocabulary, parseVocabulary } from './import-vocabulary';
import { backupDatabase } from './backup-command';
import { migrateDatabase } from './migrate-command';
import { migrateImagesCommand } from './migrate-images';

const USAGE = `Administers the API database (DATABASE_URL, else PGlite in API_DATA_DIR).

  npm run admin -- create-super-admin --email <address> --first-name <name> --last-name <name>
      (production: node dist/apps/api/admin.js create-super-admin …)

The password is read from standard input: typed twice at a terminal (not echoed), or the first line
of a pipe (printf '%s\\n' "$PASSWORD" | …). It is never printed or logged.

  npm run admin -- import-food-tags <file.json|file.yaml>
      (production: node dist/apps/api/admin.js import-food-tags …)

Adds the food tag categories and tags of the file that the vocabulary lacks (case ignored; a second
run adds nothing) and prints what it added. The file maps each tag category to its tags:
  {"Cuisine": ["Ethiopian", "Peruvian"], "Dietary": ["Paleo"]}   or in YAML:   Cuisine: [Ethiopian, Peruvian]

  npm run admin -- migrate
      (production: node dist/apps/api/admin.js migrate)

Applies the migrations the database lacks and prints them: the deploy step before the hosts of a new
build start (a production API refuses to start on a database behind it). Two at once take turns.

  npm run admin -- backup --file <path.dump>
      (production: node dist/apps/api/admin.js backup --file …)

The whole PostgreSQL database with pg_dump's custom format (images too when they are kept in it), for
pg_restore into a new database (deploy/README.md, "Backups").

  npm run admin -- migrate-images --from <folder>
      (production: node dist/apps/api/admin.js migrate-images --from /srv/console/images)

Copies the files of the filesystem store (the old IMAGE_DIR) into the configured store (IMAGE_STORAGE
database or s3) under the keys they have, and sets the rows' image URLs to IMAGE_PUBLIC_URL<key>; prints
the counts. A second run copies only what is new; the folder is left as it is.`;

/** Typed twice without echo at a terminal; the first line otherwise. */
async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    let text = '';
    for await (const chunk of process.stdin) text += chunk;
    return text.split(/\r?\n/)[0];
  }
  // Echo goes through `output`: a sink keeps what is typed off the screen.
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  const prompt = createInterface({ input: process.stdin, output: silent, terminal: true });
  try {
    process.stdout.write('Password: ');
    const first = await prompt.question('');
    process.stdout.write('\nPassword again: ');
    const second = await prompt.question('');
    process.stdout.write('\n');
    if (first !== second) throw new AdminCommandError('The two passwords do not match');
    return first;
  } finally {
    prompt.close();
  }
}

/** The API's database; in production PostgreSQL only (the API refuses PGlite there: a change made to it would never reach the real database). */
function commandDatabase() {
  const database = readDatabaseEnvironment();
  if (process.env.NODE_ENV?.trim() === 'production' && !database.databaseUrl && !readFlag(process.env, 'API_ALLOW_PGLITE')) {
    throw new AdminCommandError('DATABASE_URL is required when NODE_ENV=production (load the API environment first)');
  }
  return database;
}

async function importFoodTags(file: string): Promise<void> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new AdminCommandError(`Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  const vocabulary = parseVocabulary(text);
  const database = commandDatabase();
  console.log(`database: ${database.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite ${database.dataDir}`}`);
  const db = await openDatabase(database);
  try {
    await migrate(db);
    // In the activity trail as the command's change, composed before the command ends.
    const actor = () => ({ userId: null, name: 'Admin command', role: 'system' as const });
    const result = await runWithActivity({ operationId: 'importFoodTags', actor }, () =>
      importVocabulary(recordingDatabase(db), vocabulary),
    );
    await composePendingActivity(db, { wait: true });
    for (const line of describeImport(result)) console.log(line);
  } finally {
    await db.close();
  }
}

async function migrateCommand(): Promise<void> {
  const database = commandDatabase();
  console.log(`database: ${database.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite ${database.dataDir}`}`);
  const db = await openDatabase(database);
  try {
    for (const line of await migrateDatabase(db)) console.log(line);
  } finally {
    await db.close();
  }
}

async function backupCommand(file: string | undefined): Promise<void> {
  if (!file?.trim()) throw new AdminCommandError('Missing --file <path> (where the backup goes)');
  const { databaseUrl } = readDatabaseEnvironment();
  if (!databaseUrl) {
    throw new AdminCommandError('backup needs DATABASE_URL (PostgreSQL); PGlite is a folder: stop the API and copy API_DATA_DIR');
  }
  for (const line of await backupDatabase(databaseUrl, file)) console.log(line);
}

/** The first words of a failure, by command. */
const FAILURES: Record<string, string> = {
  'import-food-tags': 'Cannot import the food tags',
  migrate: 'Cannot migrate the database',
  backup: 'Cannot back up the database',
  'migrate-images': 'Cannot move the images',
};

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      file: { type: 'string' },
      from: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (!values.help && positionals[0] === 'import-food-tags' && positionals.length === 2) {
    await importFoodTags(positionals[1]);
    return;
  }
  if (!values.help && positionals[0] === 'migrate' && positionals.length === 1) return migrateCommand();
  if (!values.help && positionals[0] === 'backup' && positionals.length === 1) return backupCommand(values.file);
  if (!values.help && positionals[0] === 'migrate-images' && positionals.length === 1) {
    for (const line of await migrateImagesCommand(commandDatabase(), values.from)) console.log(line);
    return;
  }
  if (values.help || positionals[0] !== 'create-super-admin' || positionals.length !== 1) {
    console.log(USAGE);
    process.exitCode = values.help ? 0 : 2;
    return;
  }
  const missing = (['email', 'first-name', 'last-name'] as const).filter((name) => !values[name]?.trim());
  if (missing.length) throw new AdminCommandError(`Missing ${missing.map((name) => `--${name}`).join(', ')}`);
  const database = commandDatabase();
  const password = await readPassword();

  console.log(`database: ${database.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite ${database.dataDir}`}`);
  const db = await openDatabase(database);
  try {
    await migrate(db);
    const created = await createSuperAdmin(db, {
      email: values.email as string,
      firstName: values['first-name'] as string,
      lastName: values['last-name'] as string,
      password,
    });
    console.log(`Super admin ${created.email} created (user ${created.userId}); they can sign in as an Administrator now.`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  const named = Object.keys(FAILURES).find((name) => process.argv.slice(2).includes(name));
  const command = named ? FAILURES[named] : 'Cannot create the super admin';
  console.error(`${command}: ${describeCommandFailure(error)}`);
  process.exit(1);
});
