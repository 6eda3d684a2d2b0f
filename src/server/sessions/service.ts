import type { AppDatabase } from '../db/database';
import { NoActiveSessionError, ConflictError, NotFoundError } from '../errors';
import type { CreateSessionBody, SessionView } from '../../contracts/sessions';
import type { SymptomInput, StoredSymptom } from '../../contracts/symptoms';
import { randomUUID } from 'node:crypto';
import { hashSessionId, newSessionId, newSessionKey, type SessionCodec } from './session-crypto';
import type { SessionCredentials } from './session-cookie';
import type { SessionData } from './session-data';
import * as repository from './repository';

/** A session lives at most this long, however active (ARCHITECTURE.md: patient data is temporary). */
export const SESSION_MAX_AGE_MS = 12 * 60 * 60 * 1000;
const MAX_SYMPTOMS_PER_SESSION = 100;
const WRITE_ATTEMPTS = 25;

export interface SessionServiceContext {
  database: AppDatabase;
  codec: SessionCodec;
  idleMinutes: number;
  now: () => number;
}

export interface OpenSession {
  credentials: SessionCredentials;
  data: SessionData;
  createdAt: number;
  expiresAt: number;
}

const idleCutoff = (context: SessionServiceContext, now: number) => now - context.idleMinutes * 60_000;

export async function createSession(
  context: SessionServiceContext,
  body: CreateSessionBody = {},
): Promise<OpenSession> {
  const now = context.now();
  const credentials = { sessionId: newSessionId(), key: newSessionKey() };
  const data: SessionData = {
    patientId: body.patientId ?? `AFR-${now}`,
    analysisDate: body.analysisDate ?? new Date(now).toISOString().slice(0, 10),
    patientName: body.patientName,
    dateOfBirth: body.dateOfBirth,
    mrn: body.mrn,
    orderingPhysician: body.orderingPhysician,
    facility: body.facility,
    status: 'active',
    symptoms: [],
    labResults: [],
    uploadedFiles: [],
    analysisResults: null,
    extras: {},
  };
  const idHash = hashSessionId(credentials.sessionId);
  await repository.insertSession(context.database.db, {
    id_hash: idHash,
    sealed: context.codec.seal(JSON.stringify(data), credentials.key, idHash),
    version: 1,
    created_at: now,
    last_active_at: now,
    expires_at: now + SESSION_MAX_AGE_MS,
  });
  return { credentials, data, createdAt: now, expiresAt: now + SESSION_MAX_AGE_MS };
}

/** Opens a session with the browser's credentials; a missing, ended, expired or foreign one is 'No active session'. */
export async function readSession(
  context: SessionServiceContext,
  credentials: SessionCredentials | undefined,
): Promise<OpenSession> {
  const { session } = await loadSession(context, credentials);
  await repository.touchSession(
    context.database.db,
    hashSessionId(session.credentials.sessionId),
    context.now(),
  );
  return session;
}

async function loadSession(context: SessionServiceContext, credentials: SessionCredentials | undefined) {
  if (!credentials) throw new NoActiveSessionError();
  const now = context.now();
  const idHash = hashSessionId(credentials.sessionId);
  const row = await repository.findLiveSession(context.database.db, idHash, idleCutoff(context, now), now);
  const plaintext = row && context.codec.open(row.sealed, credentials.key, idHash);
  if (!row || !plaintext) throw new NoActiveSessionError();
  const session: OpenSession = {
    credentials,
    data: JSON.parse(plaintext) as SessionData,
    createdAt: Number(row.created_at),
    expiresAt: Number(row.expires_at),
  };
  return { session, version: Number(row.version) };
}

/**
 * Applies `change` to the session's data and stores it re-encrypted. Concurrent writers are detected by
 * version and the change is re-applied on fresh data, so no update is lost.
 */
export async function updateSession<T>(
  context: SessionServiceContext,
  credentials: SessionCredentials | undefined,
  change: (data: SessionData) => T,
): Promise<{ session: OpenSession; result: T }> {
  for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt += 1) {
    const { session, version } = await loadSession(context, credentials);
    const result = change(session.data);
    const idHash = hashSessionId(session.credentials.sessionId);
    const sealed = context.codec.seal(JSON.stringify(session.data), session.credentials.key, idHash);
    if (await repository.updateSealedData(context.database.db, idHash, version, sealed, context.now())) {
      return { session, result };
    }
    await new Promise((resolve) => setTimeout(resolve, 2 + Math.random() * 10 * (attempt + 1)));
  }
  throw new ConflictError('The session is busy; please try again', 'SESSION_BUSY');
}

