import type { FastifyInstance } from 'fastify';
import { limits } from '../shared/api/limits';
import { ApiError } from './errors';

/** Deepest accepted nesting of arrays and objects in a body; the body itself is level 1. */
export const maxJsonDepth = limits.jsonDepthMax;

/**
 * Whether `text` nests arrays/objects deeper than `max`, scanning the raw text once without
 * recursion (brackets inside strings do not count). Run before JSON.parse, so that no parser, zod
 * schema or JSON.stringify ever walks a body deep enough to overflow the stack.
 */
export function jsonDepthExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      if (++depth > max) return true;
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) depth--;
  }
  return false;
}

/**
 * The path (`fields.a`, `payload.kwh.0`) of the first number that JSON.parse turned into
 * ±Infinity because it lies beyond the double range (1e400), or null. Iterative.
 */
export function nonFinitePath(value: unknown): string | null {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [v, path] = stack.pop() as [unknown, string];
    if (typeof v === 'number') {
      if (!Number.isFinite(v)) return path || '(body)';
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push([v[i], path ? `${path}.${i}` : `${i}`]);
    } else if (v !== null && typeof v === 'object') {
      const entries = Object.entries(v);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [k, child] = entries[i] as [string, unknown];
        stack.push([child, path ? `${path}.${k}` : k]);
      }
    }
  }
  return null;
}

/**
 * JSON only: any other Content-Type on a body is 415. An empty body counts as no body (all fields
 * omitted). Refused with 400 before anything else sees the body: nesting deeper than
 * `maxJsonDepth` (malformed_json), malformed JSON or `__proto__` keys (malformed_json), `null`
 * where the object belongs and numbers beyond the double range (validation_failed, by field).
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, text, done) => {
    const body = text as string;
    if (body === '') return done(null, undefined);
    if (jsonDepthExceeds(body, maxJsonDepth)) {
      const message = `nested deeper than ${maxJsonDepth} levels of arrays and objects`;
      return done(
        new ApiError(400, 'malformed_json', `The body is ${message}.`, [
          { path: '(body)', message, code: 'too_deep', params: { maximum: maxJsonDepth } },
        ]),
      );
    }
    parseJson(request, body, (error, value) => {
      if (error) return done(error);
      if (value === null) {
        const message = 'must be object, not null';
        return done(
          new ApiError(400, 'validation_failed', `Invalid body: (body): ${message}`, [
            { path: '(body)', message, code: 'invalid_type', params: { expected: 'object' } },
          ]),
        );
      }
      const path = nonFinitePath(value);
      if (path !== null) {
        const message = 'number beyond the double range (about ±1.8e308)';
        return done(
          new ApiError(400, 'validation_failed', `Invalid body: ${path}: ${message}`, [
            {
              path,
              message,
              code: 'too_big',
              params: { origin: 'number', maximum: Number.MAX_VALUE },
            },
          ]),
        );
      }
      done(null, value);
    });
  });
}
