import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { apiInstance, type TApiInstance } from './api-instance';
import { ensureNginx } from './ensure-nginx';
import { nginxConfig } from './nginx-config';
import { pairSecrets } from './pair-secrets';
import { waitForHealth } from './wait-for-health';

export type TPairOptions = {
  /** The PostgreSQL database both instances share. */
  databaseUrl: string;
  /** Secrets, the proxy's configuration, pid and logs, the instances' DATA_DIR (signing certificate). */
  dir: string;
  proxyPort: number;
  instancePorts: readonly [number, number];
  /** The proxy's address as customers see it: links in mails, the gateway's callback. */
  publicUrl: string;
  /** More environment for both instances, over the caller's own. */
  env?: Record<string, string>;
  /** The instances' output: on the terminal, or in `dir/logs/api-<port>.log`. */
  output: 'terminal' | 'files';
};

export type TPair = {
  proxyUrl: string;
  instances: readonly TApiInstance[];
  /** kill -9 of one instance (and its Chromium); the proxy sends everything to the other. */
  kill: (index: number) => Promise<void>;
  /** Starts a killed instance again and waits for its health. */
  restart: (index: number) => Promise<void>;
  /** Stops both instances, then the proxy. */
  stop: () => Promise<void>;
  /** Called when the proxy, or an instance nobody killed, exits. */
  onUnexpectedExit: (listener: (why: string) => void) => void;
};

function startNginx(nginx: string, directory: string, configFile: string): ChildProcess {
  const args = ['-p', directory, '-e', path.join(directory, 'error.log'), '-c', configFile];
  const checked = spawnSync(nginx, [...args, '-t'], { encoding: 'utf8' });
  if (checked.status !== 0) throw new Error(`nginx refused ${configFile}:\n${checked.stderr}`);
  return spawn(nginx, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
}

/**
 * Two API instances on one PostgreSQL behind nginx: the same secrets, the proxy's address as their
 * public one, one proxy hop trusted for the client's address (TRUST_PROXY=1, unless `env` says
 * otherwise). Resolves once both instances and the proxy answer /api/health.
 */
export async function startPair(options: TPairOptions): Promise<TPair> {
  const nginx = ensureNginx();
  const proxyDirectory = path.join(options.dir, 'nginx');
  const logs = path.join(options.dir, 'logs');
  mkdirSync(proxyDirectory, { recursive: true });
  if (options.output === 'files') mkdirSync(logs, { recursive: true });
  const env = {
    DATABASE_URL: options.databaseUrl,
    PUBLIC_URL: options.publicUrl,
    TRUST_PROXY: '1',
    DATA_DIR: options.dir,
    ...pairSecrets(options.dir),
    ...options.env,
  };
  const instances = options.instancePorts.map((port) =>
    apiInstance({
      port,
      env,
      output: options.output === 'terminal' ? 'terminal' : { file: path.join(logs, `api-${port}.log`) },
    }),
  );
  const listeners: ((why: string) => void)[] = [];
  const report = (why: string) => listeners.forEach((listener) => listener(why));
  for (const instance of instances) instance.onUnexpectedExit((why) => report(`${instance.name} ${why}`));

  const configFile = path.join(proxyDirectory, 'nginx.conf');
  writeFileSync(
    configFile,
    nginxConfig({
      dir: proxyDirectory,
      listen: String(options.proxyPort),
      upstreams: options.instancePorts.map((port) => `127.0.0.1:${port}`),
    }),
  );
  let proxy: ChildProcess | undefined;
  let proxyExited: Promise<void> = Promise.resolve();
  let stopping = false;

  async function stop() {
    stopping = true;
    await Promise.all(instances.map((instance) => instance.stop()));
    if (proxy && proxy.exitCode === null && proxy.signalCode === null) {
      proxy.kill('SIGTERM');
      await proxyExited;
    }
  }

  try {
    // Both at once: migrations take an advisory lock, so the second waits for the first.
    await Promise.all(instances.map((instance) => instance.start()));
    proxy = startNginx(nginx, proxyDirectory, configFile);
    const started = proxy;
    proxyExited = new Promise((resolve) =>
      started.once('exit', (code, signal) => {
        if (!stopping) report(`nginx ${signal ? `killed by ${signal}` : `exited with code ${code}`}`);
        resolve();
      }),
    );
    const proxyUrl = `http://127.0.0.1:${options.proxyPort}`;
    await waitForHealth(proxyUrl, {
      timeoutMs: 10_000,
      gone: () =>
        started.exitCode !== null ? `nginx exited (${path.join(proxyDirectory, 'error.log')})` : undefined,
    });
    return {
      proxyUrl,
      instances,
      kill: (index) => instances[index]!.kill(),
      restart: (index) => instances[index]!.start(),
      stop,
      onUnexpectedExit: (listener) => listeners.push(listener),
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
