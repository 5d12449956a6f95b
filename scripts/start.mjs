// `npm start`: install what is missing, build the web app, then start the API, which applies the
// migrations, seeds the reference data and serves the web app and the API on one port.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const run = (command, args) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run(process.execPath, ['scripts/ensure-install.mjs']);
// The build is skipped when the sources are those of the last one (a restart takes seconds, not 20).
run(process.execPath, [
  'scripts/once-per-source.mjs',
  'web-build',
  '--output',
  'apps/web/dist/index.html',
  '--',
  'npm',
  'run',
  'build',
  '--silent',
]);

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