export async function addSymptoms(
  context: SessionServiceContext,
  credentials: SessionCredentials | undefined,
  symptoms: SymptomInput[],
): Promise<{ session: OpenSession; added: StoredSymptom[] }> {
  const addedAt = new Date(context.now()).toISOString();
  const added = symptoms.map((input) => toStoredSymptom(input, randomUUID(), addedAt));
  const { session } = await updateSession(context, credentials, (data) => {
    if (data.symptoms.length + added.length > MAX_SYMPTOMS_PER_SESSION) {
      throw new ConflictError(
        `A session holds at most ${MAX_SYMPTOMS_PER_SESSION} symptoms`,
        'TOO_MANY_SYMPTOMS',
      );
    }
    data.symptoms.push(...added);
  });
  return { session, added };
}

/**
 * Removes one symptom, or with `replacement` puts the corrected one in its place under a new id (so the
 * session's analysis, made of the old one, is redone when next read).
 */
export async function changeSymptom(
  context: SessionServiceContext,
  credentials: SessionCredentials | undefined,
  symptomId: string,
  replacement?: SymptomInput,
): Promise<OpenSession> {
  const { session } = await updateSession(context, credentials, (data) => {
    const index = data.symptoms.findIndex((symptom) => symptom.id === symptomId);
    if (index < 0) throw new NotFoundError('No such symptom in this session', 'SYMPTOM_NOT_FOUND');
    const changed = replacement
      ? [toStoredSymptom(replacement, randomUUID(), new Date(context.now()).toISOString())]
      : [];
    data.symptoms.splice(index, 1, ...changed);
  });
  return session;
}

function toStoredSymptom(input: SymptomInput, id: string, addedAt: string): StoredSymptom {
  if ('description' in input) {
    const { description, associatedSymptoms, triggers, id: _clientId, ...rest } = input;
    return { id, symptom: description, triggers, associatedSymptoms, addedAt, ...rest };
  }
  const lists = input as { triggers?: string[]; associated_symptoms?: string[] };
  const triggers = lists.triggers ?? [];
  const associated = lists.associated_symptoms ?? [];
  return {
    id,
    symptom: input.symptom,
    severity: input.severity,
    duration: input.duration,
    frequency: input.frequency,
    triggers,
    associatedSymptoms: associated,
    addedAt,
  };
}

/** Ends a session: its row is deleted and, with the key forgotten, any copy left on disk is unreadable. */
export async function endSession(
  context: SessionServiceContext,
  credentials: SessionCredentials | undefined,
): Promise<void> {
  await loadSession(context, credentials); // only the holder of the key may end it
  const idHash = hashSessionId(credentials!.sessionId);
  await repository.deleteSession(context.database.db, idHash);
  await context.database.checkpoint();
}

/** Deletes idle and expired sessions; run by the sweeper. */
export async function sweepStaleSessions(context: SessionServiceContext): Promise<number> {
  const now = context.now();
  const deleted = await repository.deleteStaleSessions(context.database.db, idleCutoff(context, now), now);
  if (deleted > 0) await context.database.checkpoint();
  return deleted;
}

export function toSessionView(session: OpenSession, now: number): SessionView {
  const { data } = session;
  return {
    id: session.credentials.sessionId,
    sessionId: session.credentials.sessionId,
    patientId: data.patientId,
    analysisDate: data.analysisDate,
    patientName: data.patientName,
    dateOfBirth: data.dateOfBirth,
    mrn: data.mrn,
    orderingPhysician: data.orderingPhysician,
    facility: data.facility,
    isActive: true,
    status: data.status,
    symptoms: data.symptoms,
    labResults: data.labResults,
    uploadedFiles: data.uploadedFiles,
    analysisResults: data.analysisResults ?? null,
    createdAt: new Date(session.createdAt).toISOString(),
    expiresAt: new Date(session.expiresAt).toISOString(),
    duration: Math.max(0, Math.floor((now - session.createdAt) / 1000)),
  };
}
