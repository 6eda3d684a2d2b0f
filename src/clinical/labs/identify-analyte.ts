import type { LabAnalyte } from './analyte-schema';
import { analytes } from './knowledge';
import { editDistance, toNameKey } from './name-key';

/** The specimen section a name was read in ('Protein' under URINALYSIS is urine protein). */
export type SpecimenContext = 'urine' | 'stool' | 'csf';

interface NameEntry {
  key: string;
  analyte: LabAnalyte;
}

const nameEntries: NameEntry[] = analytes.flatMap((analyte) =>
  analyte.names.map((name) => ({ key: toNameKey(name), analyte })),
);
const analyteByKey = new Map<string, LabAnalyte>();
for (const entry of nameEntries) if (!analyteByKey.has(entry.key)) analyteByKey.set(entry.key, entry.analyte);

/** Names longest first, so 'total bilirubin' wins over 'bilirubin' inside a longer name. */
const entriesByLength = [...nameEntries].sort((a, b) => b.key.length - a.key.length);

function containsWords(haystack: string, needle: string): boolean {
  return ` ${haystack} `.includes(` ${needle} `);
}

function findContained(key: string): LabAnalyte | undefined {
  const wordCount = key.split(' ').length;
  const match = entriesByLength.find(
    (entry) => (entry.key.length >= 3 || wordCount <= 2) && containsWords(key, entry.key),
  );
  return match?.analyte;
}

function allowedDistance(length: number): number {
  if (length >= 13) return 3;
  if (length >= 8) return 2;
  if (length >= 5) return 1;
  return 0;
}

function findClosest(key: string): LabAnalyte | undefined {
  const limit = allowedDistance(key.length);
  if (limit === 0) return undefined;
  let best: { analyte: LabAnalyte; distance: number } | undefined;
  for (const entry of nameEntries) {
    if (entry.key.length < 5) continue;
    const distance = editDistance(key, entry.key, Math.min(limit, allowedDistance(entry.key.length)));
    if (distance <= Math.min(limit, allowedDistance(entry.key.length)) && (best === undefined || distance < best.distance)) {
      best = { analyte: entry.analyte, distance };
    }
  }
  return best?.analyte;
}

function identifyByKey(key: string): LabAnalyte | undefined {
  if (key === '') return undefined;
  return analyteByKey.get(key) ?? findContained(key) ?? findClosest(key);
}

function withoutBrackets(text: string): string {
  return text.replace(/\([^)]*\)|\[[^\]]*\]|\{[^}]*\}/g, ' ');
}

function fitsSpecimen(analyte: LabAnalyte, specimen: SpecimenContext): boolean {
  return analyte.specimen === specimen || analyte.names.some((name) => toNameKey(name).startsWith(`${specimen} `));
}

/**
 * The analyte a written test name means ('Hb', 'S. Creatinine', 'Malaria RDT (HRP2/pLDH)', 'Haemoglobn'),
 * tolerant of case, punctuation, filler words and small misspellings; undefined when nothing fits.
 * In a urine, stool or CSF section the specimen's own test is preferred, and blood tests are refused.
 */
export function identifyAnalyte(testType: string, specimen?: SpecimenContext): LabAnalyte | undefined {
  const fullKey = toNameKey(testType);
  const bareKey = toNameKey(withoutBrackets(testType));
  const bracketed = [...testType.matchAll(/\(([^)]*)\)/g)].map((match) => toNameKey(match[1] ?? ''));
  if (specimen !== undefined) {
    for (const key of [fullKey, bareKey]) {
      const own = analyteByKey.get(`${specimen} ${key}`) ?? analyteByKey.get(`${key} ${specimen}`);
      if (own !== undefined) return own;
    }
  }
  const exact = analyteByKey.get(fullKey) ?? analyteByKey.get(bareKey) ?? bracketed.map((key) => analyteByKey.get(key)).find(Boolean);
  const found = exact ?? identifyByKey(bareKey) ?? bracketed.map(identifyByKey).find(Boolean) ?? identifyByKey(fullKey);
  if (found !== undefined && specimen !== undefined && !fitsSpecimen(found, specimen)) return undefined;
  return found;
}

/** True when the text is exactly one of the knowledge base's written names (after normalising). */
export function isKnownName(text: string, specimen?: SpecimenContext): boolean {
  const key = toNameKey(text);
  return analyteByKey.has(key) || (specimen !== undefined && analyteByKey.has(`${specimen} ${key}`));
}

/** Every name key and the analytes that share it: used by the knowledge test to find ambiguous names. */
export function listNameCollisions(): { key: string; analyteIds: string[] }[] {
  const idsByKey = new Map<string, Set<string>>();
  for (const entry of nameEntries) {
    const ids = idsByKey.get(entry.key) ?? new Set<string>();
    ids.add(entry.analyte.id);
    idsByKey.set(entry.key, ids);
  }
  return [...idsByKey.entries()].filter(([, ids]) => ids.size > 1).map(([key, ids]) => ({ key, analyteIds: [...ids] }));
}
