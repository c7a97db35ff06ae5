import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import type { Config } from './types.ts';

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
export const envSchema = z.object({
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

export type Env = z.infer<typeof envSchema>;
