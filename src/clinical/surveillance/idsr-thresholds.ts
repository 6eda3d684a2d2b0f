import type { Citation } from '../knowledge/types';

/**
 * Per-disease alert and epidemic thresholds of WHO AFRO's Technical Guidelines for Integrated Disease
 * Surveillance and Response, 3rd edition (2019), Section 11 (disease-specific summaries), with the
 * meningitis thresholds of WHO's 2014 meningitis outbreak response guideline that IDSR adopts.
 * A threshold is met when any of its rules is. Data only; assess-idsr.ts applies them.
 */
export type IdsrRule =
  /** N suspected cases (of a report or of one week). */
  | { kind: 'suspected-cases'; cases: number; period: 'single' | 'week' }
  /** N laboratory-confirmed cases (in a month when period is 'month'). */
  | { kind: 'confirmed-cases'; cases: number; period: 'single' | 'month' }
  /** Weekly attack rate per 100,000 in a population of at least `minPopulation`. */
  | { kind: 'weekly-attack-rate'; per100k: number; minPopulation: number }
  /** N suspected cases in one week in a population below `maxPopulation` (or of unknown size). */
  | { kind: 'cases-in-week-small-population'; cases: number; maxPopulation: number }
  /** Weekly cases above the given percentile of the same week in the previous `years` years. */
  | { kind: 'above-percentile-of-previous-years'; percentile: number; years: number }
  /** Cases doubled compared with `comparedWith`. */
  | { kind: 'doubling'; comparedWith: 'same-period-previous-years' | 'previous-three-weeks' }
  /** Cases or deaths above those expected for the place and period; judged statistically (EARS). */
  | { kind: 'increase-over-expected' };

export interface IdsrDisease {
  id: string;
  name: string;
  /** Conditions of the knowledge base (scope.ts) whose product-use counts this threshold applies to. */
  conditionIds: readonly string[];
  /** How clinicians name it in a report, lower case. */
  aliases: readonly string[];
  alert: readonly IdsrRule[];
  epidemic: readonly IdsrRule[];
  /** Severity of the alert this threshold raises, before the reporter's own severity is considered. */
  alertSeverity: 'critical' | 'high' | 'medium';
  citations: readonly Citation[];
}

const idsr = (disease: string): Citation => ({
  sourceId: 'who-idsr-2019',
  section: `Section 11, disease-specific summary: ${disease} (alert and epidemic thresholds)`,
});
const single = { kind: 'suspected-cases', cases: 1, period: 'single' } as const;
const oneConfirmed = { kind: 'confirmed-cases', cases: 1, period: 'single' } as const;

