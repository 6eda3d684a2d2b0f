/**
 * The emergency's one to-do list: the pre-referral protocol and first doses for this patient, then the
 * triage's emergency actions, each said once. The engine gathers actions from every danger sign and
 * every plausible condition, so the same step comes back in several wordings ("give pre-referral
 * treatment and refer urgently", then "check glucose, give pre-referral treatment and refer urgently").
 * An action is left out when every step of it is already in a longer action of the list.
 */
export function emergencyToDo(preReferral: readonly string[], triageActions: readonly string[]): string[] {
  const byWording = new Map<string, string>();
  for (const action of [...preReferral, ...triageActions])
    if (!byWording.has(normalise(action))) byWording.set(normalise(action), action.trim());
  const all = [...byWording.values()];
  const steps = all.map((action) => new Set(stepsOf(action)));
  return all.filter((_, index) => {
    const mine = steps[index]!;
    return !steps.some(
      (other, at) =>
        at !== index &&
        (other.size > mine.size || (other.size === mine.size && at < index)) &&
        [...mine].every((step) => other.has(step)),
    );
  });
}

/**
 * Whether every step of `action` is already said somewhere in `list` (so it need not be said again). The
 * steps may sit in different items: a red flag's action often joins several of the list's items in one.
 */
export function isCoveredBy(action: string, list: readonly string[]): boolean {
  const said = new Set(list.flatMap(stepsOf));
  return stepsOf(action).every((step) => said.has(step));
}

/**
 * For a diagnosis under an emergency, whether an action (a red flag's) is already on the emergency's
 * to-do list, which the emergency care shows: the red flags then need not say it again.
 */
export function isOnEmergencyToDo(
  diagnosis:
    | {
        emergencyAlert?: boolean;
        emergencyActions?: readonly string[];
      }
    | null
    | undefined,
): (action: string) => boolean {
  if (!diagnosis?.emergencyAlert) return () => false;
  const toDo = emergencyToDo([], diagnosis.emergencyActions ?? []);
  return (action) => isCoveredBy(action, toDo);
}

function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[.;,\s]+$/, '')
    .trim();
}

/** The steps of an action: its parts between commas, semicolons and 'and', outside brackets. */
export function stepsOf(action: string): string[] {
  const text = normalise(action);
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (char === '(') depth += 1;
    if (char === ')') depth = Math.max(0, depth - 1);
    const isSeparator = depth === 0 && (char === ',' || char === ';');
    const isAnd = depth === 0 && text.startsWith(' and ', i);
    if (isSeparator || isAnd) {
      parts.push(current);
      current = '';
      if (isAnd) i += ' and'.length;
      continue;
    }
    current += char;
  }
  parts.push(current);
  return parts.map((part) => part.replace(/^(and|then)\s+/, '').trim()).filter((part) => part.length > 0);
}
