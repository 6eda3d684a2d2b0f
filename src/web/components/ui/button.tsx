import type { ButtonHTMLAttributes } from 'react';

const variants = {
  primary: 'bg-teal-700 text-white hover:bg-teal-800 disabled:bg-slate-400',
  secondary:
    'border border-slate-300 bg-white text-slate-900 hover:bg-slate-100 disabled:text-slate-500 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700',
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-slate-400',
  ghost: 'text-teal-800 hover:bg-teal-50 dark:text-teal-300 dark:hover:bg-slate-800',
} as const;

export type ButtonVariant = keyof typeof variants;

/** At least 44 px tall: a thumb on a cheap phone must hit it first time. */
export function Button({
  variant = 'primary',
  className = '',
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant }) {
  return (
    <button
      type={type}
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 py-2 text-base font-medium focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600 disabled:cursor-not-allowed ${variants[variant]} ${className}`}
      {...props}
    />
  );
}
