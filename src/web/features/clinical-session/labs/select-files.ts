/** Spec sections 5 and 9: upload limits (the widget's default, and the workflow's). */
export const MB = 1024 * 1024;
export const widgetLimits = { maxFiles: 5, maxSizeBytes: 10 * MB } as const;
export const workflowLimits = { maxFiles: 10, maxSizeBytes: 10 * MB } as const;

/** Images, pdf, doc, docx, txt, csv, xlsx (react-dropzone's accept map). */
export const labFileTypes: Record<string, string[]> = {
  'image/*': ['.png', '.jpg', '.jpeg', '.gif', '.webp', '.bmp', '.tif', '.tiff'],
  'application/pdf': ['.pdf'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'text/plain': ['.txt'],
  'text/csv': ['.csv'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
};

/** The production page accepts fewer types (spec section 5). */
export const productionFileTypes: Record<string, string[]> = {
  'application/pdf': ['.pdf'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
};

export interface FileSelection<F extends { name: string; size: number }> {
  accepted: F[];
  tooMany: boolean;
  oversize: F[];
}

/** The whole drop is refused when it would pass the maximum; oversize files are skipped one by one. */
export function selectFiles<F extends { name: string; size: number }>(
  existingCount: number,
  incoming: readonly F[],
  limits: { maxFiles: number; maxSizeBytes: number },
): FileSelection<F> {
  if (existingCount + incoming.length > limits.maxFiles) return { accepted: [], tooMany: true, oversize: [] };
  const oversize = incoming.filter((file) => file.size > limits.maxSizeBytes);
  return { accepted: incoming.filter((file) => file.size <= limits.maxSizeBytes), tooMany: false, oversize };
}
