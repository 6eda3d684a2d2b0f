import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredLabResult } from '../../../contracts/sessions';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { TextField } from '../../components/ui/field';
import { Disclosure } from '../../components/ui/disclosure';
import {
  FileDropZone,
  type ListedFile,
  LabSummary,
  ManualLabForm,
  labFileTypes,
  workflowLimits,
  type ManualLabResult,
} from '../../features/clinical-session';

interface Props {
  labResults: readonly StoredLabResult[];
  onUpload: (files: File[], testType: string) => Promise<boolean>;
  onManual: (result: ManualLabResult) => Promise<boolean>;
  onGenerateTreatment: (withLabs: boolean) => void;
  isBusy: boolean;
  /** Asks for the age and measured weight the treatment's doses need, when they are missing. */
  dosingAsk?: ReactNode;
}

/** Step 2 of the workflow: upload or type lab results, or go on without them. */
export default function LabStep(props: Props) {
  const { labResults, onUpload, onManual, onGenerateTreatment, isBusy, dosingAsk } = props;
  const { t } = useTranslation();
  const [pending, setPending] = useState<File[]>([]);
  const [testType, setTestType] = useState('');
  const listed: ListedFile[] = pending.map((file, index) => ({
    id: `${index}-${file.name}`,
    name: file.name,
    size: file.size,
    type: file.type,
    isUploaded: false,
  }));

  async function analyzeFiles() {
    if (pending.length === 0) return;
    if (await onUpload(pending, testType.trim() || 'general')) setPending([]);
  }

  return (
    <div className="space-y-4">
      <Card title={t('workflow.step2')}>
        <div className="space-y-3">
          <FileDropZone
            files={listed}
            onAdd={(files) => setPending((current) => [...current, ...files])}
            onRemove={(id) =>
              setPending((current) => current.filter((_, index) => `${index}-${current[index]?.name}` !== id))
            }
            maxFiles={workflowLimits.maxFiles}
            maxSizeBytes={workflowLimits.maxSizeBytes}
            accept={labFileTypes}
            disabled={isBusy}
          />
          <TextField
            label={t('labs.testTypeOptional')}
            value={testType}
            onChange={(e) => setTestType(e.target.value)}
            placeholder={t('labs.testTypeExample')}
          />
          <Button onClick={() => void analyzeFiles()} disabled={isBusy || pending.length === 0}>
            {t('workflow.analyzeLabResults')}
          </Button>
        </div>
        {/* Typing a result is the other way in: on demand, so the step's way on stays near. */}
        <Disclosure title={t('labs.manualTitle')}>
          <ManualLabForm onSubmit={onManual} disabled={isBusy} />
        </Disclosure>
      </Card>
      <Card title={t('labs.summary')}>
        <LabSummary results={labResults} />
        {dosingAsk}
        <div className="mt-3 flex flex-wrap gap-2">
          {/* Spec section 4: Analyze with results, Skip when there are none; never two ways to skip. */}
          {labResults.length > 0 ? (
            <>
              <Button onClick={() => onGenerateTreatment(true)} disabled={isBusy}>
                {t('workflow.labAnalyze')}
              </Button>
              <Button variant="secondary" onClick={() => onGenerateTreatment(false)} disabled={isBusy}>
                {t('workflow.continueWithoutLabs')}
              </Button>
            </>
          ) : (
            <Button onClick={() => onGenerateTreatment(false)} disabled={isBusy}>
              {t('workflow.skipLabs')}
            </Button>
          )}
        </div>
      </Card>
    </div>
  );
}
