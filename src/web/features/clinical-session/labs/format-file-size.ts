const UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/** Spec section 9: sizes in Bytes, KB, MB, GB (1024-based), rounded to 2 decimals. */
export function formatFileSize(bytes: number): string {
  if (bytes <= 0) return '0 Bytes';
  const power = Math.min(UNITS.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  const value = Math.round((bytes / 1024 ** power) * 100) / 100;
  return `${value} ${UNITS[power]}`;
}
