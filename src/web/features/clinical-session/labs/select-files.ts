import {
  acceptFilterFor,
  allLabFileTypes,
  productionLabFileTypes,
} from '../../../../contracts/lab-file-types';
/** Spec sections 5 and 9: upload limits (the widget's default, and the workflow's). */
export const MB = 1024 * 1024;
export const widgetLimits = { maxFiles: 5, maxSizeBytes: 10 * MB } as const;
export const workflowLimits = { maxFiles: 10, maxSizeBytes: 10 * MB } as const;

/** Every type the server reads (images, PDF, Word, Excel, CSV, text), as the file picker's filter. */
export const labFileTypes = acceptFilterFor(allLabFileTypes);

/** The production page accepts fewer types (spec section 5). */
export const productionFileTypes = acceptFilterFor(productionLabFileTypes);

/** '.pdf, .jpg, .jpeg, …': the extensions a filter takes, as a widget names them. */
export function acceptedExtensions(accept: Record<string, string[]>): string {
  return Object.values(accept).flat().join(', ');
}

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
