import type { FindingPopulation } from '../types';

/**
 * Whom a finding's question is asked of, shared by the finding files. Questions about pregnancy, menses,
 * sexual partners, alcohol and smoking start with adolescence (10 years, WHO); questions about the birth
 * and the cord are for the young infant (under 2 months, the IMCI young-infant chart), asked of the mother.
 */
const adolescence = {
  sourceId: 'who-adolescents-2014',
  section: 'Adolescence: the second decade, 10-19 years',
};
const youngInfant = { sourceId: 'who-imci-2014', section: 'Sick young infant age up to 2 months' };
const underFive = { sourceId: 'who-imci-2014', section: 'Sick child age 2 months up to 5 years' };

/** The youngest age at which a pregnancy is asked of or read (WHO: adolescence, the second decade). */
export const pregnancyFromAgeYears = 10;

export const askedOfFemales: FindingPopulation[] = [{ sex: 'female' }];
export const askedOfMales: FindingPopulation[] = [{ sex: 'male' }];
export const askedOfWomen: FindingPopulation[] = [
  { sex: 'female', minAgeYears: pregnancyFromAgeYears, citation: adolescence },
];
export const askedOfWomenNotPregnant: FindingPopulation[] = [
  { sex: 'female', minAgeYears: pregnancyFromAgeYears, notPregnant: true, citation: adolescence },
];
export const askedFromAdolescence: FindingPopulation[] = [
  { minAgeYears: pregnancyFromAgeYears, citation: adolescence },
];
export const askedOfYoungInfants: FindingPopulation[] = [{ maxAgeYears: 2 / 12, citation: youngInfant }];
/** The birth: asked of a woman in labour, or of a young infant's mother. */
export const askedOfWomenOrYoungInfants: FindingPopulation[] = [...askedOfWomen, ...askedOfYoungInfants];
export const askedOfChildrenUnderFive: FindingPopulation[] = [{ maxAgeYears: 5, citation: underFive }];
