import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const NGINX = '/usr/sbin/nginx';

const aptGet = (...args: string[]) =>
  spawnSync('apt-get', args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  }).status === 0;

/**
 * nginx from Debian's packages, installed when missing. The package lists of a fresh machine may be
 * stale or absent, hence `apt-get update` and a second try when the first install fails.
 */
export function ensureNginx(): string {
  if (existsSync(NGINX)) return NGINX;
  if (process.getuid?.() !== 0)
    throw new Error(`nginx is missing and installing it needs root: sudo apt-get install -y nginx`);
  console.log('nginx is missing: apt-get install -y nginx');
  if (!aptGet('install', '-y', 'nginx') && !(aptGet('update') && aptGet('install', '-y', 'nginx')))
    throw new Error('apt-get could not install nginx');
  if (!existsSync(NGINX)) throw new Error(`nginx was installed but ${NGINX} is missing`);
  return NGINX;
}
