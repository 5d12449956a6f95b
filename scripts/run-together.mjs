// `node scripts/run-together.mjs typecheck lint`: runs npm scripts at the same time and fails if any
// fails. tsc and ESLint each keep one core busy: side by side on a 2-core machine, the two take the
// time of the longer one (CI runs them on a clean clone, with no cache, twice per run).
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const scripts = process.argv.slice(2);

/** One script's output, held and printed whole when it ends, so two scripts' lines never interleave. */
const run = (script) =>
  new Promise((resolve) => {
    const started = performance.now();
    const child = spawn('npm', ['run', script], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      process.stdout.write(Buffer.concat(output));
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      console.log(`${script}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds} s`);
      resolve(code ?? 1);
    });
  });

const codes = await Promise.all(scripts.map(run));
process.exit(codes.find((code) => code !== 0) ?? 0);
