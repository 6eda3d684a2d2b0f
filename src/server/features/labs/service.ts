import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  extractLabEntriesWithLines,
  restoreOcrDecimalPoints,
  withReportPatient,
} from '../../../clinical/labs';
import type { ManualLabResult, UploadedFileAnswer } from '../../../contracts/analysis';
import { uploadLimits } from '../../../contracts/analysis';
import type { FileRecord, StoredLabResult } from '../../../contracts/sessions';
import { ConflictError, NotFoundError } from '../../errors';
import { readLabFile, type LabFileReading } from '../ingest';
import type { PatientSessions, SessionCredentials } from '../../sessions';
import { confidenceOfLine, markReadFromImage } from './image-confidence';
import { dropRestatedValues, labPatientOf, toStoredLabResults } from './lab-results';
import { receiveUploadParts, type ReceivedFile } from './upload-parts';
import type { UploadProgress } from './upload-progress';

const megabytes = uploadLimits.maxFileBytes / (1024 * 1024);
/** A lab report is a page or two: values are looked for in the first part of a very large file only. */
const MAX_TEXT_CHARS_READ_FOR_VALUES = 200_000;
const MAX_LAB_RESULTS_PER_FILE = 200;
const MAX_LAB_RESULTS_PER_SESSION = 2000; // ten files of the per-file maximum

/**
 * Reads uploaded lab files in memory, keeps their records, excerpts and lab values in the session.
 * Scans and photos take turns with other sessions' (see ingest); each file's progress is reported
 * to `progress` while it is read.
 */
export async function uploadLabFiles(
  sessions: PatientSessions,
  credentials: SessionCredentials | undefined,
  request: FastifyRequest,
  progress: UploadProgress,
): Promise<UploadedFileAnswer[]> {
  const before = await sessions.read(credentials);
  const { sessionId } = before.credentials;
  const { files, testType } = await receiveUploadParts(request, before.data.uploadedFiles.length);
  const patient = labPatientOf(before.data);
  const answers: UploadedFileAnswer[] = [];
  for (const file of files) {
    const id = `${sessions.now()}-${randomUUID().slice(0, 8)}`;
    const tracked = progress.track(before.credentials, id, file.name);
    try {
      answers.push(
        await readOneFile(file, testType, patient, sessions.now(), id, {
          owner: sessionId,
          onProgress: tracked.report,
        }),
      );
    } finally {
      tracked.done();
    }
  }

  await sessions.update(credentials, (data) => {
    if (data.uploadedFiles.length + answers.length > uploadLimits.maxFilesPerSession) {
      throw new ConflictError(`Maximum ${uploadLimits.maxFilesPerSession} files allowed`, 'TOO_MANY_FILES', {
        title: 'Too Many Files',
      });
    }
    const newLabResults = answers.flatMap((answer) => answer.labResults);
    if (data.labResults.length + newLabResults.length > MAX_LAB_RESULTS_PER_SESSION) {
      throw new ConflictError(
        `A session holds at most ${MAX_LAB_RESULTS_PER_SESSION} lab results; remove some first`,
        'TOO_MANY_LAB_RESULTS',
      );
    }
    data.uploadedFiles = [...data.uploadedFiles, ...answers.map((answer) => answer.record)];
    data.labResults = [...data.labResults, ...newLabResults];
  });
  return answers;
}

