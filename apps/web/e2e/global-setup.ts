import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The first administrator, made by `npm run staff:create-admin`, whose invitation setup spent. */
    admin: { email: string; password: string };
  }
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not become healthy within 90 s:\n${output()}`);
}

/** A fresh database on the PostgreSQL server of DATABASE_URL, so the journeys never touch other data. */
async function freshPostgresDatabase(serverUrl: string) {
  const name = `bi_e2e_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

const ADMIN_EMAIL = 'admin.e2e@assurance-frontiere.ma';
// Not the clerks' STAFF_PASSWORD (staff-session.ts): the administrator is a person of their own.
const ADMIN_PASSWORD = 'Desk2026';

/** `npm run staff:create-admin`'s own script, on the journeys' database: it prints the set-password link. */
function createFirstAdministrator(env: NodeJS.ProcessEnv) {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/api/src/modules/staff/create-admin-cli.ts', '--email', ADMIN_EMAIL],
    { cwd: repoRoot, env, encoding: 'utf8' },
  );
  const link = /(http\S+\/auth\/reset#token=\S+)/.exec(`${run.stdout}\n${run.stderr}`)?.[1];
  if (run.status !== 0 || !link) throw new Error(`staff:create-admin failed (${run.status}):\n${run.stderr}`);
  return link;
}

/**
 * The invitation's link spent through the API, as the administrator's browser would: done once here,
 * because journey files run side by side and two spending it at once would race.
 */
async function setAdminPassword(baseUrl: string, link: string) {
  const token = decodeURIComponent(new URL(link).hash.replace('#token=', ''));
  const answer = await fetch(`${baseUrl}/api/v1/auth/users/reset`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, newPassword: ADMIN_PASSWORD, verifyPassword: ADMIN_PASSWORD }),
  });
  if (!answer.ok)
    throw new Error(`The administrator's invitation was refused (${answer.status}): ${await answer.text()}`);
}

/** The product as `npm start` runs it: the built web app and the API on one port, on a database of its own. */
export default async function setup(project: TestProject) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bi-e2e-'));
  const postgres = process.env.DATABASE_URL
    ? await freshPostgresDatabase(process.env.DATABASE_URL)
    : undefined;
  let output = '';
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    // The payment gateway sends the browser back to this address: the journeys' own origin, where
    // the customer's session is kept.
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // Every journey of the suite comes from one address; a real one is a single customer. Each
    // journey signs a new customer up with an SMS code, more than one address may ask in an hour.
    RATE_LIMIT_PER_MINUTE: '5000',
    CODE_SENDS_PER_HOUR_PER_IP: '1000',
    CHECKS_PER_10_MINUTES_PER_IP: '1000',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  };
  // As README says: on the embedded database, the first administrator is made before the server starts.
  const invitation = createFirstAdministrator(env);
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const teardown = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    // The server logs warnings and errors only: a failed journey is read against them.
    if (output.trim()) console.warn(`The journeys' server said:\n${output.slice(-20_000)}`);
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child, () => output);
    await setAdminPassword(baseUrl, invitation);
  } catch (error) {
    // Vitest runs no teardown for a setup that failed: the server, database and folder go here.
    await teardown();
    throw error;
  }
  project.provide('baseUrl', baseUrl);
  project.provide('admin', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  return teardown;
}
