import type { ErrorResponse } from '@medshelf/shared';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-errors.ts';

const internalMessage = 'Something went wrong on our side. Please try again in a moment.';

/**
 * One shape for every error: `{ error: { code, message, details? } }`. Server faults are logged
 * with the request and answered without their details.
 */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const body: ErrorResponse = {
          error: {
            code: 'validation_failed',
            message: 'Some fields are not valid.',
            details: error.validation.map((issue) => ({
              path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
              message: issue.message ?? 'Invalid value',
            })),
          },
        };
        return reply.status(400).send(body);
      }
      if (error instanceof HttpError) {
        const body: ErrorResponse = { error: { code: error.code, message: error.message } };
        if (error.details) body.error.details = error.details;
        return reply.status(error.statusCode).send(body);
      }
      const status =
        typeof error === 'object' && error && 'statusCode' in error ? Number(error.statusCode) : 500;
      if (status >= 500 || Number.isNaN(status)) {
        request.log.error({ err: error }, 'request failed');
        return reply.status(500).send({ error: { code: 'internal', message: internalMessage } });
      }
      const code = status === 429 ? 'rate_limited' : status === 404 ? 'not_found' : 'bad_request';
      const message = error instanceof Error ? error.message : 'Bad request';
      return reply.status(status).send({ error: { code, message } });
    });
  },
  { name: 'errors' },
);
