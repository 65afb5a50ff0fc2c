import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { TestProject } from 'vitest/node';

import { migrate } from '@/lib/db/migrate';
import { openPglite } from '@/lib/db/pglite';
import { openPostgres } from '@/lib/db/postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of a migrated, empty PGlite data dir tarball; each test file loads it (~0.7 s) instead of initdb. */
    pgliteSnapshot: string;
    /** Set when TEST_DATABASE_URL is: a migrated template database each test file clones. */
    postgresTemplate: { url: string; template: string } | null;
    /** Backends the parameterised suites run on: PGlite, plus PostgreSQL with TEST_DATABASE_URL (TEST_BACKENDS narrows). */
    testBackends: ('pglite' | 'postgres')[];
  }
}

const TEMPLATE = 'app_integration_template';

function databaseUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Builds the migrated snapshot once per run (and the PostgreSQL template when TEST_DATABASE_URL is set). */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL || undefined;
  const wanted = (process.env.TEST_BACKENDS ?? 'pglite,postgres').split(',').map((name) => name.trim());
  const testBackends = (['pglite', 'postgres'] as const).filter(
    (name) => wanted.includes(name) && (name === 'pglite' || adminUrl),
  );
  if (testBackends.length === 0)
    throw new Error(`TEST_BACKENDS=${process.env.TEST_BACKENDS} selects no available backend`);
  project.provide('testBackends', [...testBackends]);

  const dir = mkdtempSync(join(tmpdir(), 'pglite-snapshot-'));
  const snapshot = join(dir, 'migrated.tar');
  if (testBackends.includes('pglite')) {
    const started = Date.now();
    const db = await openPglite();
    await migrate(db);
    const dump = await db.pglite.dumpDataDir('none');
    writeFileSync(snapshot, Buffer.from(await dump.arrayBuffer()));
    await db.close();
    console.info(`[integration] migrated PGlite snapshot ready in ${Date.now() - started} ms`);
  }
  project.provide('pgliteSnapshot', snapshot);

  const usePostgres = adminUrl && testBackends.includes('postgres');
  if (usePostgres) {
    const admin = openPostgres(adminUrl, { max: 1 });
    await admin.exec(`drop database if exists ${TEMPLATE} with (force)`);
    await admin.exec(`create database ${TEMPLATE}`);
    const template = openPostgres(databaseUrl(adminUrl, TEMPLATE), { max: 1 });
    await migrate(template);
    await template.close();
    await admin.close();
    project.provide('postgresTemplate', { url: adminUrl, template: TEMPLATE });
    console.info(`[integration] PostgreSQL template ${TEMPLATE} ready`);
  } else {
    project.provide('postgresTemplate', null);
  }

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (usePostgres) {
      const admin = openPostgres(adminUrl, { max: 1 });
      await admin.exec(`drop database if exists ${TEMPLATE} with (force)`);
      await admin.close();
    }
  };
}
