/** The kinds of file a clinic uploads (issue 4, point 1), as decided from their content. */
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
