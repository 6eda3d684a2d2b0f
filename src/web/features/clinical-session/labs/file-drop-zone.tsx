import { useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { formatFileSize } from './format-file-size';
import { acceptedExtensions, selectFiles } from './select-files';

export interface ListedFile {
  id: string;
  name: string;
  size: number;
  type: string;
  isUploaded: boolean;
}

interface Props {
  files: readonly ListedFile[];
  onAdd: (files: File[]) => void | Promise<void>;
  onRemove?: (id: string) => void;
  maxFiles: number;
  maxSizeBytes: number;
  accept: Record<string, string[]>;
  disabled?: boolean;
  /** How sizes read in the list; the production page lists them in KB (spec section 2). */
  formatSize?: (bytes: number) => string;
}

function fileIcon(type: string, name: string): string {
  if (type.startsWith('image/')) return '🖼';
  if (type === 'application/pdf' || name.endsWith('.pdf')) return '📄';
  if (/sheet|csv/.test(type) || /\.(csv|xlsx)$/.test(name)) return '📊';
  return '📝';
}

/** The upload widget of spec sections 2, 4 and 5: its texts, limits and toasts. */
export function FileDropZone({
  files,
  onAdd,
  onRemove,
  maxFiles,
  maxSizeBytes,
  accept,
  disabled = false,
  formatSize = formatFileSize,
}: Props) {
  const { t } = useTranslation();
  const [isProcessing, setProcessing] = useState(false);
  const isFull = files.length >= maxFiles;
  const maxMb = Math.round(maxSizeBytes / (1024 * 1024));

  async function onDrop(acceptedFiles: File[], rejections: FileRejection[]) {
    const incoming = [
      ...acceptedFiles,
      ...rejections.filter((r) => r.errors.every((e) => e.code === 'file-too-large')).map((r) => r.file),
    ];
    const selection = selectFiles(files.length, incoming, { maxFiles, maxSizeBytes });
    if (selection.tooMany) {
      toast.error(t('upload.tooManyTitle'), { description: t('upload.tooManyBody', { count: maxFiles }) });
      return;
    }
    for (const file of selection.oversize)
      toast.error(t('upload.tooLargeTitle'), {
        description: t('upload.tooLargeBody', { file: file.name, size: maxMb }),
      });
    const wrongType = rejections.find((r) => r.errors.some((e) => e.code === 'file-invalid-type'));
    if (wrongType)
      toast.error(t('upload.errorTitle'), {
        description: wrongType.errors[0]?.message ?? t('upload.errorBody', { file: wrongType.file.name }),
      });
    if (selection.accepted.length === 0) return;
    setProcessing(true);
    try {
      await onAdd(selection.accepted);
    } finally {
      setProcessing(false);
    }
  }

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    onDrop: (accepted, rejected) => void onDrop(accepted, rejected),
    accept,
    multiple: true,
    disabled: disabled || isProcessing || isFull,
  });

  return (
    <div>
      <div
        {...getRootProps({
          'aria-label': t('upload.dropLabel'),
          'aria-disabled': disabled || isProcessing || isFull,
          className: `flex min-h-32 cursor-pointer flex-col items-center justify-center rounded-lg border-2 border-dashed p-4 text-center focus-visible:outline-3 focus-visible:outline-teal-600 ${isDragActive ? 'border-teal-600 bg-teal-50 dark:bg-teal-950' : 'border-slate-400'} ${disabled || isFull ? 'cursor-not-allowed opacity-60' : ''}`,
        })}
      >
        <input {...getInputProps()} data-testid="file-input" />
        <p className="font-medium">{isDragActive ? t('upload.dropActive') : t('upload.dropIdle')}</p>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          {t('upload.limits', { count: maxFiles, size: maxMb, types: acceptedExtensions(accept) })}
        </p>
        {isProcessing && <p className="mt-1 text-sm">{t('upload.processing')}</p>}
      </div>
      {isFull && (
        <p
          role="alert"
          className="mt-2 rounded border border-amber-400 bg-amber-50 p-2 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50"
        >
          {t('upload.maxReached', { count: maxFiles })}
        </p>
      )}
      {files.length > 0 && (
        <div className="mt-3">
          <h3 className="font-semibold">{t('upload.uploadedFiles')}</h3>
          <ul className="mt-1 space-y-1">
            {files.map((file) => (
              <li
                key={file.id}
                className="flex items-center gap-2 rounded border border-slate-200 p-2 dark:border-slate-700"
              >
                <span aria-hidden="true">{fileIcon(file.type, file.name)}</span>
                <span className="min-w-0 flex-1 break-all">
                  {file.name} {/* The name may break anywhere on a phone; its size ('1.36 KB') never does. */}
                  <span className="whitespace-nowrap text-sm text-slate-600 dark:text-slate-300">
                    ({formatSize(file.size)})
                  </span>
                </span>
                {file.isUploaded && (
                  <span className="rounded-full bg-green-100 px-2 text-sm text-green-900 dark:bg-green-900 dark:text-green-100">
                    {t('upload.uploaded')}
                  </span>
                )}
                {onRemove && (
                  <button
                    type="button"
                    onClick={() => onRemove(file.id)}
                    aria-label={t('upload.remove', { file: file.name })}
                    className="min-h-11 min-w-11 rounded hover:bg-slate-100 dark:hover:bg-slate-700"
                  >
                    ✕
                  </button>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