export const idsrDiseases = [
  {
    id: 'cholera',
    name: 'Cholera',
    conditionIds: ['cholera'],
    aliases: ['cholera', 'kipindupindu', 'choléra'],
    alert: [single],
    epidemic: [oneConfirmed],
    alertSeverity: 'critical',
    citations: [
      idsr('Cholera'),
      { sourceId: 'who-cholera-gtfcc-2019', section: 'Section 2: outbreak detection and alert' },
    ],
  },
  {
    id: 'viral-haemorrhagic-fever',
    name: 'Viral haemorrhagic fever (Ebola, Marburg, Lassa, CCHF, Rift Valley fever)',
    conditionIds: ['viral-haemorrhagic-fever'],
    aliases: [
      'viral haemorrhagic fever',
      'viral hemorrhagic fever',
      'vhf',
      'ebola',
      'ebola virus disease',
      'marburg',
      'lassa',
      'lassa fever',
      'cchf',
      'crimean-congo haemorrhagic fever',
      'rift valley fever',
      'rvf',
    ],
    alert: [single],
    epidemic: [oneConfirmed],
    alertSeverity: 'critical',
    citations: [
      idsr('Ebola or Marburg virus disease; Lassa and Crimean-Congo haemorrhagic fevers; Rift Valley fever'),
    ],
  },
  {
    id: 'yellow-fever',
    name: 'Yellow fever',
    conditionIds: [],
    aliases: ['yellow fever', 'homa ya manjano', 'fièvre jaune'],
    alert: [single],
    epidemic: [oneConfirmed],
    alertSeverity: 'critical',
    citations: [idsr('Yellow fever')],
  },
  {
    id: 'acute-flaccid-paralysis',
    name: 'Acute flaccid paralysis (poliomyelitis)',
    conditionIds: [],
    aliases: ['afp', 'acute flaccid paralysis', 'polio', 'poliomyelitis'],
    alert: [single],
    epidemic: [oneConfirmed],
    alertSeverity: 'critical',
    citations: [idsr('Acute flaccid paralysis (poliomyelitis)')],
  },
  {
    id: 'measles',
    name: 'Measles',
    conditionIds: ['measles'],
    aliases: ['measles', 'surua', 'rougeole'],
    alert: [single],
    epidemic: [{ kind: 'confirmed-cases', cases: 3, period: 'month' }],
    alertSeverity: 'high',
    citations: [
      idsr('Measles'),
      { sourceId: 'who-measles-surveillance-2018', section: 'Surveillance standards: outbreak definition' },
    ],
  },
  {
    id: 'mpox',
    name: 'Mpox',
    conditionIds: ['mpox'],
    aliases: ['mpox', 'monkeypox', 'monkey pox'],
    alert: [single],
    epidemic: [oneConfirmed],
    alertSeverity: 'high',
    citations: [idsr('Monkeypox')],
  },
  {
    id: 'human-rabies',
    name: 'Human rabies',
    conditionIds: [],
    aliases: ['rabies', 'human rabies', 'kichaa cha mbwa', 'rage'],
    alert: [single],
    epidemic: [],
    alertSeverity: 'high',
    citations: [idsr('Rabies')],
  },
  {
    id: 'neonatal-tetanus',
    name: 'Neonatal tetanus',
    conditionIds: [],
    aliases: ['neonatal tetanus', 'tetanus neonatorum'],
    alert: [single],
    epidemic: [],
    alertSeverity: 'high',
    citations: [idsr('Neonatal tetanus')],
  },
  {
    id: 'plague',
    name: 'Plague',
    conditionIds: [],
    aliases: ['plague', 'bubonic plague', 'pneumonic plague', 'peste'],
    alert: [single],
    epidemic: [oneConfirmed],
    alertSeverity: 'critical',
    citations: [idsr('Plague')],
  },
  {
    id: 'anthrax',
    name: 'Anthrax',
    conditionIds: [],
    aliases: ['anthrax', 'kimeta', 'charbon'],
    alert: [single],
    epidemic: [oneConfirmed],
    alertSeverity: 'high',
    citations: [idsr('Anthrax')],
  },
  {
    id: 'novel-influenza',
    name: 'Human influenza caused by a new subtype',
    conditionIds: [],
    aliases: ['avian influenza', 'bird flu', 'h5n1', 'novel influenza', 'influenza new subtype'],
    alert: [single],
    epidemic: [oneConfirmed],
    alertSeverity: 'critical',
    citations: [idsr('Human influenza caused by a new subtype')],
  },
  {
    id: 'meningococcal-meningitis',
    name: 'Bacterial (meningococcal) meningitis',
    conditionIds: ['bacterial-meningitis'],
    aliases: [
      'meningitis',
      'bacterial meningitis',
      'meningococcal meningitis',
      'cerebrospinal meningitis',
      'csm',
      'méningite',
    ],
    alert: [
      { kind: 'weekly-attack-rate', per100k: 3, minPopulation: 30_000 },
      { kind: 'cases-in-week-small-population', cases: 2, maxPopulation: 30_000 },
    ],
    epidemic: [
      { kind: 'weekly-attack-rate', per100k: 10, minPopulation: 30_000 },
      { kind: 'cases-in-week-small-population', cases: 5, maxPopulation: 30_000 },
      { kind: 'doubling', comparedWith: 'previous-three-weeks' },
    ],
    alertSeverity: 'high',
    citations: [
      idsr('Meningococcal meningitis'),
      {
        sourceId: 'who-meningitis-outbreak-2014',
        section: 'Section 3: alert and epidemic thresholds for the African meningitis belt',
      },
    ],
  },
  {
    id: 'malaria',
    name: 'Malaria',
    conditionIds: ['malaria-uncomplicated', 'malaria-severe'],
    aliases: ['malaria', 'severe malaria', 'uncomplicated malaria', 'paludisme'],
    alert: [{ kind: 'increase-over-expected' }],
    epidemic: [
      { kind: 'above-percentile-of-previous-years', percentile: 75, years: 5 },
      { kind: 'doubling', comparedWith: 'same-period-previous-years' },
    ],
    alertSeverity: 'medium',
    citations: [
      idsr('Malaria'),
      {
        sourceId: 'ke-malaria-2020',
        section: 'Epidemic preparedness and response: malaria epidemic thresholds',
      },
    ],
  },
  {
    id: 'bloody-diarrhoea',
    name: 'Bloody diarrhoea (shigellosis)',
    conditionIds: ['shigellosis'],
    aliases: [
      'dysentery',
      'bloody diarrhoea',
      'bloody diarrhea',
      'shigellosis',
      'bacillary dysentery',
      'diarrhée sanglante',
    ],
    alert: [{ kind: 'increase-over-expected' }],
    epidemic: [oneConfirmed],
    alertSeverity: 'medium',
    citations: [
      idsr('Diarrhoea with blood (Shigella)'),
      { sourceId: 'who-shigella-2005', section: 'Chapter 6: epidemics of Shigella dysenteriae type 1' },
    ],
  },
  {
    id: 'typhoid',
    name: 'Typhoid fever',
    conditionIds: ['typhoid-fever'],
    aliases: ['typhoid', 'typhoid fever', 'enteric fever', 'homa ya matumbo', 'fièvre typhoïde'],
    alert: [{ kind: 'increase-over-expected' }],
    epidemic: [{ kind: 'increase-over-expected' }],
    alertSeverity: 'medium',
    citations: [idsr('Typhoid fever'), { sourceId: 'who-typhoid-2018', section: 'Outbreak surveillance' }],
  },
] as const satisfies readonly IdsrDisease[];
