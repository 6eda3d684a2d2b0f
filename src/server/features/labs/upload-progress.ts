import { createHash } from 'node:crypto';
import type { ReadingProgress } from '../ingest';
import type { SessionCredentials } from '../../sessions';

export type FileProgress = { name: string } & ReadingProgress;

/**
 * Where each session's uploads are being read, in memory only, for the clinician's progress line
 * ("reading page 2 of 5"). An entry lives from the file's first step until its answer is ready; it
 * holds the file name and page numbers, never the file's content. Entries are few (files being read
 * right now), so one flat map serves every session.
 *
 * Entries are filed under a digest of the session's id and key, not its id alone: the upload proved
 * the key by opening the session, and a request whose cookie carries another key finds nothing, so
 * progress is as private as the session without a database read per poll.
 */
export function createUploadProgress() {
  const files = new Map<string, { owner: string; progress: FileProgress }>();

  function track(credentials: SessionCredentials, fileId: string, name: string) {
    const owner = ownerOf(credentials);
    return {
      report: (progress: ReadingProgress) =>
        files.set(`${owner}/${fileId}`, { owner, progress: { name, ...progress } }),
      done: () => files.delete(`${owner}/${fileId}`),
    };
  }

  function of(credentials: SessionCredentials): FileProgress[] {
    const owner = ownerOf(credentials);
    return [...files.values()].filter((entry) => entry.owner === owner).map((entry) => entry.progress);
  }

  return { track, of };
}

export type UploadProgress = ReturnType<typeof createUploadProgress>;

function ownerOf(credentials: SessionCredentials): string {
  return createHash('sha256')
    .update(credentials.sessionId)
    .update('\0')
    .update(credentials.key)
    .digest('hex');
}
