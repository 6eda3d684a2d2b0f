import { z } from 'zod';

const integer = (name: string, fallback: number, min: number, max: number) =>
  z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw.trim() === '') return fallback;
      const value = Number(raw);
      if (!Number.isInteger(value) || value < min || value > max) {
        ctx.addIssue({
          code: 'custom',
          message: `${name} must be a whole number from ${min} to ${max} (got '${raw}')`,
        });
        return z.NEVER;
      }
      return value;
    });

const environmentSchema = z.object({
  PORT: integer('PORT', 3000, 1, 65535),
  HOST: z.string().min(1, 'HOST must not be empty').default('127.0.0.1'),
  DATA_DIR: z.string().min(1, 'DATA_DIR must not be empty').default('./data'),
  DATABASE_URL: z
    .string()
    .optional()
    .refine((url) => url === undefined || url === '' || /^postgres(ql)?:\/\//.test(url), {
      message: 'DATABASE_URL must start with postgres:// (leave it unset for the embedded SQLite database)',
    }),
  SESSION_IDLE_MINUTES: integer('SESSION_IDLE_MINUTES', 30, 1, 720),
  RATE_LIMIT_PER_MINUTE: integer('RATE_LIMIT_PER_MINUTE', 600, 1, 1_000_000),
  CONTACT_PHONE: z.string().default('+254 700 000 000'),
  CONTACT_EMAIL: z
    .string()
    .email({ message: 'CONTACT_EMAIL must be an e-mail address' })
    .default('partnerships@afyadx.health'),
  SIGN_IN_RATE_LIMIT_PER_MINUTE: integer('SIGN_IN_RATE_LIMIT_PER_MINUTE', 10, 1, 10_000),
  REQUIRE_SIGN_IN: z
    .enum(['true', 'false', ''], { message: 'REQUIRE_SIGN_IN must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((raw, ctx) => parseTrustProxy(raw, ctx)),
  COOKIE_SECRET: z
    .string()
    .optional()
    .refine((value) => !value || value.length >= 32, {
      message: 'COOKIE_SECRET must be at least 32 characters',
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  sessionIdleMinutes: number;
  rateLimitPerMinute: number;
  contactPhone: string;
  contactEmail: string;
  logLevel: string;
  signInRateLimitPerMinute: number;
  /** Every patient route needs a signed-in clinician (recommended whenever HOST opens the app to a network). */
  requireSignIn: boolean;
  /** Fastify's trustProxy: false, true, a number of hops, or the proxies' addresses / CIDR ranges. */
  trustProxy: boolean | number | string[];
  cookieSecret?: string;
}

/**
 * TRUST_PROXY: unset or 'false' (nobody's X-Forwarded-* headers are believed), 'true' (every hop: only
 * when the app is reachable through the proxy alone), a number of hops, or a comma list of addresses.
 */
function parseTrustProxy(raw: string | undefined, ctx: z.RefinementCtx): boolean | number | string[] {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  const addresses = value.split(',').map((part) => part.trim());
  if (addresses.every((part) => /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(part))) return addresses;
  ctx.addIssue({
    code: 'custom',
    message: `TRUST_PROXY must be true, false, a number of hops or a comma list of proxy addresses (got '${raw}')`,
  });
  return z.NEVER;
}

export class ConfigError extends Error {}

/** Reads the configuration from the environment; throws a one-line ConfigError naming the bad variable. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'configuration');
    const message = issue?.message.includes(name) ? issue.message : `${name}: ${issue?.message ?? 'invalid'}`;
    throw new ConfigError(`Invalid configuration: ${message}`);
  }
  const env = parsed.data;
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL || undefined,
    sessionIdleMinutes: env.SESSION_IDLE_MINUTES,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    contactPhone: env.CONTACT_PHONE,
    contactEmail: env.CONTACT_EMAIL,
    logLevel: env.LOG_LEVEL,
    signInRateLimitPerMinute: env.SIGN_IN_RATE_LIMIT_PER_MINUTE,
    requireSignIn: env.REQUIRE_SIGN_IN,
    trustProxy: env.TRUST_PROXY,
    cookieSecret: env.COOKIE_SECRET || undefined,
  };
}
