import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import pino from 'pino';

/**
 * Logging never carries patient data: no bodies, no headers, no query strings, and paths are logged by
 * their route pattern (so a session id never appears either).
 */
export function createLogger(level: string, destination?: NodeJS.WritableStream): FastifyBaseLogger {
  const options = {
    level,
    serializers: {
      req: (request: FastifyRequest) => ({ method: request.method, route: routeOf(request) }),
      res: (reply: FastifyReply) => ({ statusCode: reply.statusCode }),
    },
    redact: { paths: ['req.headers', 'req.body', 'body', 'headers'], remove: true },
  };
  return destination ? pino(options, destination) : pino(options);
}

export function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? (request.url.startsWith('/api/') ? 'unknown-api-route' : 'static');
}

/** One JSON line per request, after the answer is sent (instead of Fastify's two). */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    _error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    request.log.info(
      {
        method: request.method,
        route: routeOf(request),
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request completed',
    );
  }
}
