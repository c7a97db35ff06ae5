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
  /** The bound on each render thread's mupdf heap (RENDER_MEMORY_MB). */
  renderMemoryMb: number;
  /** The address space one LibreOffice conversion may take (prlimit --as), in MB. */
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