async function readOneFile(
  file: ReceivedFile,
  testType: string | undefined,
  patient: ReturnType<typeof labPatientOf>,
  now: number,
  id: string,
  readOptions: Parameters<typeof readLabFile>[1],
): Promise<UploadedFileAnswer> {
  const base = {
    id,
    name: file.name,
    size: file.bytes.length,
    uploadTime: new Date(now).toISOString(),
  };
  if (file.isTooLarge) {
    const error = `${file.name} exceeds ${megabytes}MB limit`;
    return {
      record: { ...base, type: file.declaredType, processed: false, status: 'failed', error },
      labResults: [],
      warnings: [],
      error,
    };
  }
  const reading: LabFileReading = await readLabFile({ name: file.name, bytes: file.bytes }, readOptions);
  if (reading.error) {
    const record: FileRecord = {
      ...base,
      type: reading.type,
      processed: false,
      status: 'failed',
      error: reading.error,
    };
    return { record, labResults: [], warnings: reading.warnings, error: reading.error };
  }
  const warnings = [...reading.warnings];
  if (reading.text.length > MAX_TEXT_CHARS_READ_FOR_VALUES) {
    warnings.push(
      `${file.name} is very long: lab values were read from its first ${MAX_TEXT_CHARS_READ_FOR_VALUES.toLocaleString('en')} characters only.`,
    );
  }
  const allEntries = extractLabEntriesWithLines(reading.text.slice(0, MAX_TEXT_CHARS_READ_FOR_VALUES));
  if (allEntries.length > MAX_LAB_RESULTS_PER_FILE) {
    warnings.push(
      `${file.name} holds ${allEntries.length} lab values; the first ${MAX_LAB_RESULTS_PER_FILE} were kept.`,
    );
  }
  const entries = allEntries.slice(0, MAX_LAB_RESULTS_PER_FILE).map(({ entry, line }) => ({
    entry: { ...entry, testType: entry.testType || testType || 'Lab test' },
    line,
  }));
  // A printed age or sex band needs the patient: the session's profile first, else the report's header.
  const reportPatient = withReportPatient(patient, reading.text);
  const confidenceOf = confidenceOfLine(reading);
  const labResults = dropRestatedValues(
    entries.flatMap(({ entry: read, line }) => {
      // A decimal point lost by OCR is placed (a range's from the test's usual range, a value's from the
      // printed range), and the clinician is told.
      const { entry, note } = reading.ocr ? restoreOcrDecimalPoints(read) : { entry: read };
      return toStoredLabResults([entry], reportPatient, { id: base.id, name: file.name }).map((lab) =>
        markReadFromImage(withNote(lab, note), confidenceOf(line)),
      );
    }),
  );
  if (labResults.length === 0)
    warnings.push(`No lab values were recognised in ${file.name}; please type the results in by hand.`);
  const record: FileRecord = {
    ...base,
    type: reading.type,
    processed: true,
    status: 'processed',
    excerpt: reading.excerpt,
  };
  return { record, labResults, warnings };
}

/** Manual entry goes through the same interpretation as values read from files. */
export async function addManualLabResults(
  sessions: PatientSessions,
  credentials: SessionCredentials | undefined,
  entries: ManualLabResult[],
): Promise<StoredLabResult[]> {
  const { result } = await sessions.update(credentials, (data) => {
    const stored = toStoredLabResults(entries, labPatientOf(data));
    if (data.labResults.length + stored.length > MAX_LAB_RESULTS_PER_SESSION) {
      throw new ConflictError(
        `A session holds at most ${MAX_LAB_RESULTS_PER_SESSION} lab results; remove some first`,
        'TOO_MANY_LAB_RESULTS',
      );
    }
    data.labResults = [...data.labResults, ...stored];
    return stored;
  });
  return result;
}

export async function removeLabResult(
  sessions: PatientSessions,
  credentials: SessionCredentials | undefined,
  labId: string,
) {
  await sessions.update(credentials, (data) => {
    const index = data.labResults.findIndex((lab) => lab.id === labId);
    if (index < 0) throw new NotFoundError('No such lab result in this session', 'LAB_RESULT_NOT_FOUND');
    data.labResults.splice(index, 1);
  });
}

/** Removing a file also removes the lab values read from it. */
export async function removeFile(
  sessions: PatientSessions,
  credentials: SessionCredentials | undefined,
  fileId: string,
) {
  await sessions.update(credentials, (data) => {
    const before = data.uploadedFiles.length;
    data.uploadedFiles = data.uploadedFiles.filter((file) => file.id !== fileId);
    if (data.uploadedFiles.length === before)
      throw new NotFoundError('No such file in this session', 'FILE_NOT_FOUND');
    data.labResults = data.labResults.filter((lab) => lab.fileId !== fileId);
  });
}

function withNote(lab: StoredLabResult, note: string | undefined): StoredLabResult {
  if (note === undefined) return lab;
  return { ...lab, notes: lab.notes ? `${note} ${lab.notes}` : note };
}
