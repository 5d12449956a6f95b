import pg from 'pg';

export type TChaosDatabase = {
  name: string;
  url: string;
  /** Ends every connection the app holds to it, as a database restart or a network cut does. */
  cutConnections: () => Promise<number>;
  /** A connection of its own for the checks, once the faults are over. */
  connect: () => Promise<pg.Client>;
  drop: () => Promise<void>;
};

/**
 * A fresh database on the server of `serverUrl` (whose own database is only used to connect), so a
 * run starts from nothing and leaves nothing. The administration connection lives on the server's
 * database, out of reach of the cut.
 */
export async function createChaosDatabase(serverUrl: string): Promise<TChaosDatabase> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const name = `bi_chaos_${process.pid}_${Date.now().toString(36)}`;
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    cutConnections: async () => {
      const ended = await admin.query(
        'select count(*)::int as ended from (select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()) as cut',
        [name],
      );
      return ended.rows[0].ended as number;
    },
    connect: async () => {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      return client;
    },
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
