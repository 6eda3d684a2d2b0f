import type { ReactNode } from 'react';

interface DisclosureProps {
  /** The heading the clinician sees while it is closed; the count of items follows it. */
  title: string;
  count?: number;
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * Secondary detail behind a button-sized summary (a native <details>, so it opens by keyboard and
 * without script): a phone shows the result first and the rest on demand.
 */
export function Disclosure({ title, count, children, ...rest }: DisclosureProps) {
  return (
    <details className="mt-3" data-testid={rest['data-testid']}>
      <summary className="min-h-11 cursor-pointer py-2">
        <h3 className="inline font-semibold">
          {title}
          {count !== undefined && ` (${count})`}
        </h3>
      </summary>
      <div className="mt-1">{children}</div>
    </details>
  );
}
