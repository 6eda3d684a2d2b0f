export { readLabFile, type LabFileInput, type LabFileReading } from './read-lab-file';
export type { ReadingProgress } from './reading-context';
export { detectFileType, type FileTypeVerdict } from './detect-file-type';
export { fileTypeLabels, mimeTypes, type LabFileType } from '../../../contracts/lab-file-types';
export { ingestLimits } from './limits';
export { shutdownOcr, warmUpOcr } from './ocr-engine';
