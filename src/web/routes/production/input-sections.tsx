import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/card';
import { TextAreaField } from '../../components/ui/field';
import {
  FileDropZone,
  type ListedFile,
  productionFileTypes,
  widgetLimits,
} from '../../features/clinical-session';
import { useSymptomSuggestions } from '../../features/trends';

/** Spec section 9: at most 6 suggestion chips. */
const MAX_SUGGESTIONS = 6;
const inKb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;

export function UploadSection({
  files,
  onAdd,
  onRemove,
}: {
  files: ListedFile[];
  onAdd: (files: File[]) => Promise<void>;
  onRemove: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Card title={t('production.uploadLabs')}>
      <FileDropZone
        files={files}
        onAdd={onAdd}
        onRemove={onRemove}
        maxFiles={widgetLimits.maxFiles}
        maxSizeBytes={widgetLimits.maxSizeBytes}
        accept={productionFileTypes}
        formatSize={inKb}
      />
    </Card>
  );
}

/** Appends a chip to the text, on its own line of the comma-separated list. */
export function appendSuggestion(text: string, suggestion: string): string {
  const trimmed = text.trim();
  return trimmed === '' ? suggestion : `${trimmed.replace(/[,\s]+$/, '')}, ${suggestion}`;
}

export function SymptomsSection({
  text,
  onChange,
  country,
  region,
}: {
  text: string;
  onChange: (text: string) => void;
  country: string;
  region: string;
}) {
  const { t } = useTranslation();
  const suggestions = useSymptomSuggestions(country, region);
  return (
    <Card title={t('production.enterSymptoms')}>
      <TextAreaField
        label={t('production.symptomText')}
        value={text}
        onChange={(e) => onChange(e.target.value)}
        rows={6}
        placeholder={t('production.symptomPlaceholder')}
        maxLength={4000}
      />
      {suggestions.data && suggestions.data.length > 0 && (
        <div className="mt-3">
          <p className="text-sm font-medium">{t('production.trendingSymptoms')}</p>
          <div className="mt-1 flex flex-wrap gap-2">
            {suggestions.data.slice(0, MAX_SUGGESTIONS).map((suggestion) => (
              <button
                key={suggestion}
                type="button"
                onClick={() => onChange(appendSuggestion(text, suggestion))}
                className="min-h-11 rounded-full border border-teal-600 px-3 text-sm hover:bg-teal-50 dark:hover:bg-teal-950"
              >
                + {suggestion}
              </button>
            ))}
          </div>
        </div>
      )}
    </Card>
  );
}
