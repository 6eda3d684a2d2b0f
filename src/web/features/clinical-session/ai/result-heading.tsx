import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The heading of an analysis result. Spec: after an analysis, keyboard focus (and a phone's view) moves to
 * the result, not the page top: it takes focus each time `result` changes to a new answer — unless an
 * emergency is shown, which takes the focus and the view itself (`takeFocus` false).
 */
export function ResultHeading({
  result,
  takeFocus = true,
  children,
}: {
  result: unknown;
  takeFocus?: boolean;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!result || !takeFocus) return;
    // At the top of the view (below any sticky header, by its scroll margin), not centred by focus().
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'start' });
  }, [result, takeFocus]);
  return (
    <h2
      ref={heading}
      tabIndex={-1}
      className="mb-3 scroll-mt-4 text-lg font-semibold"
      data-testid="result-heading"
    >
      {children}
    </h2>
  );
}
