import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { databaseTrouble, type DatabaseTrouble } from '../db/errors';
import { ApiError } from './api-error';
import { sendStaleVersion, StaleVersion } from './version-conflict';
import { describeValidationIssue, type ValidationIssue } from './validation-message';

const SERVER_ERROR = 'Something went wrong, please try again later';

/** Sentences for Fastify's own client errors, where its wording is not meant for people. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body must be a JSON object',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its length',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large',
  FST_REQ_FILE_TOO_LARGE: 'The file is too large',
  FST_PARTS_LIMIT: 'The form has too many parts',
  FST_FILES_LIMIT: 'The form has too many files',
  FST_FIELDS_LIMIT: 'The form has too many fields',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'The request is not a multipart form',
};

const BROKEN_FORM_MESSAGE = 'The form could not be read';

/** A call that failed for want of the database answers 503: nothing was wrong with it, it may be sent again. */
export const DATABASE_MESSAGES: Record<DatabaseTrouble, string> = {
  unavailable: 'The database is not available. Try again in a moment.',
  timeout: 'The database took too long to answer. Try again in a moment.',
};
/** Seconds a client should wait before sending it again (the pool reconnects within that). */
const DATABASE_RETRY_AFTER_SECONDS = '5';

/** The multipart parser (busboy) reports a malformed form with a plain Error and these sentences. */
const isBrokenForm = (error: Error) =>
  !('statusCode' in error && error.statusCode) && /^(Multipart: |Unexpected end of form|Malformed part header)/.test(error.message);

/**
 * Sends `{ message }` past the route's response serializer: an operation's schema for that status may
 * ask for more (CsvImportError's row errors), and a body it refuses would turn a 4xx into a 500
 * (FST_ERR_FAILED_ERROR_SERIALIZATION).
 */
function sendMessage(reply: FastifyReply, status: number, message: string, field?: string) {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .serializer(JSON.stringify)
    .send(field ? { message, field } : { message });
}

/** Every error answers `{ message }` with a sentence the console can show. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if ('validation' in error && error.validation) {
      const { operationId } = request.routeOptions.config;
      const message = describeValidationIssue(error.validation[0] as ValidationIssue, error.validationContext ?? 'body', operationId);
      return sendMessage(reply, 400, message);
    }
    if (error instanceof StaleVersion) return sendStaleVersion(reply, error);
    if (error instanceof ApiError) {
      return sendMessage(reply, error.statusCode, error.message, error.field);
    }
    if (isBrokenForm(error)) return sendMessage(reply, 400, BROKEN_FORM_MESSAGE);
    const trouble = databaseTrouble(error);
    if (trouble) {
      // One short line per call, not a stack: while the database is down every call comes here.
      const { code, message } = error as { code?: string; message?: string };
      request.log.warn({ database: { trouble, code, message } }, DATABASE_MESSAGES[trouble]);
      reply.header('retry-after', DATABASE_RETRY_AFTER_SECONDS);
      return sendMessage(reply, 503, DATABASE_MESSAGES[trouble]);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = 'code' in error ? error.code : undefined;
      return sendMessage(reply, status, (code && FASTIFY_MESSAGES[code]) || error.message);
    }
    request.log.error({ err: error }, 'request failed');
    // The reference finds this log line: the toast shows it (spec §8 shows the server's message).
    return sendMessage(reply, status >= 500 && status < 600 ? status : 500, `${SERVER_ERROR} (reference: ${request.id})`);
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` });
  });
}
