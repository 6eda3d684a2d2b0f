import { andGroupsOf, joinParts, normalise, readAction, type Part } from './action-parts';
import { firstDoseMedicineOf, immediateSteps, isReferralHeading, stepKeyOf } from './equivalent-steps';
import { sayEachMedicineOnce } from './same-medicine-steps';

/**
 * The emergency's one to-do list: calling for help and resuscitation first, then the pre-referral protocol
 * and first doses for this patient, then the triage's emergency actions, each step said once. The engine
 * gathers actions from every danger sign and every plausible condition, so the same step comes back in
 * several wordings ("give pre-referral treatment and refer urgently", then "check glucose, give
 * pre-referral treatment and refer urgently"; the protocol's first-response bundle and fluids, then a
 * triage rule's). An action is left out when every step of it is already in a longer action of the list; a
 * triage action keeps only the steps not yet said (the protocol's and the first doses' words are never
 * cut: they carry the doses).
 */
export function emergencyToDo(preReferral: readonly string[], triageActions: readonly string[]): string[] {
  const byWording = new Map<string, string>();
  for (const action of [...preReferral, ...triageActions])
    if (!byWording.has(normalise(action))) byWording.set(normalise(action), action.trim());
  const all = [...byWording.values()];
  const steps = all.map((action) => new Set(stepsOf(action)));
  const longest = all.filter((_, index) => {
    const mine = steps[index]!;
    return !steps.some(
      (other, at) =>
        at !== index &&
        (other.size > mine.size || (other.size === mine.size && at < index)) &&
        [...mine].every((step) => other.has(step)),
    );
  });
  const fromProtocol = new Set(preReferral.map((action) => action.trim()));
  const medicines = preReferral.flatMap((line) => firstDoseMedicineOf(normalise(line)) ?? []);
  const said = new Set<string>();
  const toDo: string[] = [];
  for (const action of longest) {
    const { heading, parts } = readAction(action);
    const headingKeys = keysOfHeading(heading, parts[0]);
    const partKeys = parts.map((part) => keysOfPart(part, medicines));
    if (fromProtocol.has(action)) {
      toDo.push(action);
      for (const key of [...headingKeys, ...parts.flatMap((part) => keysSaidBy(part, medicines))])
        said.add(key);
      continue;
    }
    // Of steps joined by 'and', only the last ones already said are left out: "check glucose and
    // haemoglobin" never loses its verb to leave "haemoglobin".
    const isSaid = (index: number) => partKeys[index]!.every((key) => said.has(key));
    const kept = andGroupsOf(parts).flatMap((group) => {
      let end = group.length;
      while (end > 0 && isSaid(group[end - 1]!)) end -= 1;
      return group.slice(0, end).map((index) => parts[index]!);
    });
    const isHeadingSaid = headingKeys.length > 0 && headingKeys.every((key) => said.has(key));
    for (const key of [...headingKeys, ...kept.flatMap((part) => keysSaidBy(part, medicines))]) said.add(key);
    if (kept.length === parts.length) toDo.push(action);
    else if (kept.length > 0) toDo.push(joinParts(isHeadingSaid ? '' : heading, kept, action));
  }
  const merged = sayEachMedicineOnce(toDo, fromProtocol);
  // Calling for help and securing airway, breathing and circulation come first, before the doses.
  const isImmediate = (action: string) =>
    stepsOf(action).every((step) => immediateSteps.has(stepKeyOf(step.replace(/\s*\([^()]*\)/g, ''))));
  return [...merged.filter(isImmediate), ...merged.filter((action) => !isImmediate(action))];
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
 * to-do list, which the emergency care shows: the red flags then need not say it again. An action made
 * of the emergency's own actions always is (the list says each of them, some steps in another item's
 * words); a red flag's action often joins several of them.
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
  const actions = diagnosis.emergencyActions ?? [];
  // Longest first, so an action inside a longer one is not cut out of it.
  const own = actions.map(normalise).sort((a, b) => b.length - a.length);
  const isMadeOfOwnActions = (action: string) =>
    /^[\s;.,]*$/.test(own.reduce((rest, text) => rest.split(text).join(';'), normalise(action)));
  const toDo = emergencyToDo([], actions);
  return (action) => isMadeOfOwnActions(action) || isCoveredBy(action, toDo);
}

/** The steps of an action: its parts between commas, semicolons and 'and', outside brackets. */
export function stepsOf(action: string): string[] {
  const { heading, parts } = readAction(action);
  return parts.map((part, index) =>
    normalise(index === 0 && heading ? `${heading} ${part.words}` : part.words),
  );
}

/**
 * What a step says: its step (equivalent wordings count as one; brackets do not change it), or the medicine
 * it names when that medicine is given as a first dose (one step however its dose is written).
 */
function keysOfPart(part: Part, medicines: readonly string[]): string[] {
  const words = normalise(part.words);
  const medicine = medicines.find((name) => words === name || words.startsWith(`${name} `));
  return [
    medicine ? `medicine ${medicine}` : stepKeyOf(words.replace(/[()]/g, '')),
    ...(isReferralHeading(words) ? ['referral'] : []),
  ];
}

/** What a step says and, once said, makes said: the step without its bracketed details too. */
function keysSaidBy(part: Part, medicines: readonly string[]): string[] {
  const shorter = normalise(part.words.replace(/\s*\([^()]*\)/g, ''));
  return [...keysOfPart(part, medicines), stepKeyOf(shorter)];
}

/** What a heading says: the act it names (the first-response bundle), a referral, or a first dose's medicine. */
function keysOfHeading(heading: string, first: Part | undefined): string[] {
  const name = normalise(heading.replace(/:$/, ''));
  if (!name) return [];
  const firstDose = firstDoseMedicineOf(normalise(`${heading} ${first?.words ?? ''}`));
  const key = stepKeyOf(name);
  return [
    ...(key !== name ? [key] : []),
    ...(isReferralHeading(name) ? ['referral'] : []),
    ...(firstDose ? [`medicine ${firstDose}`, stepKeyOf(firstDose)] : []),
  ];
}
