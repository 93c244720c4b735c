import pino from 'pino';
import { env } from '@/env';
import { describeError } from './describe-error';
import { logDestination } from './log-destination';

/**
 * Keys whose values never reach a log line, at the top and one level down: a buyer's name, email, phone and
 * card, and the credentials of a request. A safety net under the rule that callers log ids, never people.
 */
const PERSONAL_KEYS = [
  'name',
  'givenName',
  'familyName',
  'firstName',
  'lastName',
  'email',
  'phone',
  'mobile',
  'card',
  'cardNumber',
  'buyer',
  'customer',
  'authorization',
  'cookie',
  'password',
];

/** The log path of REDACTED (pino's redact paths: `key` and `*.key`). */
export const REDACTED_PATHS = PERSONAL_KEYS.flatMap((key) => [key, `*.${key}`]);

/**
 * The server's one logger: a JSON line per event on stdout (time, level name, msg, fields), at LOG_LEVEL. Errors
 * go under `err` and are described by describeError, which keeps query parameters out.
 */
export const logger = pino(
  {
    level: env.LOG_LEVEL,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { err: describeError },
  },
  logDestination,
);
