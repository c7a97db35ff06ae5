import { availableParallelism } from 'node:os';
import path from 'node:path';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';

const flag = z
  .enum(['0', '1', 'true', 'false', 'on', 'off', 'yes', 'no'], {
    error: 'must be one of 1, 0, true, false, on, off, yes, no',
  })
  .transform((value) => ['1', 'true', 'on', 'yes'].includes(value));

const postgresUrl = z
  .url({ error: 'must be a URL such as postgres://user:password@127.0.0.1:5432/medshelf' })
  .refine((value) => /^postgres(ql)?:\/\//.test(value), {
    error: 'must start with postgres:// or postgresql://',
  });

const wholeSeconds = (least: number) =>
  z.coerce
    .number({ error: 'must be a number of seconds' })
    .int({ error: 'must be a whole number of seconds' })
    .min(least, { error: `must be at least ${least}` });

// proxy-addr's names for address ranges, accepted beside addresses and CIDRs.
const proxyRangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isProxyEntry = (entry: string) =>
  proxyRangeNames.has(entry) || ipaddr.isValid(entry) || ipaddr.isValidCIDR(entry);

/**
 * Which forwarded headers count (Fastify's trustProxy): none by default, so a client cannot
 * choose its own address; a hop count behind that many proxies; or the proxies' addresses.
 */
const trustProxy = z
  .string()
  .trim()
  .refine(
    (value) =>
      /^(off|false|0|\d+)$/.test(value) || value.split(',').every((entry) => isProxyEntry(entry.trim())),
    { error: 'must be off, a number of proxy hops, or a comma-separated list of proxy addresses or CIDRs' },
  )
  .transform((value): Config['trustProxy'] => {
    if (/^(off|false|0)$/.test(value)) return false;
    if (/^\d+$/.test(value)) return Number(value);
    return value.split(',').map((entry) => entry.trim());
  });

/** Every environment variable the server reads (README "Configuration" documents each). */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int({ error: 'must be a whole port number' })
    .min(0, { error: 'must be between 0 and 65535' })
    .max(65535, { error: 'must be between 0 and 65535' })
    .default(3000),
  HOST: z.string().min(1, { error: 'must not be empty' }).default('127.0.0.1'),
  PUBLIC_URL: z.url({ error: 'must be a URL such as https://medshelf.example' }).optional(),
  DATA_DIR: z.string().min(1, { error: 'must not be empty' }).default('./data'),
  DATABASE_URL: postgresUrl.optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  DEMO_CONTENT: flag.optional(),
  SOFFICE_PATH: z.string().min(1, { error: 'must be a path to soffice, or "off"' }).optional(),
  JOB_STALL_SECONDS: wholeSeconds(1).default(120),
  STATISTICS_ROLLUP_SECONDS: wholeSeconds(1).default(300),
  DIGEST_CHECK_SECONDS: wholeSeconds(1).default(3600),
  SEARCH_ROLLUP_SECONDS: wholeSeconds(1).default(3600),
  CONVERTER_MEMORY_MB: z.coerce
    .number({ error: 'must be a number of megabytes' })
    .int({ error: 'must be a whole number of megabytes' })
    .min(256, { error: 'must be at least 256 (LibreOffice does not start with less)' })
    .default(2048),
  RENDER_MEMORY_MB: z.coerce
    .number({ error: 'must be a number of megabytes' })
    .int({ error: 'must be a whole number of megabytes' })
    .min(64, { error: 'must be at least 64 (mupdf needs some room for an ordinary page)' })
    .max(2048, { error: 'must be at most 2048 (mupdf cannot grow past 2 GB)' })
    .default(1024),
  MEDSHELF_ROLE: z
    .enum(['all', 'web', 'worker'], { error: 'must be one of all, web, worker' })
    .default('all'),
  PROCESSING_CONCURRENCY: z.coerce
    .number({ error: 'must be a number of worker threads' })
    .int({ error: 'must be a whole number of worker threads' })
    .min(1, { error: 'must be at least 1' })
    .max(64, { error: 'must be at most 64' })
    .optional(),
  SHUTDOWN_SECONDS: wholeSeconds(1).default(25),
  TRUST_PROXY: trustProxy.optional(),
  METRICS_TOKEN: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  SMTP_URL: z
    .url({ error: 'must be a URL such as smtp://user:password@smtp.example.com:587' })
    .refine((value) => /^smtps?:\/\//.test(value), { error: 'must start with smtp:// or smtps://' })
    .optional(),
  MAIL_FROM: z
    .string()
    .min(3, { error: 'must be an address such as MedShelf <no-reply@medshelf.example>' })
    .optional(),
  AUTH_SECRET: z
    .string()
    .min(32, { error: 'must be at least 32 characters (try: openssl rand -hex 32)' })
    .optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_DISCOVERY_URL: z.url({ error: 'must be the URL of an OpenID configuration document' }).optional(),
  FACEBOOK_CLIENT_ID: z.string().min(1).optional(),
  FACEBOOK_CLIENT_SECRET: z.string().min(1).optional(),
  FACEBOOK_OAUTH_URL: z
    .url({ error: 'must be a URL such as https://www.facebook.com/v21.0/dialog/oauth' })
    .optional(),
  FACEBOOK_TOKEN_URL: z
    .url({ error: 'must be a URL such as https://graph.facebook.com/v21.0/oauth/access_token' })
    .optional(),
  FACEBOOK_USERINFO_URL: z.url({ error: 'must be a URL such as https://graph.facebook.com/me' }).optional(),
  S3_ENDPOINT: z
    .url({ error: 'must be a URL such as http://127.0.0.1:9000 (leave unset for AWS)' })
    .refine((value) => /^https?:\/\//.test(value), { error: 'must start with http:// or https://' })
    .optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[^\s/]+$/, { error: 'must be a bucket name such as medshelf-files' })
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1, { error: 'must not be empty' }).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1, { error: 'must not be empty' }).optional(),
  S3_REGION: z.string().min(1, { error: 'must not be empty' }).optional(),
  FEEDS_ALLOW_HOSTS: z
    .string()
    .regex(/^\s*[\w.:[\]-]+(\s*,\s*[\w.:[\]-]+)*\s*$/, {
      error: 'must be a comma-separated list of host or host:port, such as 127.0.0.1:8080',
    })
    .optional(),
});

