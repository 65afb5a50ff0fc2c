/**
 * npm run db:migrate | db:seed | db:reset
 *   migrate  apply pending migrations (and the auth stub when the database is not Supabase)
 *   seed     add the demo accounts, slots and reviews (embedded or plain PostgreSQL only, never Supabase)
 *   reset    delete the embedded database and create it again, migrated and seeded (embedded only)
 * Takes the same lock as the app: stop `npm run dev` first when using the embedded database.
 */
import { rerunWithReactServerCondition, runDatabaseScript } from './react-server-condition';

rerunWithReactServerCondition(__filename);

async function main(): Promise<number> {
  const command = process.argv[2];
  if (command !== 'migrate' && command !== 'seed' && command !== 'reset') {
    console.error('Usage: tsx scripts/db.ts <migrate|seed|reset>');
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
  }
  return 0;
}

runDatabaseScript(main);
