import { useTranslation } from 'react-i18next';
import { Badge, urgencyTone } from '../../../components/ui/badge';
import type { Diagnosis } from './types';
import { evidenceOnce, percentText } from '../../../../contracts/evidence';
import { Disclosure } from '../../../components/ui/disclosure';
import { isOnEmergencyToDo } from '../emergency/emergency-to-do';

export function PrimaryDiagnosisView({ diagnosis }: { diagnosis: Diagnosis }) {
  const { t } = useTranslation();
  const primary = diagnosis.primaryDiagnosis;
  if (!primary) return <p>{t('ai.noPrimary')}</p>;
  const noKnownFit = diagnosis.fitsKnownCondition === false;
  return (
    <div data-testid="primary-diagnosis">
      {noKnownFit && <NoKnownFit diagnosis={diagnosis} />}
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {t(noKnownFit ? 'ai.closestMatch' : 'ai.primaryDiagnosis')}
      </p>
      <p className="text-xl font-semibold">
        {primary.condition}
        {primary.icd10 && (
          <span className="ml-2 text-sm font-normal text-slate-600 dark:text-slate-300">
            ICD-10 {primary.icd10}
          </span>
        )}
      </p>
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <Badge tone="info">{t('ai.confidence', { value: Math.round(primary.probability * 10) / 10 })}</Badge>
        <Badge tone={urgencyTone(primary.urgency)}>
          {t('ai.urgency')}: {t(`urgency.${primary.urgency}`, { defaultValue: primary.urgency })}
        </Badge>
      </div>
    </div>
  );
}

/** Said plainly when the picture fits no condition the engine knows well, with the tests that would help. */
function NoKnownFit({ diagnosis }: { diagnosis: Diagnosis }) {
  const { t } = useTranslation();
  const tests = diagnosis.suggestedTests ?? [];
  return (
    <div
      data-testid="no-known-fit"
      className="mb-3 rounded border border-amber-300 bg-amber-50 p-3 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      <p className="font-semibold">{t('ai.noKnownFit')}</p>
      {tests.length > 0 && (
        <>
          <p className="mt-1 text-sm">{t('ai.suggestedTests')}</p>
          <ul className="mt-1 list-disc pl-5 text-sm">
            {tests.map((test) => (
              <li key={test}>{test}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/**
 * The ranked differential, one line per condition, and each piece of evidence once (with the numbers of
 * the conditions it counts for or against) behind one disclosure: the same finding used to be printed
 * under every condition it supports.
 */
export function DifferentialList({ diagnosis }: { diagnosis: Diagnosis }) {
  const { t } = useTranslation();
  const items = diagnosis.differentialDiagnoses ?? [];
  if (items.length === 0) return null;
  const evidence = evidenceOnce(
    items.map((item) => ({ supporting: item.supportingEvidence, against: item.contradictingEvidence })),
  );
  return (
    <div className="mt-3">
      <h3 className="font-semibold">{t('ai.differentials')}</h3>
      <ol className="mt-1 space-y-1">
        {items.map((item, index) => (
          <li key={item.condition}>
            {index + 1}. {item.condition} —{' '}
            {typeof item.probability === 'number' ? percentText(item.probability) : item.probability}
          </li>
        ))}
      </ol>
      {evidence.length > 0 && (
        <Disclosure title={t('results.evidence')} count={evidence.length}>
          <ul className="list-disc pl-5 text-sm">
            {evidence.map((line) => (
              <li key={line.text}>
                {line.text} —{' '}
                {[
                  line.supports.length ? `${t('results.evidenceFor')} ${line.supports.join(', ')}` : '',
                  line.against.length ? `${t('results.evidenceAgainst')} ${line.against.join(', ')}` : '',
                ]
                  .filter(Boolean)
                  .join('; ')}
              </li>
            ))}
          </ul>
        </Disclosure>
      )}
    </div>
  );
}

/**
 * The red flags found. Under an emergency their actions are the emergency's to-do list, shown with the
 * emergency care: here each flag then says only its finding, and an action only if the list lacks it.
 */
export function RedFlagList({ diagnosis }: { diagnosis: Diagnosis }) {
  const { t } = useTranslation();
  const flags = diagnosis.redFlags ?? [];
  if (flags.length === 0) return null;
  const isInToDo = isOnEmergencyToDo(diagnosis);
  return (
    <div className="mt-3 rounded border border-red-300 bg-red-50 p-3 dark:border-red-700 dark:bg-red-950">
      <h3 className="font-semibold text-red-900 dark:text-red-100">{t('ai.redFlags')}</h3>
      <ul className="mt-1 list-disc pl-5 text-red-900 dark:text-red-100">
        {flags.map((flag) => (
          <li key={flag.finding}>
            <strong>{flag.finding}</strong>
            {flag.actionRequired && !isInToDo(flag.actionRequired) && <> — {flag.actionRequired}</>}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function NextQuestions({ diagnosis }: { diagnosis: Diagnosis }) {
  const { t } = useTranslation();
  const questions = diagnosis.nextQuestions ?? [];
  if (questions.length === 0) return null;
  return (
    <Disclosure title={t('ai.nextQuestions')} count={questions.length} data-testid="next-questions">
      <ul className="list-disc pl-5">
        {questions.map((question) => (
          <li key={question}>{question}</li>
        ))}
      </ul>
    </Disclosure>
  );
}

/** What the engine did not understand, shown rather than guessed, and the share left to other conditions. */
export function EngineLimits({ diagnosis }: { diagnosis: Diagnosis }) {
  const { t } = useTranslation();
  const words = diagnosis.unrecognised ?? [];
  const context = diagnosis.contextRead ?? [];
  return (
    <>
      {context.length > 0 && (
        <p className="mt-3 text-sm">
          {t('ai.contextRead')}:{' '}
          <span className="font-medium">{context.map((entry) => entry.text).join(', ')}</span>
        </p>
      )}
      {words.length > 0 && (
        <p className="mt-3 text-sm">
          {t('ai.unrecognised')}: <span className="font-medium">{words.join(', ')}</span>
        </p>
      )}
      {diagnosis.otherProbability !== undefined && diagnosis.otherProbability > 0 && (
        <p className="mt-1 text-sm">
          {t('ai.otherProbability', { value: Math.round(diagnosis.otherProbability) })}
        </p>
      )}
    </>
  );
}

export function Disclaimer({ text }: { text?: string }) {
  if (!text) return null;
  return (
    <p className="mt-3 text-sm italic text-slate-700 dark:text-slate-300" data-testid="disclaimer">
      {text}
    </p>
  );
}
