import type { ErrorBody } from '../../contracts/errors';
import { serverReachability } from './connection';

/**
 * A non-OK answer. Its message is "status: body text" (spec section 8), so a clinician reporting a
 * problem can quote it; `code` is the server's machine-readable error code when the body had one.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    readonly code: string | undefined,
    readonly serverMessage: string | undefined,
    readonly body: unknown,
    message = `${status}: ${bodyText}`,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The same failure under the words a flow gives it (spec section 8: an upload says 'Upload failed'). */
  withMessage(message: string): ApiError {
    return new ApiError(this.status, this.bodyText, this.code, this.serverMessage, this.body, message);
  }
}

export function isNoActiveSession(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404 && error.code === 'NO_ACTIVE_SESSION';
}

// Checked by hand rather than with the zod schema: this module is on every page's first load.
function isErrorBody(body: unknown): body is ErrorBody {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false;
  const error = (body as { error: unknown }).error;
  return (
    typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string'
  );
}

async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  const error = isErrorBody(body) ? body.error : undefined;
  return new ApiError(response.status, text || response.statusText, error?.code, error?.message, body);
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Every call carries the session cookie (HttpOnly, so JavaScript never sees the key). */
async function send(
  method: Method,
  path: string,
  body?: BodyInit,
  headers: Record<string, string> = {},
): Promise<Response> {
  let response: Response;
  try {
    // Clinical content comes back in the language of the page (names, evidence, advice, doses).
    const language = { 'Accept-Language': globalThis.document?.documentElement.lang || 'en' };
    response = await fetch(path, {
      method,
      body,
      headers: { ...language, ...headers },
      credentials: 'same-origin',
    });
  } catch (error) {
    serverReachability.markUnreachable();
    throw error;
  }
  serverReachability.markReachable();
  if (!response.ok) throw await toApiError(response);
  return response;
}

export async function requestJson<T>(method: Method, path: string, body?: unknown): Promise<T> {
  const hasBody = body !== undefined;
  const response = await send(
    method,
    path,
    hasBody ? JSON.stringify(body) : undefined,
    hasBody
      ? { 'Content-Type': 'application/json', Accept: 'application/json' }
      : { Accept: 'application/json' },
  );
  return (await response.json()) as T;
}

export async function postForm<T>(path: string, form: FormData): Promise<T> {
  const response = await send('POST', path, form, { Accept: 'application/json' });
  return (await response.json()) as T;
}

export async function postForBlob(
  path: string,
  body?: unknown,
): Promise<{ blob: Blob; fileName: string | undefined }> {
  const response = await send(
    'POST',
    path,
    body === undefined ? undefined : JSON.stringify(body),
    body === undefined ? undefined : { 'Content-Type': 'application/json' },
  );
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const fileName = /filename="?([^";]+)"?/i.exec(disposition)?.[1];
  return { blob: await response.blob(), fileName };
}

export type On401 = 'throw' | 'returnNull';

/**
 * The data reader for queries (spec section 8): a 401 is an error unless the caller asks for null,
 * which a screen that works signed in or not (the clinician's account) uses to read "nobody".
 */
export async function readJson<T>(
  path: string,
  { on401 = 'throw' }: { on401?: On401 } = {},
): Promise<T | null> {
  try {
    return await requestJson<T>('GET', path);
  } catch (error) {
    if (on401 === 'returnNull' && error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
