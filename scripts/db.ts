/**
 * npm run db:migrate | db:seed | db:reset
 *   migrate  apply pending migrations (and the auth stub when the database is not Supabase)
 *   seed     add the demo accounts, slots and reviews (embedded or plain PostgreSQL only, never Supabase)
 *   reset    delete the embedded database and create it again, migrated and seeded (embedded only)
 * Takes the same lock as the app: stop `npm run dev` first when using the embedded database.
 */
import { spawnSync } from 'node:child_process';

// Server modules import 'server-only', which resolves to an empty module only under the react-server condition.
if (!process.execArgv.includes('--conditions=react-server')) {
  const child = spawnSync(
    process.execPath,
    [...process.execArgv, '--conditions=react-server', ...process.argv.slice(1)],
    {
      stdio: 'inherit',
    },
  );
  process.exit(child.status ?? 1);
}

async function main(): Promise<number> {
  const command = process.argv[2];
  if (command !== 'migrate' && command !== 'seed' && command !== 'reset') {
    console.error('Usage: tsx scripts/db.ts <migrate|seed|reset>');
    return 2;
  }
  const { closeDb, deleteEmbeddedDatabase, embeddedPaths, getDatabase, isEmbedded, migrateDatabase } =
    await import('../lib/db');
  const { seed } = await import('../lib/db/seed');
  try {
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
    console.info(
      result.applied.length ? `Applied ${result.applied.join(', ')}` : 'Migrations are up to date.',
    );
    if (command === 'seed' || command === 'reset') {
      const seeded = await seed(database);
      console.info(
        `Seed: ${seeded.users} demo accounts, ${seeded.slots} new slots, ${seeded.reviews} new reviews.`,
      );
    }
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await closeDb();
  }
}

main().then((code) => process.exit(code));
