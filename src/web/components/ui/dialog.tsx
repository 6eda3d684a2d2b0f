import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';

/** The browser's own modal dialog: focus trap, Escape and backdrop come for free. */
export function Dialog({
  open,
  onClose,
  title,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      onClose={onClose}
      aria-labelledby={titleId}
      className="m-auto w-[calc(100%-1rem)] max-w-2xl rounded-lg bg-white p-0 text-slate-900 backdrop:bg-black/50 dark:bg-slate-800 dark:text-slate-100"
    >
      {open && (
        <div className="p-4">
          <div className="mb-3 flex items-start justify-between gap-2">
            <h2 id={titleId} className="text-lg font-semibold">
              {title}
            </h2>
            <Button variant="secondary" onClick={onClose}>
              {t('common.close')}
            </Button>
          </div>
          <div className="max-h-[70vh] overflow-auto">{children}</div>
        </div>
      )}
    </dialog>
  );
}
