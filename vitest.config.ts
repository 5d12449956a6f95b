import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest leaves one core free, so a 2-core machine ran one file at a time; the files wait mostly on
    // PGlite and jsdom, and two at once take a fifth less time (CI runs everything twice).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'domain',
          include: [
            'packages/domain/src/**/*.test.ts',
            'packages/chromium/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'apps/web/build/**/*.test.ts',
          ],
          environment: 'node',
          // Some spawn processes (once-per-source, the lint probes): 5 s failed under a second test run.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // What the server does after its answer (a mail, a job) is polled for: the 1 s default is a
          // time bound that a busy machine can miss.
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // Each file in a VM context of its own in a shared worker: the same isolation (a new jsdom, its
          // modules evaluated anew), but no process per file and every module read and transformed once
          // per worker: 96 s → 34 s. On a single worker Vitest would share one context: never fewer than 2.
          pool: 'vmThreads',
          // The app speaks the phone's language: the screens are tested on a French one.
          setupFiles: ['apps/web/src/test/french-phone.ts', 'apps/web/src/test/busy-machine.ts'],
          // MUI screens in jsdom take about a second each, several on a loaded machine: the default 5 s
          // failed the staff screens' tests under a second test run.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['apps/web/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/web/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two journey files run at once beside the server and Chromium: a button that is enabled
          // after the server answered may take seconds on a busy machine, far past the 1 s default.
          expect: { poll: { timeout: 20_000 } },
          // Two files at once, whatever the cores: each drives a Chromium against the one server, and
          // more would measure the server's queue, not the journeys. A project with its own worker
          // count runs in a group of its own (after the others, when all run in one command).
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
