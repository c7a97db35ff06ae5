import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('runs on the embedded defaults with nothing set', () => {
    const config = loadConfig({}, null);
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:3000',
      database: { kind: 'pglite', dataDir: path.resolve('data', 'db') },
      demoContent: true,
    });
  });

  it('uses PostgreSQL when DATABASE_URL is set, without demo content unless asked', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/medshelf' }, null);
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u:p@127.0.0.1:5432/medshelf' });
    expect(config.demoContent).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://h/db', DEMO_CONTENT: '1' }, null).demoContent).toBe(true);
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid PORT: must be a port number'],
    [{ PORT: '70000' }, 'Invalid PORT: must be between 0 and 65535'],
    [{ DATABASE_URL: 'mysql://x/y' }, 'Invalid DATABASE_URL: must start with postgres:// or postgresql://'],
    [{ PUBLIC_URL: 'medshelf' }, 'Invalid PUBLIC_URL: must be a URL such as https://medshelf.example'],
    [{ DEMO_CONTENT: 'maybe' }, 'Invalid DEMO_CONTENT: must be one of 1, 0, true, false, on, off, yes, no'],
  ])('names the variable in one line for %o', (env, message) => {
    expect(() => loadConfig(env, null)).toThrow(new ConfigError(message));
  });

  it('never echoes a secret it could not parse', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres//user:hunter2@host' }, null)).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('hunter2') }),
    );
  });
});

describe('the server entry', () => {
  it('exits 1 with one clear line on a bad value', async () => {
    const run = promisify(execFile);
    const main = path.join(import.meta.dirname, 'main.ts');
    const failure = await run(process.execPath, ['--import', 'tsx', main], {
      env: { ...process.env, PORT: 'not-a-port', DATABASE_URL: '' },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(failure).toMatchObject({ code: 1, stderr: 'Invalid PORT: must be a port number\n' });
  });
});
