import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { SelectField, TextAreaField, TextField } from '../../components/ui/field';
import {
  DifferentialList,
  dosingAsk,
  emptyProfile,
  EmergencyBanner,
  missingForDosing,
  PrescriptionView,
  PrimaryDiagnosisView,
  RecommendationsView,
  RedFlagList,
  type Diagnosis,
  type Prescription,
  type Recommendations,
} from '../clinical-session';

interface OfflineResult {
  diagnosis: Diagnosis;
  recommendations?: Recommendations;
  prescription?: Prescription;
  emergency?: { message?: string; emergencyActions?: string[] };
  /** Why no dose is shown: the age or the measured weight is missing. */
  dosingAsk?: string;
  elapsedMs: number;
}

/** The offline form's age and weight as the profile the dosing rule reads. */
const draftOf = (age: string, weight: string) => ({ ...emptyProfile, age, weight });

const wholeNumber = (text: string) => (/^\d+(\.\d+)?$/.test(text.trim()) ? Number(text) : undefined);

/**
 * The consultation at / while the server cannot be reached: the clinical engine runs in this tab. What
 * the clinician types stays in this component's memory (no storage, no request) and is gone with the tab.
 */
export default function OfflineConsultation() {
  const { t, i18n } = useTranslation();
  const [symptoms, setSymptoms] = useState('');
  const [age, setAge] = useState('');
  const [sex, setSex] = useState('');
  const [weight, setWeight] = useState('');
  // The engine's answer as computed (English), and as shown: in the clinician's language.
  const [answer, setAnswer] = useState<OfflineResult | null>(null);
  const [result, setResult] = useState<OfflineResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  // Build the engine (about half a second on a slow phone) while the clinician types, not after they ask.
  useEffect(() => {
    const timer = window.setTimeout(() => {
      void import('./engine/offline-answers').then((answers) => answers.warmUp()).catch(() => undefined);
    }, 0);
    return () => window.clearTimeout(timer);
  }, []);
  // A language chosen after the answer re-words it; a language without clinical data shows it as computed.
  useEffect(() => {
    if (answer === null) return;
    let isCurrent = true;
    void import('./engine/offline-answers')
      .then((answers) => answers.inClinicalLanguage(answer, i18n.language))
      .catch(() => answer)
      .then((shown) => {
        if (isCurrent) setResult(shown);
      });
    return () => {
      isCurrent = false;
    };
  }, [answer, i18n.language]);

  const diagnose = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      const answers = await import('./engine/offline-answers');
      const started = performance.now();
      const request = {
        symptoms: symptoms
          .split('\n')
          .map((line) => line.trim())
          .filter((line) => line !== '')
          .map((symptom) => ({ symptom })),
        patientProfile: {
          ...(wholeNumber(age) !== undefined ? { age: wholeNumber(age) } : {}),
          ...(sex ? { gender: sex } : {}),
          ...(wholeNumber(weight) !== undefined ? { weight: wholeNumber(weight) } : {}),
        },
      };
      const diagnosis = answers.diagnose(request).diagnosis as unknown as Diagnosis;
      let next: OfflineResult = { diagnosis, elapsedMs: 0 };
      if (!diagnosis.emergencyAlert) {
        const { recommendations } = answers.recommend({ ...request, diagnosis });
        next = { diagnosis, recommendations: recommendations as unknown as Recommendations, elapsedMs: 0 };
        // No dose for an assumed adult or a weight estimated from the age: only with both entered.
        const missing = missingForDosing(draftOf(age, weight));
        if (missing.length > 0) next.dosingAsk = dosingAsk(t, missing).body;
        else {
          const outcome = await answers.prescribe({
            ...request,
            diagnosis: diagnosis.primaryDiagnosis?.condition,
          });
          if (outcome.kind === 'prescription')
            next.prescription = outcome.answer.prescription as unknown as Prescription;
          else next.emergency = outcome.answer;
        }
      }
      next.elapsedMs = performance.now() - started;
      setAnswer(next);
    } catch (error) {
      // Bad input gets the engine's own words; a chunk that never reached this device says so.
      const isMissingEngine = error instanceof TypeError && /import|fetch|module/i.test(error.message);
      setProblem(isMissingEngine ? t('offline.engineUnavailable') : (error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={t('offline.title')}>
      <div className="space-y-4" data-testid="offline-consultation">
        <p>{t('offline.intro')}</p>
        <p className="text-sm text-slate-700 dark:text-slate-200">{t('offline.needsNetwork')}</p>
        <form onSubmit={(event) => void diagnose(event)} className="space-y-3 print:hidden">
          <TextAreaField
            label={t('offline.symptoms')}
            rows={4}
            value={symptoms}
            onChange={(event) => setSymptoms(event.target.value)}
          />
          <div className="grid gap-3 sm:grid-cols-3">
            <TextField
              label={t('offline.age')}
              inputMode="decimal"
              value={age}
              onChange={(event) => setAge(event.target.value)}
            />
            <SelectField
              label={t('offline.sex')}
              value={sex}
              onChange={(event) => setSex(event.target.value)}
              options={[
                { value: '', label: t('offline.sexNotGiven') },
                { value: 'female', label: t('offline.female') },
                { value: 'male', label: t('offline.male') },
              ]}
            />
            <TextField
              label={t('offline.weight')}
              inputMode="decimal"
              value={weight}
              onChange={(event) => setWeight(event.target.value)}
            />
          </div>
          <Button type="submit" disabled={isBusy || symptoms.trim() === ''}>
            {isBusy ? t('offline.running') : t('offline.diagnose')}
          </Button>
        </form>
        {problem && (
          <p role="alert" className="text-red-800 dark:text-red-200">
            {problem}
          </p>
        )}
        {result && (
          <section aria-label={t('offline.summary')} data-testid="offline-result" className="space-y-3">
            {result.diagnosis.emergencyAlert && (
              <EmergencyBanner
                message={result.diagnosis.message}
                actions={result.diagnosis.emergencyActions}
              />
            )}
            <PrimaryDiagnosisView diagnosis={result.diagnosis} />
            <RedFlagList diagnosis={result.diagnosis} />
            <DifferentialList diagnosis={result.diagnosis} />
            {result.recommendations && <RecommendationsView recommendations={result.recommendations} />}
            {result.emergency && (
              <EmergencyBanner
                message={result.emergency.message}
                actions={result.emergency.emergencyActions}
              />
            )}
            {result.prescription && <PrescriptionView prescription={result.prescription} />}
            {result.dosingAsk && (
              <p role="status" data-testid="dosing-ask">
                {result.dosingAsk}
              </p>
            )}
            <p className="text-sm text-slate-700 dark:text-slate-200" data-testid="offline-duration">
              {t('offline.answeredHere', { ms: Math.max(1, Math.round(result.elapsedMs)) })}
            </p>
            <div className="flex flex-wrap gap-2 print:hidden">
              <Button variant="secondary" onClick={() => window.print()}>
                {t('offline.print')}
              </Button>
              <Button
                variant="secondary"
                onClick={() => {
                  setAnswer(null);
                  setResult(null);
                }}
              >
                {t('offline.clear')}
              </Button>
            </div>
          </section>
        )}
      </div>
    </Card>
  );
}
