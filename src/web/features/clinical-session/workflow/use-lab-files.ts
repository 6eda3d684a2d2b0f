import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  dismissProgress,
  notifyFailure,
  notifyInfo,
  notifyProgress,
  notifySuccess,
} from '../../../api/notify';
import {
  addLabResult,
  fetchUploadProgress,
  removeUploadedFile,
  uploadFiles,
  type UploadProgress,
} from '../labs/api';
import type { ManualLabResult } from '../labs/types';
import type { ClinicalSession } from './use-clinical-session';

/** Spec section 4 (/complete): an upload sets progress 25 while sending, 50 once the server has read the files. */
export const UPLOAD_PROGRESS = { sending: 25, read: 50 } as const;

/** How often the server is asked which page it is reading while an upload is read. */
const PROGRESS_POLL_MS = 1000;
const PROGRESS_TOAST = 'upload-progress';

export interface LabFileOptions {
  /** Opens a session on the first upload instead of asking for one (/production). */
  ensureSession?: () => Promise<string | null>;
  /** Spec section 8 names the workflow's failed upload 'File Processing Error'. */
  uploadFailureTitle?: string;
}

/**
 * The session's lab results: uploaded files (read by the server, never kept on disk), typed results
 * and removal, with the upload toasts of spec section 8.
 */
export function useLabFiles(clinical: ClinicalSession, options: LabFileOptions = {}) {
  const { ensureSession, uploadFailureTitle } = options;
  const { t } = useTranslation();
  const [uploadProgress, setUploadProgress] = useState(0);
  const [isUploading, setUploading] = useState(false);
  const { sessionId, store, refresh } = clinical;

  /** Returns how many files the server read, or null when the upload failed as a whole. */
  async function upload(files: File[], testType?: string): Promise<number | null> {
    const id = sessionId ?? (ensureSession ? await ensureSession() : null);
    if (!id) {
      if (!ensureSession) notifyFailure(t('toast.noActiveSessionTitle'), t('toast.enterPatientFirst'));
      return null;
    }
    notifyInfo(t('toast.filesUploadingTitle'), t('toast.filesUploadingBody', { count: files.length }));
    setUploading(true);
    setUploadProgress(UPLOAD_PROGRESS.sending);
    const stopWatching = watchReading(id);
    try {
      const answer = await uploadFiles(id, files, testType);
      stopWatching();
      store(answer.session);
      setUploadProgress(UPLOAD_PROGRESS.read);
      // Read, with something to know: a time cap reached (pages left out), no values recognised, a misleading name.
      for (const file of answer.files.filter((file) => !file.error && file.warnings.length > 0))
        notifyInfo(t('upload.warningTitle', { file: file.record.name }), file.warnings.join('; '));
      const failed = answer.files.filter((file) => file.error);
      const read = answer.files.length - failed.length;
      if (failed[0])
        notifyFailure(
          t('upload.errorTitle'),
          `${t('upload.errorBody', { file: failed[0].record.name })}: ${failed[0].error}`,
        );
      else notifySuccess(t('upload.uploadedTitle'), t('upload.uploadedBody', { count: read }));
      return read;
    } catch (error) {
      stopWatching();
      setUploadProgress(0);
      notifyFailure(uploadFailureTitle ?? t('toast.uploadFailedTitle'), t('toast.uploadFailedBody'), error);
      return null;
    } finally {
      setUploading(false);
    }
  }

  /** Shows which page of which file the server is reading (scans take turns with other clinics'). */
  function watchReading(id: string): () => void {
    let stopped = false;
    const describe = (file: UploadProgress) =>
      file.stage === 'waiting'
        ? t('upload.progressWaiting', { file: file.name })
        : t('upload.progressPage', { file: file.name, page: file.page, pages: file.pages });
    const timer = setInterval(() => {
      fetchUploadProgress(id)
        .then((reading) => {
          if (!stopped && reading.length > 0)
            notifyProgress(PROGRESS_TOAST, reading.map(describe).join(' · '));
        })
        .catch(() => undefined); // progress is a courtesy; the upload's own answer reports failures
    }, PROGRESS_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
      dismissProgress(PROGRESS_TOAST);
    };
  }

  async function removeFile(fileId: string): Promise<void> {
    if (!sessionId) return;
    try {
      await removeUploadedFile(sessionId, fileId);
      refresh();
    } catch (error) {
      notifyFailure(t('toast.errorTitle'), t('toast.removeFailed'), error);
    }
  }

  async function addTypedResult(result: ManualLabResult): Promise<boolean> {
    if (!sessionId) {
      notifyFailure(t('toast.noActiveSessionTitle'), t('toast.enterPatientFirst'));
      return false;
    }
    try {
      await addLabResult(sessionId, result);
      refresh();
      return true;
    } catch (error) {
      notifyFailure(t('toast.labErrorTitle'), t('toast.labErrorBody'), error);
      return false;
    }
  }

  const resetProgress = () => setUploadProgress(0);
  return { upload, removeFile, addTypedResult, uploadProgress, isUploading, resetProgress };
}
