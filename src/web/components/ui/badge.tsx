import type { ReactNode } from 'react';

const tones = {
  neutral: 'bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-100',
  success: 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100',
  warning: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  danger: 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100',
  info: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100',
} as const;

export type BadgeTone = keyof typeof tones;

export function Badge({
  tone = 'neutral',
  children,
  className = '',
}: {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-medium ${tones[tone]} ${className}`}
    >
      {children}
    </span>
  );
}

/** Urgency words of spec section 9 mapped to a tone a clinician reads at a glance. */
export function urgencyTone(urgency: string | undefined): BadgeTone {
  switch ((urgency ?? '').toLowerCase()) {
    case 'critical':
    case 'emergency':
    case 'high':
      return 'danger';
    case 'urgent':
    case 'medium':
    case 'moderate':
      return 'warning';
    default:
      return 'info';
  }
}
