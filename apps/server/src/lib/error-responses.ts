import { errorResponseSchema } from '@medshelf/shared';

/** The error bodies a route may answer with, for its schema's `response`: `{ ...errorResponses(400, 404) }`. */
export function errorResponses<const Status extends number>(...statuses: Status[]) {
  return Object.fromEntries(statuses.map((status) => [status, errorResponseSchema])) as Record<
    Status,
    typeof errorResponseSchema
  >;
}
