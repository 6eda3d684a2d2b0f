import type { WordSlot } from './match-phrases';
import { isSiteWord } from './read-body-site-states';

/*
 * Where a wording may run over a comma. It may as a list ('red, hot, swollen skin'), but not across parts that
 * are statements of their own about a body site.
 */

/** Words that tell an examined part's result: 'feet checked', 'chest clear', 'abdomen normal'. */
const resultWords = new Set(
  [
    'checked',
    'examined',
    'fine',
    'ok',
    'okay',
    'normal',
    'intact',
    'clear',
    'healthy',
    'unremarkable',
  ].concat(['sawa', 'salama', 'normale', 'normaux', 'normales', 'examine', 'examines', 'bien']),
);

/**
 * A wording may run over a comma as a list ('red, hot, swollen skin', 'diastolic, rumbling murmur'), but
 * not into a part that tells an examination's result ('diabetic, feet checked, no ulcers', 'diabetic, feet
 * fine'): that part is a statement of its own, and holds no 'diabetic foot'.
 */
export function crossesIntoAResult(slots: readonly WordSlot[], start: number, length: number): boolean {
  const last = slots[start + length - 1];
  if (last === undefined || last.segment === slots[start]?.segment) return false;
  const next = slots[start + length];
  return next !== undefined && next.segment === last.segment && resultWords.has(next.token.text);
}

/**
 * Nor out of a part that already told its site's state: 'hands cold, body warm' holds no 'cold body' (the
 * cold is the hands', and the warm body is no fever-free claim about them either), 'face swollen, eyes red'
 * no 'swollen eyes'.
 */
export function crossesOutOfAStatement(slots: readonly WordSlot[], start: number, length: number): boolean {
  const first = slots[start];
  const last = slots[start + length - 1];
  if (first === undefined || last === undefined || last.segment === first.segment) return false;
  for (let position = start - 1; position >= 0 && slots[position]?.segment === first.segment; position -= 1)
    if (isSiteWord(slots[position])) return true;
  return false;
}
