import { describe, expect, it } from 'vitest';
import { configWarnings, loadConfig } from './config.js';

const SECRET = 'a-production-secret-of-at-least-32-characters';
const production = (env: NodeJS.ProcessEnv) =>
  loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET, DATA_DIR: '/tmp/goodhours-config-test', ...env });

describe('settings an operator is warned about at start', () => {
  it('warns when a production server’s PUBLIC_URL is plain http (links in emails and secure cookies need https)', () => {
    expect(configWarnings(production({ PUBLIC_URL: 'http://volunteers.example.org' }))).toEqual([expect.stringContaining('https://')]);
    expect(configWarnings(production({}))).toHaveLength(1);
    expect(configWarnings(production({ PUBLIC_URL: 'https://volunteers.example.org' }))).toEqual([]);
    // Trying it out on a laptop is not production.
    expect(configWarnings(loadConfig({ DATA_DIR: '/tmp/goodhours-config-test', PUBLIC_URL: 'http://localhost:4500' }))).toEqual([]);
  });

  it('refuses settings that cannot work, naming them', () => {
    expect(() => loadConfig({ LOG_LEVEL: 'loud', DATA_DIR: '/tmp/goodhours-config-test' })).toThrow('LOG_LEVEL');
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0', DATA_DIR: '/tmp/goodhours-config-test' })).toThrow('DATABASE_POOL_SIZE');
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow('JWT_SECRET');
    expect(loadConfig({ LOG_LEVEL: 'WARN', DATABASE_POOL_SIZE: '25', DATA_DIR: '/tmp/goodhours-config-test' })).toMatchObject({
      logLevel: 'warn',
      databasePoolSize: 25,
    });
  });
});
