import { useTranslation } from 'react-i18next';

export type StepState = { kind: 'pending' } | { kind: 'complete' } | { kind: 'percent'; value: number };

export interface StepCard {
  id: string;
  title: string;
  state: StepState;
}

/** The three clickable step cards of /complete: Pending, Complete or a percentage (spec section 2). */
export function StepCards({
  steps,
  onSelect,
}: {
  steps: readonly StepCard[];
  onSelect: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <ol className="grid gap-2 sm:grid-cols-3">
      {steps.map((step, index) => {
        const label =
          step.state.kind === 'pending'
            ? t('complete.pending')
            : step.state.kind === 'complete'
              ? t('complete.complete')
              : `${Math.round(step.state.value)}%`;
        const tone =
          step.state.kind === 'complete'
            ? 'border-green-600 bg-green-50 dark:bg-green-950'
            : step.state.kind === 'percent'
              ? 'border-sky-600 bg-sky-50 dark:bg-sky-950'
              : 'border-slate-300 bg-white dark:border-slate-600 dark:bg-slate-800';
        return (
          <li key={step.id}>
            <button
              type="button"
              onClick={() => onSelect(step.id)}
              className={`flex min-h-16 w-full items-center justify-between gap-2 rounded-lg border-2 p-3 text-left ${tone}`}
            >
              <span className="font-semibold">
                {index + 1}. {step.title}
              </span>
              <span className="text-sm font-medium" data-testid={`step-state-${step.id}`}>
                {label}
              </span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
