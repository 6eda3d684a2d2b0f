import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { extractLabEntriesFromText } from '../../../clinical/labs';
import type { ManualLabResult, UploadedFileAnswer } from '../../../contracts/analysis';
import { uploadLimits } from '../../../contracts/analysis';
import type { FileRecord, StoredLabResult } from '../../../contracts/sessions';
import { ConflictError, NotFoundError } from '../../errors';
import { readLabFile, type LabFileReading } from '../ingest';
import type { SessionCredentials } from '../sessions/session-cookie';
import { readSession, updateSession, type SessionServiceContext } from '../sessions/service';
import { labPatientOf, toStoredLabResults } from './lab-results';
import { receiveUploadParts, type ReceivedFile } from './upload-parts';

const megabytes = uploadLimits.maxFileBytes / (1024 * 1024);

/** Reads uploaded lab files in memory, keeps their records, excerpts and lab values in the session. */
export async function uploadLabFiles(
  context: SessionServiceContext,
  credentials: SessionCredentials | undefined,
  request: FastifyRequest,
): Promise<UploadedFileAnswer[]> {
  const before = await readSession(context, credentials);
  const { files, testType } = await receiveUploadParts(request, before.data.uploadedFiles.length);
  const patient = labPatientOf(before.data);
  const answers: UploadedFileAnswer[] = [];
  for (const file of files) answers.push(await readOneFile(file, testType, patient, context.now()));

  await updateSession(context, credentials, (data) => {
    if (data.uploadedFiles.length + answers.length > uploadLimits.maxFilesPerSession) {
      throw new ConflictError(`Maximum ${uploadLimits.maxFilesPerSession} files allowed`, 'TOO_MANY_FILES', { title: 'Too Many Files' });
    }
    data.uploadedFiles.push(...answers.map((answer) => answer.record));
    data.labResults.push(...answers.flatMap((answer) => answer.labResults));
  });
  return answers;
}

async function readOneFile(
  file: ReceivedFile,
  testType: string | undefined,
  patient: ReturnType<typeof labPatientOf>,
  now: number,
): Promise<UploadedFileAnswer> {
  const base = { id: `${now}-${randomUUID().slice(0, 8)}`, name: file.name, size: file.bytes.length, uploadTime: new Date(now).toISOString() };
  if (file.isTooLarge) {
    const error = `${file.name} exceeds ${megabytes}MB limit`;
    return { record: { ...base, type: file.declaredType, processed: false, status: 'failed', error }, labResults: [], warnings: [], error };
  }
  const reading: LabFileReading = await readLabFile({ name: file.name, bytes: file.bytes });
  if (reading.error) {
    const record: FileRecord = { ...base, type: reading.type, processed: false, status: 'failed', error: reading.error };
    return { record, labResults: [], warnings: reading.warnings, error: reading.error };
  }
  const entries = extractLabEntriesFromText(reading.text).map((entry) => ({ ...entry, testType: entry.testType || testType || 'Lab test' }));
  const labResults = toStoredLabResults(entries, patient, { id: base.id, name: file.name });
  const warnings = [...reading.warnings];
  if (labResults.length === 0) warnings.push(`No lab values were recognised in ${file.name}; please type the results in by hand.`);
  const record: FileRecord = { ...base, type: reading.type, processed: true, status: 'processed', excerpt: reading.excerpt };
  return { record, labResults, warnings };
}

/** Manual entry goes through the same interpretation as values read from files. */
export async function addManualLabResults(
  context: SessionServiceContext,
  credentials: SessionCredentials | undefined,
  entries: ManualLabResult[],
): Promise<StoredLabResult[]> {
  const { result } = await updateSession(context, credentials, (data) => {
    const stored = toStoredLabResults(entries, labPatientOf(data));
    data.labResults.push(...stored);
    return stored;
  });
  return result;
}

export async function removeLabResult(context: SessionServiceContext, credentials: SessionCredentials | undefined, labId: string) {
  await updateSession(context, credentials, (data) => {
    const index = data.labResults.findIndex((lab) => lab.id === labId);
    if (index < 0) throw new NotFoundError('No such lab result in this session', 'LAB_RESULT_NOT_FOUND');
    data.labResults.splice(index, 1);
  });
}

/** Removing a file also removes the lab values read from it. */
export async function removeFile(context: SessionServiceContext, credentials: SessionCredentials | undefined, fileId: string) {
  await updateSession(context, credentials, (data) => {
    const before = data.uploadedFiles.length;
    data.uploadedFiles = data.uploadedFiles.filter((file) => file.id !== fileId);
    if (data.uploadedFiles.length === before) throw new NotFoundError('No such file in this session', 'FILE_NOT_FOUND');
    data.labResults = data.labResults.filter((lab) => lab.fileId !== fileId);
  });
}
