import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyFailure, notifyInfo, notifySuccess } from '../../../api/notify';
import { addLabResult, removeUploadedFile, uploadFiles } from '../labs/api';
import type { ManualLabResult } from '../labs/types';
import type { ClinicalSession } from './use-clinical-session';

/** Spec section 4 (/complete): an upload sets progress 25 while sending, 50 once the server has read the files. */
export const UPLOAD_PROGRESS = { sending: 25, read: 50 } as const;

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
    try {
      const answer = await uploadFiles(id, files, testType);
      store(answer.session);
      setUploadProgress(UPLOAD_PROGRESS.read);
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
      setUploadProgress(0);
      notifyFailure(uploadFailureTitle ?? t('toast.uploadFailedTitle'), t('toast.uploadFailedBody'), error);
      return null;
    } finally {
      setUploading(false);
    }
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
