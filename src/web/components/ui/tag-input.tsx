import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec section 5: added on Enter or the plus button; blank input ignored; an entry is never added twice. */
export function addTag(tags: readonly string[], input: string): string[] {
  const value = input.trim();
  if (value === '' || tags.some((tag) => tag.toLowerCase() === value.toLowerCase())) return [...tags];
  return [...tags, value];
}

export function TagInput({
  label,
  tags,
  onChange,
  presets = [],
}: {
  label: string;
  tags: readonly string[];
  onChange: (tags: string[]) => void;
  presets?: readonly string[];
}) {
  const { t } = useTranslation();
  const id = useId();
  const [input, setInput] = useState('');

  function commit() {
    onChange(addTag(tags, input));
    setInput('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    commit();
  }

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={id}
          value={input}
          onChange={(e) => setInput(e.target.value)}
          onKeyDown={onKeyDown}
          className="min-h-11 w-full min-w-0 rounded-md border border-slate-400 bg-white px-3 text-base text-slate-900 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100"
        />
        <button
          type="button"
          onClick={commit}
          aria-label={t('tags.add', { label })}
          className="min-h-11 min-w-11 rounded-md border border-slate-400 text-xl font-bold dark:border-slate-500"
        >
          +
        </button>
      </div>
      {presets.length > 0 && (
        <div className="mt-2 flex flex-wrap gap-1">
          {presets.map((preset) => (
            <button
              key={preset}
              type="button"
              onClick={() => onChange(addTag(tags, preset))}
              disabled={tags.includes(preset)}
              className="min-h-9 rounded-full border border-slate-300 px-3 text-sm disabled:opacity-50 dark:border-slate-600"
            >
              {t(`presets.${preset}`, { defaultValue: preset })}
            </button>
          ))}
        </div>
      )}
      {tags.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-1" aria-label={label}>
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-teal-100 pl-3 text-sm text-teal-950 dark:bg-teal-900 dark:text-teal-50"
            >
              {t(`presets.${tag}`, { defaultValue: tag })}
              <button
                type="button"
                onClick={() => onChange(tags.filter((item) => item !== tag))}
                aria-label={t('tags.remove', { tag })}
                className="min-h-9 min-w-9 rounded-full"
              >
                ✕
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
