import type { Medicine } from '../types';
import { bnf } from './shared';

/**
 * Interactions that hold for a whole class, added to each member that does not already name them, so that a
 * new medicine of the class cannot miss them. Antibacterials for systemic use (ATC J01) and coumarins: the BNF
 * warns that many antibacterials are reported to raise the INR, so the INR is checked when a course starts
 * and ends.
 */
const antibacterialWithCoumarin: Medicine['interactions'][number] = {
  keywords: ['warfarin', 'acenocoumarol', 'coumarin'],
  severity: 'moderate',
  effect:
    'many antibacterials are reported to raise the INR of coumarin anticoagulants: check the INR within a few days of starting and after stopping the course',
  citations: [bnf('Warfarin: interactions, antibacterials (coumarins)')],
};

export function withClassInteractions(medicine: Medicine): Medicine {
  if (!medicine.atc.startsWith('J01')) return medicine;
  const namesCoumarin = medicine.interactions.some((interaction) =>
    interaction.keywords.some((keyword) => antibacterialWithCoumarin.keywords.includes(keyword)),
  );
  return namesCoumarin
    ? medicine
    : { ...medicine, interactions: [...medicine.interactions, antibacterialWithCoumarin] };
}
