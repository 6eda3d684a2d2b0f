import { andGroupsOf, joinParts, normalise, readAction } from './action-parts';
import { knownMedicines } from './known-medicines';

/*
 * Each medicine said once on the emergency to-do list. The triage rules and the red flags of several
 * conditions each name the medicine of one danger in their own words (a psychosis with aggression: the rule's
 * "haloperidol IM if sedation is needed", the psychosis flag's "haloperidol IM (with biperiden) if needed" and
 * the mania flag's bare "antipsychotic"). A step is left out when another step of the list says all of it:
 * every medicine it names and every number it gives (a dose, a volume) are in that other step, which says
 * more (another medicine, a dose) or, saying as much, comes from the protocol or first. A bare class
 * ('antipsychotic', 'corticosteroid') is left out beside a named medicine of that class. A step that stops,
 * withholds or avoids a medicine never merges, nor one under a heading (its condition: "if bleeding
 * continues:"); the protocol's and the first doses' words are never cut.
 */

interface Step {
  item: number;
  index: number;
  medicines: ReadonlySet<string>;
  numbers: ReadonlySet<string>;
  isConditional: boolean;
  bareClass?: string;
  /** Whether the step may be left out, or said by another (not under a heading, not a 'stop' step). */
  mayMerge: boolean;
  fromProtocol: boolean;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// One pattern for every name, longest first ('magnesium sulfate' before any shorter name inside it); a name
// joined to a word by a hyphen ('oxytocin-containing fluid') is not the medicine given.
const anyName = new RegExp(
  `(?<![a-z-])(${[...knownMedicines.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|')})(?![a-z-])`,
  'g',
);
const classMembers = new Map<string, string[]>();
for (const [name, classes] of knownMedicines)
  for (const drugClass of classes)
    classMembers.set(drugClass, [...(classMembers.get(drugClass) ?? []), name]);

const negation = /\b(stop|stopping|withhold|avoid|do not|don['’]t|not|no|never|without|hold)\b/;
/** A step given only on a condition ("dexamethasone when a cancer is known") never says one given always. */
const condition = /\b(if|when|unless|once|after|until)\b/;
const leadingWords = /^(give|start|begin|an?|the|one)\s+/;

/** The medicines a step names, by the knowledge's names. */
export function medicinesNamedIn(text: string): ReadonlySet<string> {
  const words = normalise(text);
  let named = namedIn.get(words);
  if (!named) {
    named = new Set([...words.matchAll(anyName)].map((match) => match[1]!));
    namedIn.set(words, named);
  }
  return named;
}
const namedIn = new Map<string, ReadonlySet<string>>();

/** The class a step names bare ("Antipsychotic.", "give a corticosteroid"), when it is only that. */
export function bareClassOf(text: string): string | undefined {
  let words = normalise(text);
  for (let before = ''; before !== words;) [before, words] = [words, words.replace(leadingWords, '')];
  const singular = words.replace(/s$/, '');
  return [words, singular].find((word) => classMembers.has(word) && !knownMedicines.has(word));
}

const numbersOf = (text: string) => new Set(normalise(text).match(/\d+(?:[.,]\d+)?/g) ?? []);
const isWithin = (small: ReadonlySet<string>, large: ReadonlySet<string>) =>
  [...small].every((entry) => large.has(entry));

/** Whether `other` says all of `mine`, and more or first. */
function says(other: Step, mine: Step): boolean {
  if (other === mine || !other.mayMerge || mine.fromProtocol) return false;
  if (mine.medicines.size === 0 || !isWithin(mine.medicines, other.medicines)) return false;
  if (!isWithin(mine.numbers, other.numbers)) return false;
  if (other.isConditional && !mine.isConditional) return false;
  if (other.medicines.size > mine.medicines.size || other.numbers.size > mine.numbers.size) return true;
  if (other.fromProtocol) return true;
  return other.item < mine.item || (other.item === mine.item && other.index < mine.index);
}

export function sayEachMedicineOnce(toDo: readonly string[], fromProtocol: ReadonlySet<string>): string[] {
  const read = toDo.map((action) => readAction(action));
  const steps: Step[] = read.flatMap(({ heading, parts }, item) =>
    parts.map((part, index) => {
      const words = index === 0 && heading ? `${heading} ${part.words}` : part.words;
      const isProtocol = fromProtocol.has(toDo[item]!);
      const bareClass = bareClassOf(part.words);
      return {
        item,
        index,
        medicines: medicinesNamedIn(words),
        numbers: numbersOf(words),
        isConditional: condition.test(normalise(part.words)),
        ...(bareClass ? { bareClass } : {}),
        mayMerge: isProtocol || (!heading && !negation.test(normalise(part.words))),
        fromProtocol: isProtocol,
      };
    }),
  );
  const named = steps.filter((step) => step.mayMerge);
  const isSaid = (step: Step) =>
    step.mayMerge &&
    !step.fromProtocol &&
    (step.bareClass !== undefined
      ? named.some((other) =>
          [...other.medicines].some((name) => knownMedicines.get(name)!.includes(step.bareClass!)),
        )
      : named.some((other) => says(other, step)));
  return toDo.flatMap((action, item) => {
    const { heading, parts } = read[item]!;
    const said = new Set(
      steps.filter((step) => step.item === item && isSaid(step)).map((step) => step.index),
    );
    if (said.size === 0) return [action];
    // Of steps joined by 'and', only the last ones said are left out: a verb is never cut from the rest.
    const kept = andGroupsOf(parts).flatMap((group) => {
      let end = group.length;
      while (end > 0 && said.has(group[end - 1]!)) end -= 1;
      return group.slice(0, end).map((index) => parts[index]!);
    });
    if (kept.length === 0) return [];
    return kept.length === parts.length ? [action] : [joinParts(heading, kept, action)];
  });
}
