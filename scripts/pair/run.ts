// `npm run pair`: two API instances on one PostgreSQL behind nginx, the way production runs more than
// one machine. Needs DATABASE_URL; nginx is installed from Debian's packages when missing. Ctrl-C
// stops all. `kill -9` of one instance's pid shows the proxy carrying on with the other.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { startPair } from './pair';

const root = path.resolve(import.meta.dirname, '../..');
const INSTANCE_PORTS = [3101, 3102] as const;

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl || !/^postgres(ql)?:\/\//.test(databaseUrl)) {
  console.error(
    'npm run pair needs PostgreSQL: both instances share one database (PGlite serves one process).\n' +
      'For example: DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run pair',
  );
  process.exit(1);
}

if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  const built = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const port = Number(process.env.PAIR_PORT ?? 3000);
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${port}`;
let stopping = false;
const pair = await startPair({
  databaseUrl,
  dir: path.join(root, 'data/pair'),
  proxyPort: port,
  instancePorts: INSTANCE_PORTS,
  publicUrl,
  output: 'terminal',
}).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  await pair.stop();
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(0));
pair.onUnexpectedExit((why) => {
  // Ctrl-C reaches every process of the terminal at once: their exits are no news then.
  if (stopping) return;
  console.warn(`pair: ${why}`);
  if (why.startsWith('nginx') || pair.instances.every((instance) => !instance.running)) void stop(1);
});

const instances = pair.instances.map((instance) => `${instance.url} (pid ${instance.pid})`).join(' and ');
console.log(
  `\nBorder insurance runs on ${publicUrl}: nginx on port ${port} in front of ${instances}, one PostgreSQL.\n` +
    `Proxy configuration and logs in data/pair/nginx/. Ctrl-C stops all.\n`,
);
