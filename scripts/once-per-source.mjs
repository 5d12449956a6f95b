// `node scripts/once-per-source.mjs <name> [--output <path>] -- <command…>`: runs the command unless it
// already succeeded on exactly these sources (and, with --output, what it made is still there). CI runs
// `npm test` twice, on PostgreSQL then on PGlite; the second pass changes only the database, so what
// does not depend on which one it is (the screens' and domain's tests, the web build, the browser
// journeys: decision 033) would only repeat the first pass's work, several minutes on a 2-core machine.
//
// The key is every file git would commit (tracked or new, not ignored), by path and content, with Node's
// version and the time zone: any edit runs the command again. Without git there is no key, and the
// command always runs.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function sourceKey() {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'buffer',
  });
  if (listed.status !== 0) return undefined;
  const hash = createHash('sha256').update(`${process.version} ${process.env.TZ ?? ''}\n`);
  const files = listed.stdout.toString('utf8').split('\0').filter(Boolean).sort();
  for (const file of new Set(files)) {
    const absolute = path.join(root, file);
    hash.update(`${file}\0`);
    hash.update(existsSync(absolute) ? readFileSync(absolute) : '(deleted)');
    hash.update('\0');
  }
  return hash.digest('hex');
}

const separator = process.argv.indexOf('--');
const options = process.argv.slice(2, separator);
const command = process.argv.slice(separator + 1);
const name = options[0];
const outputOption = options.indexOf('--output');
if (separator < 0 || !name || command.length === 0) {
  console.error('usage: node scripts/once-per-source.mjs <name> [--output <path>] -- <command…>');
  process.exit(2);
}
const output = outputOption >= 0 ? path.resolve(root, options[outputOption + 1]) : undefined;
const marker = path.join(root, 'node_modules', '.cache', 'once-per-source', `${name}.key`);

const key = sourceKey();
const made = !output || existsSync(output);
if (key && made && existsSync(marker) && readFileSync(marker, 'utf8') === key) {
  console.log(
    `${name}: already done on exactly these sources (key ${key.slice(0, 12)}), not run again; ` +
      `delete ${path.relative(root, marker)} to run it anyway.`,
  );
  process.exit(0);
}
const run = spawnSync(command[0], command.slice(1), { cwd: root, stdio: 'inherit' });
if (run.status === 0 && key) {
  mkdirSync(path.dirname(marker), { recursive: true });
  writeFileSync(marker, key);
}
process.exit(run.status ?? 1);
