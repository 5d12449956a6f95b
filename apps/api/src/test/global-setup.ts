import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { seedReferenceData } from '../db/seed';
import { uniqueDatabaseName, withDatabase } from './database-url';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate:
      { driver: 'pglite'; dumpFile: string } | { driver: 'postgres'; url: string; template: string };
  }
}

/**
 * Migrates and seeds one database for the whole run; each test file then starts from a copy of it,
 * which is much faster than migrating per file and keeps files from seeing each other's rows.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const template = uniqueDatabaseName('bi_template');
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database "${template}"`);
    const handle = await openDatabase({ driver: 'postgres', url: withDatabase(serverUrl, template) });
    await handle.migrate();
    await seedReferenceData(handle.db);
    await handle.close();
    project.provide('databaseTemplate', { driver: 'postgres', url: serverUrl, template });
    return async () => {
      await admin.query(`drop database if exists "${template}" with (force)`);
      await admin.end();
    };
  }

  const client = new PGlite();
  const handle = await openDatabase({ driver: 'pglite', dir: undefined }, client);
  await handle.migrate();
  await seedReferenceData(handle.db);
  const dumpDir = mkdtempSync(path.join(tmpdir(), 'bi-template-'));
  const dumpFile = path.join(dumpDir, 'template.tar');
  const dump = await client.dumpDataDir('none');
  writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('databaseTemplate', { driver: 'pglite', dumpFile });
  return () => rmSync(dumpDir, { recursive: true, force: true });
}
