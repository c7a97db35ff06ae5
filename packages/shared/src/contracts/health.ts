import { z } from 'zod';

const reachability = z.enum(['reachable', 'unreachable']);

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: reachability,
  storage: reachability,
  /** The database connection that brings other processes' live updates (LISTEN). */
  liveUpdates: z.enum(['connected', 'reconnecting']),
  /** What this process does (MEDSHELF_ROLE). */
  role: z.enum(['all', 'web', 'worker']),
  version: z.string(),
});

export type HealthResponse = z.infer<typeof healthResponseSchema>;
