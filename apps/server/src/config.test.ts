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
    [{ MEDSHELF_ROLE: 'both' }, 'Invalid MEDSHELF_ROLE: must be one of all, web, worker'],
    [{ PROCESSING_CONCURRENCY: '0' }, 'Invalid PROCESSING_CONCURRENCY: must be at least 1'],
    [{ SHUTDOWN_SECONDS: '2.5' }, 'Invalid SHUTDOWN_SECONDS: must be a whole number of seconds'],
    [
      { TRUST_PROXY: 'yes please' },
      'Invalid TRUST_PROXY: must be off, a number of proxy hops, or a comma-separated list of proxy addresses or CIDRs',
    ],
    [{ METRICS_TOKEN: 'short' }, 'Invalid METRICS_TOKEN: must be at least 16 characters'],
  ])('names the variable in one line for %o', (env, message) => {
    expect(() => loadConfig(env, null)).toThrow(new ConfigError(message));
  });

  it('reads the process role, the render threads, the shutdown bound and the proxies to trust', () => {
    expect(loadConfig({}, null)).toMatchObject({
      role: 'all',
      shutdownSeconds: 25,
      trustProxy: false,
      metricsToken: null,
      converterMemoryMb: 2048,
    });
    expect(loadConfig({ CONVERTER_MEMORY_MB: '1024' }, null).converterMemoryMb).toBe(1024);
    expect(() => loadConfig({ CONVERTER_MEMORY_MB: '100' }, null)).toThrow(ConfigError);
    expect(loadConfig({}, null).processingConcurrency).toBeGreaterThanOrEqual(1);
    const config = loadConfig(
      { MEDSHELF_ROLE: 'worker', PROCESSING_CONCURRENCY: '3', SHUTDOWN_SECONDS: '40', TRUST_PROXY: '2' },
      null,
    );
    expect(config).toMatchObject({
      role: 'worker',
      processingConcurrency: 3,
      shutdownSeconds: 40,
      trustProxy: 2,
    });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5,loopback' }, null).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.5',
      'loopback',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'off' }, null).trustProxy).toBe(false);
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

describe('loadConfig for S3 storage', () => {
  const complete = {
    S3_BUCKET: 'medshelf-files',
    S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
    S3_SECRET_ACCESS_KEY: 'hunter2',
  };

  it('keeps files on local disk when no S3 variable is set', () => {
    expect(loadConfig({}, null).s3).toBeNull();
  });

  it('uses AWS in us-east-1 when only the bucket and keys are set', () => {
    expect(loadConfig(complete, null).s3).toEqual({
      endpoint: null,
      bucket: 'medshelf-files',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'hunter2',
      region: 'us-east-1',
    });
  });

  it('takes an endpoint and region for other S3-compatible stores', () => {
    const config = loadConfig({ ...complete, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_REGION: 'auto' }, null);
    expect(config.s3).toMatchObject({ endpoint: 'http://127.0.0.1:9000', region: 'auto' });
  });

  it.each([
    [
      { S3_BUCKET: 'medshelf-files' },
      'Invalid S3_ACCESS_KEY_ID: must be set together with S3_BUCKET and S3_SECRET_ACCESS_KEY to store files in S3',
    ],
    [
      { S3_BUCKET: 'medshelf-files', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' },
      'Invalid S3_SECRET_ACCESS_KEY: must be set together with S3_BUCKET and S3_ACCESS_KEY_ID to store files in S3',
    ],
    [
      { S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'hunter2' },
      'Invalid S3_BUCKET: must be set together with S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY to store files in S3',
    ],
    [
      { S3_ENDPOINT: 'http://127.0.0.1:9000' },
      'Invalid S3_BUCKET: must be set together with S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY to store files in S3',
    ],
    [{ ...complete, S3_ENDPOINT: 'minio:9000' }, 'Invalid S3_ENDPOINT: must start with http:// or https://'],
    [
      { ...complete, S3_ENDPOINT: 'not a url' },
      'Invalid S3_ENDPOINT: must be a URL such as http://127.0.0.1:9000 (leave unset for AWS)',
    ],
    [
      { ...complete, S3_BUCKET: 'files/decks' },
      'Invalid S3_BUCKET: must be a bucket name such as medshelf-files',
    ],
  ])('names the missing or bad S3 variable for %o', (env, message) => {
    expect(() => loadConfig(env, null)).toThrow(new ConfigError(message));
  });

  it('never echoes the secret key', () => {
    expect(() => loadConfig({ S3_SECRET_ACCESS_KEY: 'hunter2' }, null)).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('hunter2') }),
    );
  });
});
