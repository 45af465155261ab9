import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  describeIssues,
  summarizeIssues,
  type ApiErrorBody,
  type ApiErrorCode,
  type ApiErrorIssue,
} from '../shared/api';

/**
 * The codes of the shared contract plus the server's own: `host_not_allowed` (421, the Host header
 * is not one this server answers to) happens only on a server started with a host check.
 */
export type ServerErrorCode = ApiErrorCode | 'host_not_allowed';

/** A failure with its HTTP status and error code; the error handler turns it into the JSON body. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ServerErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export function errorBody(code: ServerErrorCode, message: string, details?: unknown): ApiErrorBody {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}

/** Parses `value` with `schema` or fails with 400 validation_failed naming each field and bound. */
export function parse<S extends z.ZodType>(schema: S, value: unknown, where: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = describeIssues(result.error);
  throw new ApiError(
    400,
    'validation_failed',
    `Invalid ${where}: ${summarizeIssues(issues)}`,
    issues,
  );
}

export function notFound(resource: string, id: string): ApiError {
  return new ApiError(404, 'not_found', `No ${resource} with id "${id}" in this workspace.`);
}

/** 422: the body refers to a record that does not exist (in this workspace). */
export function unknownReference(field: string, resource: string, id: string): ApiError {
  const issue: ApiErrorIssue = { path: field, message: `no ${resource} with id "${id}"` };
  return new ApiError(422, 'validation_failed', summarizeIssues([issue]), [issue]);
}

/** Maps every error, ours and Fastify's, to the one error body shape. */
export function handleError(
  error: FastifyError | ApiError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof ApiError) {
    return reply.code(error.statusCode).send(errorBody(error.code, error.message, error.details));
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return reply
        .code(415)
        .send(
          errorBody(
            'validation_failed',
            `Unsupported Content-Type "${request.headers['content-type'] ?? ''}": send the body as application/json.`,
          ),
        );
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return reply
        .code(413)
        .send(
          errorBody(
            'payload_too_large',
            `The body is larger than ${request.routeOptions.bodyLimit ?? 0} bytes.`,
          ),
        );
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return reply
        .code(400)
        .send(errorBody('malformed_json', `The body is not valid JSON: ${error.message}`));
  }
  if (
    error instanceof SyntaxError ||
    (error.statusCode === 400 && /JSON|prototype/i.test(error.message))
  ) {
    return reply
      .code(400)
      .send(errorBody('malformed_json', `The body is not valid JSON: ${error.message}`));
  }
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    return reply.code(error.statusCode).send(errorBody('validation_failed', error.message));
  }
  request.log.error(error);
  return reply
    .code(500)
    .send(errorBody('internal', 'Internal server error; the change was not saved.'));
}

/**
 * The router's own refusals, before any hook: a path that is not valid percent-encoding (400) or
 * a path segment longer than Fastify's maxParamLength of 100 characters (414).
 */
export function handleFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    const message = 'a path segment (an id) is longer than 100 characters';
    return reply
      .code(414)
      .send(
        errorBody('validation_failed', `Invalid path: ${message}`, [{ path: '(path)', message }]),
      );
  }
  const message = 'not a valid percent-encoded URL path';
  return reply
    .code(400)
    .send(
      errorBody('validation_failed', `Invalid path: ${message}`, [{ path: '(path)', message }]),
    );
}
