// Installs dependencies when they are missing or when package-lock.json changed since the last install,
// so `npm start` and `npm test` work on a fresh clone with nothing installed by hand.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const lockFile = path.join(root, 'package-lock.json');
const stampFile = path.join(root, 'node_modules', '.border-insurance-install');

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(
    `Node ${process.versions.node} is too old: this project needs Node 20.19 or later (Vite 8 and jsdom 29 do).`,
  );
  process.exit(1);
}

const lockHash = createHash('sha256').update(readFileSync(lockFile)).digest('hex');
const installed = existsSync(stampFile) && readFileSync(stampFile, 'utf8') === lockHash;

if (!installed) {
  console.log('Installing dependencies (npm ci)…');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stampFile, lockHash);
}
