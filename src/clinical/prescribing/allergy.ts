import type { Medicine } from '../knowledge/types';
import { allergyAliases, allergyNoiseWords, crossReactions } from './allergy-aliases';

function aliasOf(term: string): string {
  return allergyAliases[term] ?? term;
}

/** The generic names in a medicine's name: 'artemether + lumefantrine' gives both. */
export function ingredientsOf(medicine: Medicine): string[] {
  return medicine.name
    .toLowerCase()
    .split(/\s*\+\s*|\s*\/\s*/)
    .map((part) => part.replace(/\s*\(.*\)\s*/g, '').trim())
    .filter((part) => part.length > 0);
}

function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9-]+/)
    .filter((word) => word.length > 0);
}

function doesTermNameMedicine(term: string, medicine: Medicine): boolean {
  if (medicine.allergyClasses.some((cls) => cls.toLowerCase() === term)) return true;
  if (medicine.id === term) return true;
  if (ingredientsOf(medicine).includes(term)) return true;
  return wordsOf(medicine.name).some(
    (word) =>
      word === term ||
      (term.length >= 5 && word.startsWith(term)) ||
      (term.length >= 6 && word.endsWith(term)),
  );
}

/**
 * The drug names and allergy classes a patient's allergy entries point to: free text such as
 * 'PCN', 'allergic to sulfa drugs' or 'Amoxil (rash)' becomes 'penicillin', 'sulfonamide', ...
 * An allergy to a named medicine extends to its main allergy class (amoxicillin → penicillin).
 */
export function readAllergyTerms(allergies: readonly string[], medicines: readonly Medicine[]): Set<string> {
  const terms = new Set<string>();
  for (const entry of allergies) {
    const phrase = entry
      .toLowerCase()
      .replace(/\(.*?\)/g, ' ')
      .trim();
    if (phrase.length === 0) continue;
    terms.add(aliasOf(phrase));
    const words = wordsOf(phrase).filter((word) => !allergyNoiseWords.has(word));
    words.forEach((word, index) => {
      if (word.length >= 2) terms.add(aliasOf(word));
      const next = words[index + 1];
      if (next !== undefined) terms.add(aliasOf(`${word} ${next}`));
    });
  }
  for (const term of [...terms]) {
    for (const medicine of medicines) {
      const mainClass = medicine.allergyClasses[0];
      if (mainClass !== undefined && (medicine.id === term || ingredientsOf(medicine).includes(term)))
        terms.add(mainClass.toLowerCase());
    }
  }
  return terms;
}

/** The allergy term that withholds this medicine, if any. */
export function findAllergyConflict(
  medicine: Medicine,
  allergyTerms: ReadonlySet<string>,
): string | undefined {
  for (const term of allergyTerms) {
    if (term.length >= 2 && doesTermNameMedicine(term, medicine)) return term;
  }
  return undefined;
}

/** Warnings for a medicine that is usable but may cross-react with a class the patient is allergic to. */
export function findCrossReactivity(medicine: Medicine, allergyTerms: ReadonlySet<string>): string[] {
  const classes = medicine.allergyClasses.map((cls) => cls.toLowerCase());
  return crossReactions
    .filter((cross) => allergyTerms.has(cross.allergyClass) && classes.includes(cross.medicineClass))
    .map((cross) => `${medicine.name}: ${cross.warning}`);
}
