import { z } from 'zod';
import { countryCodeSchema } from '../clinical/knowledge/types';

/** Clinician accounts and the audit trail. Nothing here holds patient data. */

export const clinicianRoleSchema = z.enum(['clinician', 'verifier', 'admin']);
export type ClinicianRole = z.infer<typeof clinicianRoleSchema>;
export const accountStatusSchema = z.enum(['pending', 'active', 'disabled']);
export type AccountStatus = z.infer<typeof accountStatusSchema>;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label}: at most ${max} characters`);

/** Professional registration number (KMPDC, NCK, COC...): letters, digits, '/', '-' and spaces. */
const registrationNumberSchema = text('Registration number', 40).regex(
  /^[A-Za-z0-9][A-Za-z0-9/ .-]*$/,
  'Registration number: letters, digits, "/", "-" and "." only',
);
/** At least 10 characters: long enough to resist guessing, short enough to type on a phone. */
export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(10, 'Password: at least 10 characters')
  .max(200, 'Password: at most 200 characters');

export const signInBodySchema = z
  .object({
    registrationNumber: registrationNumberSchema,
    password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
  })
  .strict();
export type SignInBody = z.infer<typeof signInBodySchema>;

export const requestAccountBodySchema = z
  .object({
    name: text('Name', 120),
    registrationNumber: registrationNumberSchema,
    facility: text('Facility', 160),
    country: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
      countryCodeSchema,
    ),
    password: passwordSchema,
  })
  .strict();
export type RequestAccountBody = z.infer<typeof requestAccountBodySchema>;

export const changePasswordBodySchema = z
  .object({ currentPassword: z.string().min(1).max(200), newPassword: passwordSchema })
  .strict();

export const accountIdParamsSchema = z.object({ id: z.string().uuid('Unknown account') });

export const rolesSchema = z
  .array(clinicianRoleSchema)
  .min(1, 'Give at least one role')
  .max(3)
  .transform((roles) => [...new Set(roles)]);
export const approveAccountBodySchema = z.object({ roles: rolesSchema.default(['clinician']) }).strict();
export const setRolesBodySchema = z.object({ roles: rolesSchema }).strict();

export const accountSchema = z.object({
  id: z.string(),
  name: z.string(),
  registrationNumber: z.string(),
  facility: z.string(),
  country: z.string(),
  roles: z.array(clinicianRoleSchema),
  status: accountStatusSchema,
  mustChangePassword: z.boolean(),
  createdAt: z.string(),
});
export type Account = z.infer<typeof accountSchema>;

export const auditEventSchema = z.object({
  id: z.string(),
  at: z.string(),
  action: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  subjectKind: z.string().nullable(),
  subjectId: z.string().nullable(),
  detail: z.string().nullable(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(1000).default(200),
  before: z.coerce.number().int().min(0).optional(),
});
