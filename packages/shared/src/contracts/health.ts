import { z } from 'zod';

const reachability = z.enum(['reachable', 'unreachable']);

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: reachability,
  storage: reachability,
  version: z.string(),
});

export type HealthResponse = z.infer<typeof healthResponseSchema>;
