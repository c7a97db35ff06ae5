import { availableParallelism } from 'node:os';
import path from 'node:path';
import { type Env, envSchema } from './config/env-schema.ts';
import type { Config, DatabaseConfig } from './config/types.ts';

export type { Config, ConverterSetting, DatabaseConfig, ProcessRole } from './config/types.ts';

export class ConfigError extends Error {}

const s3Required = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** Any S3_* variable means S3 was meant; half a setup must not fall back to local disk unnoticed. */
function s3Config(values: Env): Config['s3'] {
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_REGION } = values;
  if (S3_BUCKET && S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY) {
    return {
      endpoint: S3_ENDPOINT ?? null,
      bucket: S3_BUCKET,
      accessKeyId: S3_ACCESS_KEY_ID,
      secretAccessKey: S3_SECRET_ACCESS_KEY,
      region: S3_REGION ?? 'us-east-1',
    };
  }
  if (!(S3_ENDPOINT || S3_BUCKET || S3_ACCESS_KEY_ID || S3_SECRET_ACCESS_KEY || S3_REGION)) return null;
  const missing = s3Required.find((name) => !values[name]) ?? 'S3_BUCKET';
  const others = s3Required.filter((name) => name !== missing).join(' and ');
  throw new ConfigError(`Invalid ${missing}: must be set together with ${others} to store files in S3`);
}

/** Parses the environment once; a bad value throws one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv, webRoot: string | null): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue?.path.join('.') ?? 'environment';
    throw new ConfigError(`Invalid ${name}: ${issue?.message ?? 'bad value'}`);
  }
  const values = parsed.data;
  const s3 = s3Config(values);
  const dataDir = path.resolve(values.DATA_DIR);
  const database: DatabaseConfig = values.DATABASE_URL
    ? { kind: 'postgres', url: values.DATABASE_URL }
    : { kind: 'pglite', dataDir: path.join(dataDir, 'db') };
  const displayHost = values.HOST === '0.0.0.0' || values.HOST === '127.0.0.1' ? 'localhost' : values.HOST;
  return {
    env: values.NODE_ENV,
    role: values.MEDSHELF_ROLE,
    // One core stays with the thread that answers HTTP.
    processingConcurrency: values.PROCESSING_CONCURRENCY ?? Math.max(1, availableParallelism() - 1),
    shutdownSeconds: values.SHUTDOWN_SECONDS,
    trustProxy: values.TRUST_PROXY ?? false,
    metricsToken: values.METRICS_TOKEN ?? null,
    port: values.PORT,
    host: values.HOST,
    publicUrl: (values.PUBLIC_URL ?? `http://${displayHost}:${values.PORT}`).replace(/\/$/, ''),
    dataDir,
    database,
    logLevel: values.LOG_LEVEL,
    demoContent: values.DEMO_CONTENT ?? database.kind === 'pglite',
    jobStallSeconds: values.JOB_STALL_SECONDS,
    digestCheckSeconds: values.DIGEST_CHECK_SECONDS,
    converter:
      values.SOFFICE_PATH === undefined
        ? { kind: 'auto' }
        : values.SOFFICE_PATH === 'off'
          ? { kind: 'off' }
          : { kind: 'path', path: values.SOFFICE_PATH },
    converterMemoryMb: values.CONVERTER_MEMORY_MB,
    renderMemoryMb: values.RENDER_MEMORY_MB,
    webRoot,
    smtpUrl: values.SMTP_URL ?? null,
    mailFrom:
      values.MAIL_FROM ?? `MedShelf <no-reply@${new URL(values.PUBLIC_URL ?? 'http://localhost').hostname}>`,
    authSecret: values.AUTH_SECRET ?? null,
    // Generous per IP: mobile carriers put many students behind one address.
    authRateLimits: { perIpPerMinute: 60, perEmailPerQuarterHour: 10 },
    social: {
      google:
        values.GOOGLE_CLIENT_ID && values.GOOGLE_CLIENT_SECRET
          ? {
              clientId: values.GOOGLE_CLIENT_ID,
              clientSecret: values.GOOGLE_CLIENT_SECRET,
              discoveryUrl:
                values.GOOGLE_DISCOVERY_URL ?? 'https://accounts.google.com/.well-known/openid-configuration',
            }
          : null,
      facebook:
        values.FACEBOOK_CLIENT_ID && values.FACEBOOK_CLIENT_SECRET
          ? {
              clientId: values.FACEBOOK_CLIENT_ID,
              clientSecret: values.FACEBOOK_CLIENT_SECRET,
              authorizationUrl: values.FACEBOOK_OAUTH_URL ?? 'https://www.facebook.com/v21.0/dialog/oauth',
              tokenUrl: values.FACEBOOK_TOKEN_URL ?? 'https://graph.facebook.com/v21.0/oauth/access_token',
              userInfoUrl:
                values.FACEBOOK_USERINFO_URL ?? 'https://graph.facebook.com/me?fields=id,name,email,picture',
            }
          : null,
    },
    s3,
    feeds: {
      allowHosts: (values.FEEDS_ALLOW_HOSTS ?? '')
        .split(',')
        .map((entry) => entry.trim().toLowerCase())
        .filter(Boolean),
      timeoutMs: 10_000,
      maxBytes: 5 * 1024 * 1024,
    },
    signInLimits: {
      perAccountAndAddress: 10,
      // Generous: a carrier or a campus puts many students behind one address.
      perAddress: 50,
      perAccountBeforeSlowing: 20,
      slowSeconds: 10,
      trustedDays: 30,
    },
    statisticsRollupSeconds: values.STATISTICS_ROLLUP_SECONDS,
    searchRollupSeconds: values.SEARCH_ROLLUP_SECONDS,
    clock: () => new Date(),
    viewLimits: { perAddressPerDeckPerDay: 20 },
    reportLimits: { perReporterPerHour: 10, perDeckPerDay: 50 },
  };
}
