import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import compress from '@fastify/compress';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { AppDatabase } from './db/database';
import { registerErrorHandling } from './http-errors';
import { registerClinicalLanguage } from './clinical-language';
import { OneLinePerRequest, createLogger } from './logger';
import { registerWebAssets, shellFileOf } from './web-assets';
import { rejectNulBytes } from './reject-nul-bytes';
import { shutdownOcr } from './features/ingest';
import {
  aesGcmCodec,
  createPatientSessions,
  sessionRoutes,
  sweepStaleSessions,
  type SessionCodec,
  type SessionServiceContext,
} from './sessions';
import { labRoutes } from './features/labs/routes';
import { reportRoutes } from './features/report/routes';
import { referralNoteRoutes } from './features/referral-note/routes';
import { fhirExportRoutes } from './features/fhir-export/routes';
import { registerApiDocs } from './features/api-docs/register-api-docs';
import { dhis2ExportRoutes } from './features/dhis2-export/routes';
import { analysisRoutes } from './features/analysis/routes';
import { feedbackRoutes } from './features/feedback/routes';
import { prescriptionDecisionRoutes } from './features/prescription-decision/routes';
import { healthRoutes } from './features/health/routes';
import { publicConfigRoutes } from './features/public-config/routes';
import { intelligenceRoutes } from './features/intelligence/routes';
import { aiRoutes } from './features/ai/routes';
import {
  accountRoutes,
  cookieSigningSecret,
  identifyClinicians,
  requireClinician,
  startSignInSweeper,
} from './accounts';

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;

export const APP_VERSION = '0.1.0';

export interface BuildAppOptions {
  config: AppConfig;
  database: AppDatabase;
  /** Where the built web app is (dist/web); omitted in API-only tests. */
  webRoot?: string;
  logStream?: Writable;
  now?: () => number;
  /** How often idle sessions are swept; 0 turns the sweeper off (tests sweep by hand). */
  sweepIntervalMs?: number;
  /** Only the raw-bytes control test passes anything but the default AES-256-GCM codec. */
  sessionCodec?: SessionCodec;
  /** Told of every route as it is added (the API-docs test checks each one is in the OpenAPI contract). */
  onRoute?: (route: RouteOptions) => void;
}

export interface AppServices {
  sessions: SessionServiceContext;
}

/** Builds the whole app (API and web) without listening; main.ts listens, tests use app.inject(). */
export async function buildApp(
  options: BuildAppOptions,
): Promise<{ app: FastifyInstance; services: AppServices }> {
  const { config, database } = options;
  const app = Fastify({
    loggerInstance: createLogger(config.logLevel, options.logStream),
    logController: new OneLinePerRequest(),
    bodyLimit: 1024 * 1024,
    // Every route validates and serialises with zod (set just below), so Fastify need not load its default
    // compilers, Ajv and fast-json-stringify, at start-up (Fastify's types name only those two kinds).
    schemaController: {
      compilersFactory: {
        buildValidator: (() => validatorCompiler) as unknown as CompilersFactory['buildValidator'],
        buildSerializer: (() => serializerCompiler) as unknown as CompilersFactory['buildSerializer'],
      },
    },
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  rejectNulBytes(app);
  registerClinicalLanguage(app);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.removeContentTypeParser('text/plain'); // the API speaks JSON (and multipart for uploads) only

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: false, // clinics often serve over plain HTTP on a LAN; HSTS belongs to the TLS proxy in front
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie, { secret: await cookieSigningSecret(database, config.cookieSecret) });
  await app.register(rateLimit, {
    max: config.rateLimitPerMinute,
    timeWindow: 60_000,
    allowList: (request) => !request.url.startsWith('/api/'),
  });

  const now = options.now ?? Date.now;
  const accounts = { database, now };
  identifyClinicians(app, accounts);
  if (config.requireSignIn) {
    app.addHook('onRequest', async (request) => {
      if (isPatientRoute(request.url)) requireClinician(request);
    });
  }
  const services: AppServices = {
    sessions: {
      database,
      codec: options.sessionCodec ?? aesGcmCodec,
      idleMinutes: config.sessionIdleMinutes,
      now,
    },
  };

  await registerApiDocs(app, APP_VERSION);
  await app.register(healthRoutes, { database, version: APP_VERSION });
  await app.register(publicConfigRoutes, {
    contactPhone: config.contactPhone,
    contactEmail: config.contactEmail,
    version: APP_VERSION,
  });
  const sessions = createPatientSessions(services.sessions);
  await app.register(accountRoutes, { context: accounts, signInPerMinute: config.signInRateLimitPerMinute });
  await app.register(sessionRoutes, { context: services.sessions });
  await app.register(intelligenceRoutes, { context: { database, now } });
  await app.register(dhis2ExportRoutes, { context: { database, now } });
  await app.register(labRoutes, { sessions });
  await app.register(reportRoutes, { sessions, database });
  await app.register(referralNoteRoutes, { sessions });
  await app.register(fhirExportRoutes, { sessions, database, engineVersion: APP_VERSION });
  await app.register(analysisRoutes, { context: { sessions, database } });
  await app.register(prescriptionDecisionRoutes, { sessions, database });
  await app.register(feedbackRoutes, { database, now });
  await app.register(aiRoutes, { now });

  const servesWeb = options.webRoot ? await registerWebAssets(app, options.webRoot) : false;
  const shellFile = options.webRoot ? shellFileOf(options.webRoot) : 'index.html';
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || !servesWeb || request.method !== 'GET') {
      return reply.code(404).send({ error: { code: 'NOT_FOUND', message: 'No such route' } });
    }
    // client routes, incl. its 404 page
    return reply.header('Cache-Control', 'no-cache').sendFile(shellFile);
  });

  startSweeper(app, services.sessions, options.sweepIntervalMs ?? 60_000);
  startSignInSweeper(app, accounts, options.sweepIntervalMs ?? 60_000);
  app.addHook('onClose', async () => shutdownOcr()); // the OCR worker is started on the first photo and kept warm

  return { app, services };
}

function startSweeper(app: FastifyInstance, context: SessionServiceContext, intervalMs: number): void {
  if (intervalMs <= 0) return;
  const timer = setInterval(() => {
    sweepStaleSessions(context).catch((error: unknown) =>
      app.log.error(
        { err: { message: error instanceof Error ? error.message : 'unknown' } },
        'session sweep failed',
      ),
    );
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

/** With REQUIRE_SIGN_IN: the routes that carry patient data (sessions and the clinical AI). */
const isPatientRoute = (url: string) => url.startsWith('/api/sessions') || url.startsWith('/api/ai-');