export type ConverterSetting = { kind: 'auto' } | { kind: 'off' } | { kind: 'path'; path: string };

export type DatabaseConfig =
  | {
      kind: 'pglite';
      dataDir: string | null;
      /**
       * A PGlite data directory dumped to a file (`dumpDataDir`) that a new in-memory database
       * starts from: tests begin each one already migrated, not from an empty cluster.
       */
      template?: string;
    }
  | { kind: 'postgres'; url: string };

/**
 * What one process does: `web` answers HTTP, `worker` runs background jobs and scheduled work
 * (answering only health and metrics), `all` both (the embedded default).
 */
export type ProcessRole = 'all' | 'web' | 'worker';

export interface Config {
  env: 'development' | 'production' | 'test';
  role: ProcessRole;
  /** Worker threads that render, extract and encode pages (PROCESSING_CONCURRENCY). */
  processingConcurrency: number;
  /** On SIGTERM the process has exited within this many seconds, whatever is still open. */
  shutdownSeconds: number;
  /** Which X-Forwarded-* headers to believe (Fastify's trustProxy); false: none. */
  trustProxy: false | number | string[];
  /** When set, /metrics wants `Authorization: Bearer <token>`. */
  metricsToken: string | null;
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  database: DatabaseConfig;
  logLevel: string;
  demoContent: boolean;
  /** LibreOffice for PPTX/PPT/ODP decks: found on the PATH ('auto'), a given path, or off. */
  converter: ConverterSetting;
  /** The address space one LibreOffice conversion may take (prlimit --as), in MB. */
  /** The bound on each render thread's mupdf heap (RENDER_MEMORY_MB). */
  renderMemoryMb: number;
  converterMemoryMb: number;
  /** A deck whose processing has not moved for this long is handed to another attempt. */
  jobStallSeconds: number;
  /** How often the weekly digest looks for members who are due one (each gets one a week at most). */
  digestCheckSeconds: number;
  /** Directory of the built web app; null serves the API only (tests, API-only processes). */
  webRoot: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  /** Null: generated once and kept in DATA_DIR, so sessions survive restarts on a laptop. */
  authSecret: string | null;
  /** Requests allowed on the auth endpoints per IP, and on the mail-sending ones per email (tests lower them). */
  authRateLimits: { perIpPerMinute: number; perEmailPerQuarterHour: number };
  /** Google and Facebook sign-in, each present only when its client id and secret are set. */
  social: {
    google: { clientId: string; clientSecret: string; discoveryUrl: string } | null;
    facebook: {
      clientId: string;
      clientSecret: string;
      authorizationUrl: string;
      tokenUrl: string;
      userInfoUrl: string;
    } | null;
  };
  /** S3-compatible file storage; null keeps files on local disk under DATA_DIR/files. */
  s3: {
    endpoint: string | null;
    bucket: string;
    accessKeyId: string;
    secretAccessKey: string;
    region: string;
  } | null;
  /** Fetching editors' RSS/Atom feeds: limits, and the private hosts allowed all the same. */
  feeds: {
    /** host or host:port entries (FEEDS_ALLOW_HOSTS) fetched although their address is private. */
    allowHosts: string[];
    /** The whole fetch, redirects included (tests lower it). */
    timeoutMs: number;
    maxBytes: number;
  };
  /**
   * Failed sign-ins allowed per 15 minutes for one account from one address, and from one
   * address on any account; past `perAccountBeforeSlowing` failures on an account from
   * everywhere, addresses it was never signed in from get one try per `slowSeconds`.
   */
  signInLimits: {
    perAccountAndAddress: number;
    perAddress: number;
    perAccountBeforeSlowing: number;
    slowSeconds: number;
    trustedDays: number;
  };
  /** How often readers' events are summed into the uploaders' daily statistics. */
  statisticsRollupSeconds: number;
  /** How often searches are counted into popular searches (which drops the cached reads). */
  searchRollupSeconds: number;
  /** The time of day, for everything counted by day (tests set it to cross midnight). */
  clock: () => Date;
  /** Anonymous views counted per deck per day from one address (a campus shares one). */
  viewLimits: { perAddressPerDeckPerDay: number };
  /** Reports one reporter (a user, or an address) may send an hour; reports a deck keeps a day. */
  reportLimits: { perReporterPerHour: number; perDeckPerDay: number };
}

export class ConfigError extends Error {}

const s3Required = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** Any S3_* variable means S3 was meant; half a setup must not fall back to local disk unnoticed. */
function s3Config(values: z.infer<typeof envSchema>): Config['s3'] {
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
