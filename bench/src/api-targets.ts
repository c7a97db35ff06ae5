/** What the API bench requests: shared by the load generator (api.ts) and the server process. */
import type { DatabaseConfig } from '../../apps/server/src/config.ts';

export interface ApiTarget {
  key: string;
  label: string;
  server: 'hello' | 'app';
  /** One path, or several picked at random per request (deck detail). */
  paths: string[];
}

/** The IPC message that starts the server process (api-server.ts), sent by api.ts. */
export interface ServerStart {
  type: 'start';
  database: DatabaseConfig;
  dataDir: string;
  targets: ApiTarget[];
  /** Sequential in-process timing of each app target first; none for the crowd. */
  sequential: { requests: number; maxSeconds: number; warmup: number } | null;
  /** The built web app, for the served HTML of content pages; none for the API alone. */
  webRoot?: string;
}

export interface SequentialTiming {
  key: string;
  requests: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

/** From the bench to the server process. */
export type ParentMessage = ServerStart | { type: 'drain' } | { type: 'stop' };

/** From the server process to the bench. */
export type ServerMessage =
  | { type: 'ready'; appOrigin: string; helloOrigin: string; sequential: SequentialTiming[] }
  /** The app has finished every request it received (see `drain` in api.ts). */
  | { type: 'drained' }
  | { type: 'failed'; message: string };

export function apiTargets(detailIds: readonly string[]): ApiTarget[] {
  return [
    { key: 'hello', label: 'Fastify hello world', server: 'hello', paths: ['/'] },
    {
      key: 'list-sub-newest',
      label: 'list medicine/cardiology, newest',
      server: 'app',
      paths: ['/api/decks?category=medicine&subCategory=cardiology'],
    },
    {
      key: 'list-sub-trending',
      label: 'list medicine/cardiology, trending',
      server: 'app',
      paths: ['/api/decks?category=medicine&subCategory=cardiology&sort=trending'],
    },
    { key: 'list-deep', label: 'list all, page 50 (newest)', server: 'app', paths: ['/api/decks?page=50'] },
    {
      key: 'overview-newest',
      label: 'overview basic+clinical, newest',
      server: 'app',
      paths: ['/api/slides/overview?subjects=basic-science,clinical-science'],
    },
    {
      key: 'overview-trending',
      label: 'overview basic+clinical, trending',
      server: 'app',
      paths: ['/api/slides/overview?subjects=basic-science,clinical-science&sort=trending'],
    },
    {
      key: 'detail',
      label: `deck detail (${detailIds.length} ids)`,
      server: 'app',
      paths: detailIds.map((id) => `/api/decks/${id}`),
    },
  ];
}
