import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  aiComprehensiveResponseSchema,
  aiDiagnosisRequestSchema,
  aiDiagnosisResponseSchema,
  aiEmergencyAnswerSchema,
  aiPrescriptionRequestSchema,
  aiPrescriptionResponseSchema,
  aiRecommendationsRequestSchema,
  aiRecommendationsResponseSchema,
  aiValidationMessages,
} from '../../../contracts/ai';
import { getClinicalEngine } from '../../clinical-engine';
import { BadRequestError } from '../../errors';
import {
  assessComprehensively,
  diagnoseSymptoms,
  prescribeForDiagnosis,
  recommendForDiagnosis,
  type AiServiceContext,
} from './service';

const fieldOf = (request: FastifyRequest, name: string): unknown =>
  typeof request.body === 'object' && request.body !== null
    ? (request.body as Record<string, unknown>)[name]
    : undefined;

const isBlank = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0);

/** Spec section 5: 'No Symptoms' before any other complaint about the body. */
async function requireSymptoms(request: FastifyRequest): Promise<void> {
  const symptoms = fieldOf(request, 'symptoms');
  const entries = Array.isArray(symptoms) ? symptoms : [symptoms];
  if (entries.every(isBlank)) {
    const { code, message, details } = aiValidationMessages.noSymptoms;
    throw new BadRequestError(message, code, details);
  }
}

/** Spec section 5: 'Diagnosis Required' for recommendations and prescriptions. */
async function requireDiagnosis(request: FastifyRequest): Promise<void> {
  if (isBlank(fieldOf(request, 'diagnosis'))) {
    const { code, message, details } = aiValidationMessages.diagnosisRequired;
    throw new BadRequestError(message, code, details);
  }
}

/**
 * The built-in clinical AI (issue 3): diagnosis, recommendations, prescription and all three together,
 * answered by the offline engine. Answers concern a patient, so none is cached.
 */
export const aiRoutes: FastifyPluginAsyncZod<{
  now: () => number;
  engine?: AiServiceContext['engine'];
}> = async (app, options) => {
  // The engine (about a second of parsing and indexing on a slow CPU) is built on first use or by the
  // warm-up after listen, never while routes are registered: start-up stays short.
  const context: AiServiceContext = {
    get engine() {
      return options.engine ?? getClinicalEngine();
    },
    now: options.now,
  };
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.post(
    '/api/ai-diagnosis',
    {
      preValidation: requireSymptoms,
      schema: { body: aiDiagnosisRequestSchema, response: { 200: aiDiagnosisResponseSchema } },
    },
    async (request) => diagnoseSymptoms(context, request.body),
  );

  app.post(
    '/api/ai-recommendations',
    {
      preValidation: requireDiagnosis,
      schema: { body: aiRecommendationsRequestSchema, response: { 200: aiRecommendationsResponseSchema } },
    },
    async (request) => recommendForDiagnosis(context, request.body),
  );

  app.post(
    '/api/ai-prescription',
    {
      preValidation: requireDiagnosis,
      schema: {
        body: aiPrescriptionRequestSchema,
        response: { 200: aiPrescriptionResponseSchema, 409: aiEmergencyAnswerSchema },
      },
    },
    async (request, reply) => {
      const outcome = prescribeForDiagnosis(context, request.body);
      if (outcome.kind === 'emergency') return reply.code(409).send(outcome.answer);
      return outcome.answer;
    },
  );

  app.post(
    '/api/ai-comprehensive-assessment',
    {
      preValidation: requireSymptoms,
      schema: { body: aiDiagnosisRequestSchema, response: { 200: aiComprehensiveResponseSchema } },
    },
    async (request) => assessComprehensively(context, request.body),
  );
};
