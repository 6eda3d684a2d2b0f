import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<T extends string> {
  id: T;
  label: ReactNode;
  content: ReactNode;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the active panel is rendered. */
export function Tabs<T extends string>({
  items,
  active,
  onChange,
  label,
}: {
  items: readonly TabItem<T>[];
  active: T;
  onChange: (id: T) => void;
  label: string;
}) {
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const activeIndex = Math.max(
    0,
    items.findIndex((item) => item.id === active),
  );

  function onKeyDown(event: KeyboardEvent) {
    const moves: Record<string, number> = {
      ArrowRight: activeIndex + 1,
      ArrowLeft: activeIndex - 1,
      Home: 0,
      End: items.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const index = (target + items.length) % items.length;
    const next = items[index];
    if (next) {
      onChange(next.id);
      buttons.current[index]?.focus();
    }
  }

  const current = items[activeIndex];
  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        className="flex flex-wrap gap-x-1 border-b border-slate-300 dark:border-slate-600"
        onKeyDown={onKeyDown}
      >
        {items.map((item, index) => {
          const selected = index === activeIndex;
          return (
            <button
              key={item.id}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${item.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(item.id)}
              className={`min-h-11 border-b-2 px-3 py-2 text-sm font-medium ${selected ? 'border-teal-700 text-teal-800 dark:border-teal-400 dark:text-teal-300' : 'border-transparent text-slate-700 hover:text-slate-900 dark:text-slate-300'}`}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {current && (
        <div
          role="tabpanel"
          id={`${baseId}-panel-${current.id}`}
          aria-labelledby={`${baseId}-tab-${current.id}`}
          tabIndex={0}
          className="pt-4 focus-visible:outline-2 focus-visible:outline-teal-600"
        >
          {current.content}
        </div>
      )}
    </div>
  );
}
