import { z } from 'zod';

/**
 * A workspace API key as a user may enter it: printable ASCII only (no spaces, no CR/LF, which
 * would end up in an HTTP header, a log line or the database), 1 to 500 characters. The message
 * never repeats the key.
 */
export const apiKeyPattern = /^[\x21-\x7e]+$/;

export const apiKeySchema = z
  .string()
  .min(1)
  .max(500)
  .regex(apiKeyPattern, { message: 'must be printable ASCII without spaces' });
