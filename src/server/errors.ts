/** Errors a service may throw; one handler in app.ts turns them into `{ error: { code, message, details? } }`. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found', code = 'NOT_FOUND') {
    super(404, code, message);
  }
}

/** A missing, ended, expired or foreign session: all look the same to the caller. */
export class NoActiveSessionError extends NotFoundError {
  constructor() {
    super('No active session', 'NO_ACTIVE_SESSION');
  }
}

export class BadRequestError extends AppError {
  constructor(message: string, code = 'BAD_REQUEST', details?: unknown) {
    super(400, code, message, details);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, code = 'CONFLICT', details?: unknown) {
    super(409, code, message, details);
  }
}

export class ForbiddenError extends AppError {
  constructor(message: string, code = 'FORBIDDEN') {
    super(403, code, message);
  }
}

/** No signed-in clinician where one is needed. */
export class SignInRequiredError extends AppError {
  constructor(message = 'Please sign in as a clinician to do this', code = 'SIGN_IN_REQUIRED') {
    super(401, code, message);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(message: string, code = 'RATE_LIMITED') {
    super(429, code, message);
  }
}
