import { toast } from 'sonner';
import i18next from 'i18next';
import { isNoActiveSession } from './request';

/**
 * The one place API failures become words on screen. Spec section 8: failures are destructive toasts
 * with the spec's title and message.
 */
export function notifyFailure(title: string, description: string, error?: unknown): void {
  if (isNoActiveSession(error)) {
    toast.error(title, { description: i18next.t('errors.noActiveSession') });
    return;
  }
  toast.error(title, { description });
}

export function notifySuccess(title: string, description?: string): void {
  toast.success(title, description ? { description } : undefined);
}

export function notifyInfo(title: string, description?: string): void {
  toast(title, description ? { description } : undefined);
}

/** The message to show inline (not as a toast) for a failed request. */
export function describeError(error: unknown, fallback: string): string {
  if (isNoActiveSession(error)) return i18next.t('errors.noActiveSession');
  return error instanceof Error && error.message ? error.message : fallback;
}

/** A toast that stays while work goes on, its text replaced as it moves; `dismissProgress` ends it. */
export function notifyProgress(id: string, message: string): void {
  toast.loading(message, { id });
}

export function dismissProgress(id: string): void {
  toast.dismiss(id);
}
