import pg from 'pg';

export type TScratchDatabase = { url: string; drop: () => Promise<void> };

async function onServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A database of its own on the server DATABASE_URL names, so that a million rows never land in the
 * database other work uses; `drop` removes it whoever is still connected.
 */
export async function createScratchDatabase(serverUrl: string, name: string): Promise<TScratchDatabase> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
