import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A rotating banner (spec section 2); dots pick a message. Rotation pauses for users who prefer less motion. */
export function MissionBanner({ messages, intervalMs }: { messages: readonly string[]; intervalMs: number }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (messages.length < 2) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % messages.length), intervalMs);
    return () => clearInterval(timer);
  }, [messages.length, intervalMs, index]);
  const current = messages[index % Math.max(1, messages.length)] ?? '';
  return (
    <section aria-label={t('banner.label')} className="rounded-lg bg-teal-800 p-4 text-white">
      <p aria-live="polite" className="min-h-12 text-base font-medium">
        {current}
      </p>
      {messages.length > 1 && (
        <div className="mt-2 flex gap-1">
          {messages.map((message, dot) => (
            <button
              key={message}
              type="button"
              aria-label={t('banner.show', { number: dot + 1 })}
              aria-current={dot === index ? 'true' : undefined}
              onClick={() => setIndex(dot)}
              className="flex h-11 w-11 items-center justify-center"
            >
              <span className={`block h-3 w-3 rounded-full ${dot === index ? 'bg-white' : 'bg-teal-300'}`} />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
