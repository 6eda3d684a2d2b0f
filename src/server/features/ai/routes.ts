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
import { loadClinicalEngine } from '../../clinical-engine';
import { BadRequestError } from '../../errors';
import type { AiServiceContext } from '../../../answers';

type Answers = typeof import('../../../answers');

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
  /**
   * An answer, or the 400 the request deserves when it names no diagnosis the knowledge base has. The
   * answers and the engine under them load on the first request, never at start (see clinical-engine.ts).
   */
  const answer = async <T>(build: (answers: Answers, context: AiServiceContext) => T): Promise<T> => {
    const [answers, engine] = await Promise.all([
      import('../../../answers'),
      options.engine ?? loadClinicalEngine(),
    ]);
    try {
      return build(answers, { engine, now: options.now });
    } catch (error) {
      if (error instanceof answers.AnswerRequestError)
        throw new BadRequestError(error.message, error.code, error.details);
      throw error;
    }
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
    async (request) => answer((answers, context) => answers.diagnoseSymptoms(context, request.body)),
  );

  app.post(
    '/api/ai-recommendations',
    {
      preValidation: requireDiagnosis,
      schema: { body: aiRecommendationsRequestSchema, response: { 200: aiRecommendationsResponseSchema } },
    },
    async (request) => answer((answers, context) => answers.recommendForDiagnosis(context, request.body)),
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
      const outcome = await answer((answers, context) =>
        answers.prescribeForDiagnosis(context, request.body),
      );
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
    async (request) => answer((answers, context) => answers.assessComprehensively(context, request.body)),
  );
};
