import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('lists everything production is missing, in one message', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    try {
      loadConfig({ NODE_ENV: 'production', PORT: '3000' });
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        'JWT_SECRET: required in production',
        'DATABASE_URL: required in production (PGlite is for development)',
        'PUBLIC_URL: required in production (links in mails and payment returns)',
        'SMTP_URL: required in production (codes and notices are sent by mail)',
        'SMS_HTTP_URL: required in production (phone codes are sent by SMS)',
        'CMI_GATEWAY_URL, CMI_CLIENT_ID, CMI_STORE_KEY: required in production (card payment)',
        "SIGNING_P12_PATH: required in production (the insurer's certificate seals contracts)",
        'INSURER_EMAIL: required in production (cancellations and terminations are sent there)',
      ]);
    }
  });

  it('moves the clock by whole days outside production only', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).clockOffsetDays).toBe(0);
    expect(loadConfig({ NODE_ENV: 'test', CLOCK_OFFSET_DAYS: '-40' }).clockOffsetDays).toBe(-40);
    expect(() => loadConfig({ NODE_ENV: 'test', CLOCK_OFFSET_DAYS: '1.5' })).toThrow(/CLOCK_OFFSET_DAYS/);
    expect(() => loadConfig({ NODE_ENV: 'production', CLOCK_OFFSET_DAYS: '3' })).toThrow(
      /CLOCK_OFFSET_DAYS: not allowed in production/,
    );
  });

  it('uses its own sandbox gateway unless a CMI gateway is configured, and never a gateway without its key', () => {
    const sandbox = loadConfig({ NODE_ENV: 'test', PORT: '4100' });
    expect(sandbox.payment).toMatchObject({
      gatewayUrl: 'http://localhost:4100/sandbox/cmi/fim/est3Dgate',
      sandbox: true,
    });
    const real = loadConfig({
      NODE_ENV: 'test',
      CMI_GATEWAY_URL: 'https://testpayment.cmi.co.ma/fim/est3Dgate',
      CMI_CLIENT_ID: '600123456',
      CMI_STORE_KEY: 'the-store-key',
    });
    expect(real.payment).toEqual({
      gatewayUrl: 'https://testpayment.cmi.co.ma/fim/est3Dgate',
      clientId: '600123456',
      storeKey: 'the-store-key',
      sandbox: false,
    });
    expect(() => loadConfig({ CMI_GATEWAY_URL: 'https://testpayment.cmi.co.ma/fim/est3Dgate' })).toThrow(
      /CMI_STORE_KEY/,
    );
    expect(() => loadConfig({ CMI_GATEWAY_URL: 'ftp://gateway.example' })).toThrow(/CMI_GATEWAY_URL/);
  });

  it('refuses malformed values with the variable named', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(
      /PORT[\s\S]*DATABASE_URL/,
    );
  });

  it('generates a development secret once and keeps it under the data folder', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bi-config-'));
    const first = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });
    const second = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });
    expect(first.jwtSecret).toHaveLength(64);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(readFileSync(path.join(dataDir, 'secrets', 'jwt-secret'), 'utf8')).toBe(first.jwtSecret);
    expect(first.database).toEqual({ driver: 'pglite', dir: path.join(dataDir, 'pglite') });
  });

  it('switches to PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'postgres://u@h:5432/db' });
    expect(config.database).toEqual({ driver: 'postgres', url: 'postgres://u@h:5432/db' });
  });
});
