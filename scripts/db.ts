/**
 * npm run db:migrate | db:seed | db:reset | db:backup -- FILE | db:restore -- FILE [--replace]
 *   migrate  apply pending migrations (and the auth stub when the database is not Supabase)
 *   seed     add the demo accounts, slots and reviews (embedded or plain PostgreSQL only, never Supabase);
 *            --scale=five-years adds a provider's five years of sessions, bookings, reviews and subscribers
 *   reset    delete the embedded database and create it again, migrated and seeded (embedded only)
 *   backup   the embedded database as a tarball, or PostgreSQL (DATABASE_URL) with pg_dump, to FILE
 *   restore  FILE into the embedded database (--replace keeps an existing one aside), or into DATABASE_URL
 * Takes the same lock as the app: stop the app first when using the embedded database.
 */
import { rerunWithReactServerCondition, runDatabaseScript } from './react-server-condition';

rerunWithReactServerCondition(__filename);

async function main(): Promise<number> {
  const command = process.argv[2];
  if (command === 'backup' || command === 'restore') return backupOrRestore(command, process.argv.slice(3));
  if (command !== 'migrate' && command !== 'seed' && command !== 'reset') {
    console.error('Usage: tsx scripts/db.ts <migrate|seed|reset|backup FILE|restore FILE [--replace]>');
    return 2;
  }
  const { deleteEmbeddedDatabase, embeddedPaths, getDatabase, isEmbedded, migrateDatabase } =
    await import('../lib/db');
  const { seed } = await import('../lib/db/seed');
  if (command === 'reset') {
    if (!isEmbedded()) {
      console.error(
        'db:reset only resets the embedded database. Unset DATABASE_URL, or drop the database yourself.',
      );
      return 1;
    }
    await deleteEmbeddedDatabase();
    console.info(`Deleted ${embeddedPaths().pgliteDir}`);
  }
  const database = await getDatabase();
  console.info(`Database: ${database.description}`);
  const result = await migrateDatabase();
  console.info(result.applied.length ? `Applied ${result.applied.join(', ')}` : 'Migrations are up to date.');
  if (command === 'seed' || command === 'reset') {
    const seeded = await seed(database);
    console.info(
      `Seed: ${seeded.users} demo accounts, ${seeded.slots} new slots, ${seeded.reviews} new reviews.`,
    );
    const scale = process.argv.find((arg) => arg.startsWith('--scale='))?.slice('--scale='.length);
    if (scale !== undefined) {
      const { isScaleName, scaleSizes, seedScale } = await import('../lib/db/seed-scale');
      if (!isScaleName(scale)) {
        console.error(`--scale must be one of: ${Object.keys(scaleSizes).join(', ')}`);
        return 2;
      }
      const made = await seedScale(database, scale);
      console.info(
        made.sessions === 0
          ? `Scale ${scale}: already there, nothing added.`
          : `Scale ${scale}: ${made.learners} learners, ${made.sessions} sessions, ${made.bookings} bookings, ` +
              `${made.reviews} reviews, ${made.subscribers} subscribers, ${made.certificates} certificates, ` +
              `${made.enrolments} enrolment records.`,
      );
    }
  }
  return 0;
}

async function backupOrRestore(command: 'backup' | 'restore', args: string[]): Promise<number> {
  const file = args.find((arg) => !arg.startsWith('--'));
  if (!file) {
    console.error(`Usage: npm run db:${command} -- FILE${command === 'restore' ? ' [--replace]' : ''}`);
    return 2;
  }
  const { env } = await import('../lib/env');
  const backup = await import('../lib/db/backup');
  const { DATABASE_URL: url, DATA_DIR: dataDir } = env();
  try {
    if (command === 'backup') {
      const summary = url
        ? await backup.backupPostgres(url, file)
        : await backup.backupEmbedded(dataDir, file);
      console.info(
        `Backed up ${url ? 'PostgreSQL' : `the embedded database in ${dataDir}`} to ${file} (${summary.bytes} bytes).`,
      );
    } else if (url) {
      await backup.restorePostgres(file, url);
      console.info(`Restored ${file} into PostgreSQL.`);
    } else {
      const { keptAs } = await backup.restoreEmbedded(file, dataDir, { replace: args.includes('--replace') });
      console.info(
        `Restored ${file} into ${dataDir}.${keptAs ? ` The database that was there is in ${keptAs}.` : ''}`,
      );
    }
    return 0;
  } catch (error) {
    if (error instanceof backup.BackupError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

runDatabaseScript(main);
