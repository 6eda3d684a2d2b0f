import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors';

interface ErrorAnswer {
  status: number;
  code: string;
  message: string;
  details?: unknown;
}

const FRAMEWORK_ERRORS: Record<string, Omit<ErrorAnswer, 'details'>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'MALFORMED_JSON',
    message: 'The request body is not valid JSON',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'EMPTY_BODY',
    message: 'The request body is empty; send JSON or no Content-Type',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'BODY_TOO_LARGE',
    message: 'The request body is too large',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Send the request body as JSON',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'BAD_CONTENT_LENGTH',
    message: 'The Content-Length does not match the body',
  },
  FST_REQ_FILE_TOO_LARGE: {
    status: 413,
    code: 'FILE_TOO_LARGE',
    message: 'A file is larger than the 10 MB limit',
  },
  FST_FILES_LIMIT: {
    status: 413,
    code: 'TOO_MANY_FILES',
    message: 'Too many files: at most 10 files per session',
  },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Upload files as multipart/form-data',
  },
};

/** Maps every error to `{ error: { code, message, details? } }`; internals never reach the client. */
export function toErrorAnswer(error: FastifyError): ErrorAnswer {
  if (error instanceof AppError) {
    return { status: error.statusCode, code: error.code, message: error.message, details: error.details };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((issue) => ({
      field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || undefined,
      message: issue.message ?? 'Invalid value',
    }));
    return {
      status: 400,
      code: 'VALIDATION_ERROR',
      message: issues[0]?.message ?? 'Invalid request',
      details: issues,
    };
  }
  const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
  if (known) return known;
  if (error.statusCode === 429) {
    return {
      status: 429,
      code: 'RATE_LIMITED',
      message: 'Too many requests; please wait a moment and try again',
    };
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return { status: error.statusCode, code: 'BAD_REQUEST', message: 'The request could not be processed' };
  }
  return {
    status: 500,
    code: 'INTERNAL_ERROR',
    message: 'Something went wrong on the server; please try again',
  };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const answer = toErrorAnswer(error);
    if (answer.status >= 500) {
      // The error's message and stack are ours, never the request's body.
      request.log.error(
        { reqId: request.id, err: { type: error.name, message: error.message, stack: error.stack } },
        'unexpected error',
      );
    }
    const body = {
      error: {
        code: answer.code,
        message: answer.message,
        ...(answer.details ? { details: answer.details } : {}),
      },
    };
    return reply.code(answer.status).header('Cache-Control', 'no-store').send(body);
  });
}
