import type { ReactNode } from 'react';

export function Card({
  title,
  children,
  className = '',
  headingLevel = 2,
  actions,
}: {
  title?: ReactNode;
  children: ReactNode;
  className?: string;
  headingLevel?: 2 | 3;
  actions?: ReactNode;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      className={`rounded-lg border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-800 ${className}`}
    >
      {title !== undefined && (
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <Heading className="text-lg font-semibold">{title}</Heading>
          {actions}
        </div>
      )}
      {children}
    </section>
  );
}
