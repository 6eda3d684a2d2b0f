/** The kinds of lab file a clinic uploads, as decided from their content: the one list the upload check
 * and every upload widget (its accept filter and the types it names) are made from. */
export type LabFileType = 'jpeg' | 'png' | 'webp' | 'heic' | 'pdf' | 'docx' | 'xlsx' | 'doc' | 'csv' | 'txt';

export const fileTypeLabels: Record<LabFileType, string> = {
  jpeg: 'a JPEG image',
  png: 'a PNG image',
  webp: 'a WebP image',
  heic: 'a HEIC photo',
  pdf: 'a PDF document',
  docx: 'a Word document (DOCX)',
  xlsx: 'an Excel workbook (XLSX)',
  doc: 'a legacy Word document (DOC)',
  csv: 'a CSV table',
  txt: 'a text file',
};

export const mimeTypes: Record<LabFileType, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  heic: 'image/heic',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  doc: 'application/msword',
  csv: 'text/csv',
  txt: 'text/plain',
};

/** What a file name's extension claims; the content decides, the claim is only checked. */
export const typesByExtension: Record<string, { type: LabFileType; label: string }> = {
  jpg: { type: 'jpeg', label: 'JPEG image' },
  jpeg: { type: 'jpeg', label: 'JPEG image' },
  png: { type: 'png', label: 'PNG image' },
  webp: { type: 'webp', label: 'WebP image' },
  heic: { type: 'heic', label: 'HEIC photo' },
  heif: { type: 'heic', label: 'HEIF photo' },
  pdf: { type: 'pdf', label: 'PDF' },
  docx: { type: 'docx', label: 'DOCX' },
  xlsx: { type: 'xlsx', label: 'XLSX' },
  doc: { type: 'doc', label: 'DOC' },
  csv: { type: 'csv', label: 'CSV' },
  txt: { type: 'txt', label: 'text' },
};

export const imageTypes: ReadonlySet<LabFileType> = new Set(['jpeg', 'png', 'webp', 'heic']);

/** The types the /production upload card takes (spec section 5): PDF, JPEG, PNG and Word. */
export const productionLabFileTypes: readonly LabFileType[] = ['pdf', 'jpeg', 'png', 'doc', 'docx'];

/** The file-picker filter for these types: MIME type to extensions, as the browser's accept list wants. */
export function acceptFilterFor(types: readonly LabFileType[]): Record<string, string[]> {
  const filter: Record<string, string[]> = {};
  for (const [extension, { type }] of Object.entries(typesByExtension)) {
    if (!types.includes(type)) continue;
    (filter[mimeTypes[type]] ??= []).push(`.${extension}`);
  }
  return filter;
}

export const allLabFileTypes = Object.keys(mimeTypes) as LabFileType[];
