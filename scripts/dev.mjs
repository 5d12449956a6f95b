// `npm run dev`: the API in watch mode on API_PORT (3001) and Vite with hot reload on PORT (3000),
// which proxies /api to it; links in mails point at Vite's address. Both stop together.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const installed = spawnSync(process.execPath, ['scripts/ensure-install.mjs'], {
  cwd: root,
  stdio: 'inherit',
});
if (installed.status !== 0) process.exit(installed.status ?? 1);

const apiPort = process.env.API_PORT ?? '3001';
const children = [
  spawn('npm', ['run', 'dev', '--workspace', '@bi/api'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort },
  }),
  spawn('npm', ['run', 'dev', '--workspace', '@bi/web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];
const stop = (code) => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
};
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
