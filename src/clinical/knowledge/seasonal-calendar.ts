import type { Citation, CountryCode } from './types';

/**
 * Background knowledge: the endemic conditions of each country and when they peak (rainy seasons and
 * malaria, cholera, the meningitis belt's dry season, Lassa fever, influenza in the southern winter).
 * This is what the guidelines say usually happens, never live data: answers label it 'baseline-knowledge'.
 * Months are 1-12; `conditionId` is a condition of scope.ts.
 */
export interface SeasonalEntry {
  id: string;
  countries: readonly CountryCode[];
  conditionId: string;
  condition: string;
  months: readonly number[];
  likelihood: 'high' | 'medium' | 'low';
  season: string;
  description: string;
  citations: readonly Citation[];
}

export interface RainySeason {
  countries: readonly CountryCode[];
  name: string;
  months: readonly number[];
  citations: readonly Citation[];
}

const ghacof = {
  sourceId: 'icpac-ghacof-2023',
  section: 'Seasonal calendar of the Greater Horn of Africa: March-May and October-December rains',
} as const;
const presass = {
  sourceId: 'acmad-presass-2023',
  section: 'West African monsoon: June-September rainy season',
} as const;
const sarcof = { sourceId: 'sadc-sarcof-2023', section: 'October-March main rainfall season' } as const;
const wmr = {
  sourceId: 'who-wmr-2023',
  section: 'Annex 1: country profiles (transmission and seasonality)',
} as const;
const smc = {
  sourceId: 'who-smc-2012',
  section: 'Recommendation: SMC during the high transmission season (July-October)',
} as const;
const meningitisBelt = {
  sourceId: 'who-meningitis-outbreak-2014',
  section: 'Section 1: the African meningitis belt and the dry season (December-June)',
} as const;
const meningitisGuideline = {
  sourceId: 'who-meningitis-2025',
  section: 'Epidemiology: meningitis belt of sub-Saharan Africa',
} as const;
const cholera = {
  sourceId: 'who-cholera-gtfcc-2019',
  section: 'Section 1: cholera epidemiology, seasonality and risk factors',
} as const;
const measles = {
  sourceId: 'who-measles-surveillance-2018',
  section: 'Surveillance standards: seasonality (late dry season peaks in tropical Africa)',
} as const;

export const rainySeasons = [
  { countries: ['KE', 'UG', 'TZ'], name: 'Long rains', months: [3, 4, 5], citations: [ghacof] },
  { countries: ['KE', 'UG', 'TZ'], name: 'Short rains', months: [10, 11, 12], citations: [ghacof] },
  { countries: ['SO'], name: 'Gu rains', months: [4, 5, 6], citations: [ghacof] },
  { countries: ['SO'], name: 'Deyr rains', months: [10, 11, 12], citations: [ghacof] },
  { countries: ['ET'], name: 'Belg (short) rains', months: [2, 3, 4, 5], citations: [ghacof] },
  { countries: ['ET'], name: 'Kiremt (main) rains', months: [6, 7, 8, 9], citations: [ghacof] },
  {
    countries: ['NG', 'GH'],
    name: 'Rainy season (south from April, north from June)',
    months: [4, 5, 6, 7, 8, 9, 10],
    citations: [presass],
  },
  {
    countries: ['ML', 'BF'],
    name: 'Rainy season (hivernage)',
    months: [6, 7, 8, 9, 10],
    citations: [presass],
  },
  {
    countries: ['ZA', 'ZW', 'ZM', 'MW', 'BW'],
    name: 'Summer rains (Western Cape has winter rains)',
    months: [10, 11, 12, 1, 2, 3],
    citations: [sarcof],
  },
] as const satisfies readonly RainySeason[];

export const seasonalCalendar = [
  /* ------------------------------------------------------------------ malaria */
  {
    id: 'ke-malaria',
    countries: ['KE'],
    conditionId: 'malaria-uncomplicated',
    condition: 'Malaria',
    months: [5, 6, 7, 11, 12],
    likelihood: 'high',
    season: 'After the long and short rains',
    description:
      'Transmission all year in the lake and coastal endemic zones, peaking about a month after each rainy season; highland epidemics follow unusually heavy rains.',
    citations: [
      {
        sourceId: 'ke-malaria-2020',
        section: 'Chapter 1: malaria epidemiology and transmission zones of Kenya',
      },
      wmr,
    ],
  },
  {
    id: 'ug-malaria',
    countries: ['UG'],
    conditionId: 'malaria-uncomplicated',
    condition: 'Malaria',
    months: [5, 6, 7, 10, 11, 12],
    likelihood: 'high',
    season: 'After the two rainy seasons',
    description:
      'High transmission across most of the country all year, with peaks after the March-May and September-November rains.',
    citations: [{ sourceId: 'ug-clinical-guidelines-2023', section: 'Malaria: epidemiology' }, wmr],
  },
  {
    id: 'tz-malaria',
    countries: ['TZ'],
    conditionId: 'malaria-uncomplicated',
    condition: 'Malaria',
    months: [3, 4, 5, 6],
    likelihood: 'high',
    season: 'Masika (long rains) and after',
    description:
      'Transmission all year in the lake and coastal zones, highest during and after the long rains; lower in the highlands and on Zanzibar.',
    citations: [{ sourceId: 'tz-stg-2021', section: 'Malaria' }, wmr],
  },
  {
    id: 'et-malaria',
    countries: ['ET'],
    conditionId: 'malaria-uncomplicated',
    condition: 'Malaria',
    months: [9, 10, 11, 12, 4, 5],
    likelihood: 'medium',
    season: 'After the kiremt and belg rains',
    description:
      'Unstable, seasonal transmission below about 2,000 m: the main season follows the June-September rains, a smaller one the belg rains; P. vivax is common.',
    citations: [{ sourceId: 'et-stg-2021', section: 'Malaria' }, wmr],
  },
  {
    id: 'so-malaria',
    countries: ['SO'],
    conditionId: 'malaria-uncomplicated',
    condition: 'Malaria',
    months: [5, 6, 11, 12],
    likelihood: 'medium',
    season: 'After the gu and deyr rains',
    description:
      'Low to moderate, seasonal transmission, highest in the south along the Juba and Shabelle rivers after the rains.',
    citations: [wmr],
  },
  {
    id: 'ng-gh-malaria',
    countries: ['NG', 'GH'],
    conditionId: 'malaria-uncomplicated',
    condition: 'Malaria',
    months: [6, 7, 8, 9, 10],
    likelihood: 'high',
    season: 'Rainy season',
    description:
      'Transmission all year in the south, strongly seasonal in the northern savannah; cases peak in the rainy season. Seasonal malaria chemoprevention covers the north.',
    citations: [{ sourceId: 'ng-stg-2022', section: 'Malaria' }, smc, wmr],
  },
  {
    id: 'sahel-malaria',
    countries: ['ML', 'BF'],
    conditionId: 'malaria-uncomplicated',
    condition: 'Malaria',
    months: [7, 8, 9, 10, 11],
    likelihood: 'high',
    season: 'Rainy season (hivernage)',
    description:
      'Highly seasonal transmission: most cases and deaths occur in the 3-4 months of the rains; seasonal malaria chemoprevention is given July-October.',
    citations: [smc, wmr],
  },
  {
    id: 'mw-zm-malaria',
    countries: ['MW', 'ZM'],
    conditionId: 'malaria-uncomplicated',
    condition: 'Malaria',
    months: [12, 1, 2, 3, 4],
    likelihood: 'high',
    season: 'Rainy season',
    description:
      'Transmission all year in the lowlands with a peak from the onset of the November rains to April.',
    citations: [{ sourceId: 'mw-stg-2015', section: 'Malaria' }, wmr],
  },
  {
    id: 'zw-malaria',
    countries: ['ZW'],
    conditionId: 'malaria-uncomplicated',
    condition: 'Malaria',
    months: [11, 12, 1, 2, 3, 4, 5],
    likelihood: 'medium',
    season: 'Rainy season',
    description:
      'Seasonal transmission in low-lying districts (Zambezi valley, Manicaland, Mashonaland), November to May.',
    citations: [wmr],
  },
  {
    id: 'za-bw-malaria',
    countries: ['ZA', 'BW'],
    conditionId: 'malaria-uncomplicated',
    condition: 'Malaria',
    months: [10, 11, 12, 1, 2, 3, 4, 5],
    likelihood: 'low',
    season: 'Summer rains',
    description:
      'Low, seasonal transmission confined to the north-east (Limpopo, Mpumalanga, northern KwaZulu-Natal) and northern Botswana (Okavango, Chobe); most cases elsewhere are imported.',
    citations: [{ sourceId: 'za-phc-stg-2020', section: 'Malaria' }, wmr],
  },
  /* ------------------------------------------------------------------ meningitis belt */
  {
    id: 'belt-meningitis-high',
    countries: ['NG', 'ML', 'BF'],
    conditionId: 'bacterial-meningitis',
    condition: 'Bacterial (meningococcal) meningitis',
    months: [12, 1, 2, 3, 4, 5, 6],
    likelihood: 'high',
    season: 'Dry season (harmattan)',
    description:
      'Meningitis belt: epidemics start in the dry, dusty season and end with the rains; northern Nigeria and the Sahel are most affected.',
    citations: [meningitisBelt, meningitisGuideline],
  },
  {
    id: 'belt-meningitis-medium',
    countries: ['GH', 'ET'],
    conditionId: 'bacterial-meningitis',
    condition: 'Bacterial (meningococcal) meningitis',
    months: [12, 1, 2, 3, 4, 5, 6],
    likelihood: 'medium',
    season: 'Dry season',
    description:
      'Northern Ghana (Upper East, Upper West, Northern) and western Ethiopia lie in the meningitis belt: outbreaks cluster in the dry season.',
    citations: [meningitisBelt, meningitisGuideline],
  },
  {
    id: 'belt-edge-meningitis',
    countries: ['KE', 'UG', 'TZ'],
    conditionId: 'bacterial-meningitis',
    condition: 'Bacterial (meningococcal) meningitis',
    months: [12, 1, 2, 3],
    likelihood: 'low',
    season: 'Dry season',
    description:
      'On the southern edge of the meningitis belt (north-west Kenya, northern Uganda): sporadic outbreaks in the dry season.',
    citations: [meningitisBelt],
  },
  /* ------------------------------------------------------------------ cholera */
  {
    id: 'horn-cholera',
    countries: ['KE', 'SO', 'TZ', 'UG'],
    conditionId: 'cholera',
    condition: 'Cholera',
    months: [4, 5, 6, 10, 11, 12],
    likelihood: 'medium',
    season: 'Rainy seasons (and drought with poor water access)',
    description:
      'Outbreaks follow flooding in the rainy seasons and water shortage in droughts, in informal settlements, camps and along lakes and the coast.',
    citations: [cholera],
  },
  {
    id: 'et-cholera',
    countries: ['ET'],
    conditionId: 'cholera',
    condition: 'Cholera',
    months: [6, 7, 8, 9],
    likelihood: 'medium',
    season: 'Kiremt rains',
    description:
      'Acute watery diarrhoea and cholera outbreaks peak in the main rainy season and around holy-water sites and displacement camps.',
    citations: [cholera],
  },
  {
    id: 'southern-cholera',
    countries: ['MW', 'ZM', 'ZW'],
    conditionId: 'cholera',
    condition: 'Cholera',
    months: [12, 1, 2, 3, 4],
    likelihood: 'medium',
    season: 'Rainy season',
    description:
      'Outbreaks begin with the rains (November-December) and peak January-March, often in peri-urban areas and fishing communities.',
    citations: [cholera],
  },
  {
    id: 'ng-cholera',
    countries: ['NG'],
    conditionId: 'cholera',
    condition: 'Cholera',
    months: [7, 8, 9, 10],
    likelihood: 'medium',
    season: 'Rainy season',
    description:
      'Outbreaks in the northern states peak in the second half of the rainy season, with flooding.',
    citations: [cholera],
  },
  /* ------------------------------------------------------------------ measles, Lassa, influenza, RVF, dengue */
  {
    id: 'west-measles',
    countries: ['NG', 'ML', 'BF', 'GH'],
    conditionId: 'measles',
    condition: 'Measles',
    months: [1, 2, 3, 4],
    likelihood: 'medium',
    season: 'Late dry season',
    description:
      'Measles peaks in the late dry season in the Sahel and savannah, where vaccination coverage is lowest.',
    citations: [measles],
  },
  {
    id: 'ng-lassa',
    countries: ['NG'],
    conditionId: 'viral-haemorrhagic-fever',
    condition: 'Lassa fever',
    months: [12, 1, 2, 3, 4],
    likelihood: 'medium',
    season: 'Dry season',
    description:
      'Lassa fever is endemic; cases peak December-April (Edo, Ondo, Bauchi, Taraba, Ebonyi). One suspected case is an IDSR alert.',
    citations: [{ sourceId: 'ncdc-lassa-2018', section: 'Epidemiology of Lassa fever in Nigeria' }],
  },
  {
    id: 'za-influenza',
    countries: ['ZA'],
    conditionId: 'influenza',
    condition: 'Influenza',
    months: [5, 6, 7, 8, 9],
    likelihood: 'high',
    season: 'Southern winter',
    description: 'The influenza season usually starts in May and peaks in June-July.',
    citations: [{ sourceId: 'nicd-influenza-2023', section: 'The South African influenza season' }],
  },
  {
    id: 'east-rvf',
    countries: ['KE', 'TZ', 'SO'],
    conditionId: 'viral-haemorrhagic-fever',
    condition: 'Rift Valley fever',
    months: [11, 12, 1],
    likelihood: 'low',
    season: 'After heavy short rains (El Nino years)',
    description:
      'Rift Valley fever outbreaks follow unusually heavy, prolonged rains and flooding in pastoral areas, first in livestock.',
    citations: [{ sourceId: 'who-rvf-2018', section: 'Transmission; outbreaks in East Africa' }],
  },
  {
    id: 'bf-dengue',
    countries: ['BF'],
    conditionId: 'dengue',
    condition: 'Dengue',
    months: [9, 10, 11],
    likelihood: 'medium',
    season: 'End of the rainy season',
    description: 'Urban dengue outbreaks (Ouagadougou, Bobo-Dioulasso) peak at the end of the rains.',
    citations: [
      { sourceId: 'who-dengue-2009', section: 'Chapter 1: epidemiology and seasonality of dengue' },
    ],
  },
  {
    id: 'ke-dengue',
    countries: ['KE'],
    conditionId: 'dengue',
    condition: 'Dengue',
    months: [5, 6, 7],
    likelihood: 'low',
    season: 'After the long rains',
    description: 'Dengue outbreaks occur on the coast (Mombasa) and in the north-east after the rains.',
    citations: [
      { sourceId: 'who-dengue-2009', section: 'Chapter 1: epidemiology and seasonality of dengue' },
    ],
  },
] as const satisfies readonly SeasonalEntry[];

/**
 * The presenting complaints of the seasonal conditions, from the IDSR standard case definitions: offered as
 * symptom suggestion chips when the condition is in season and the product's own counts are too few.
 */
export const seasonalPresentingSymptoms = [
  {
    conditionId: 'malaria-uncomplicated',
    symptoms: ['Fever', 'Chills or rigors', 'Headache'],
    citations: [{ sourceId: 'who-idsr-2019', section: 'Section 11: standard case definition, malaria' }],
  },
  {
    conditionId: 'bacterial-meningitis',
    symptoms: ['Fever', 'Neck stiffness', 'Severe headache'],
    citations: [
      {
        sourceId: 'who-idsr-2019',
        section: 'Section 11: standard case definition, meningococcal meningitis',
      },
    ],
  },
  {
    conditionId: 'cholera',
    symptoms: ['Acute watery diarrhoea', 'Vomiting'],
    citations: [{ sourceId: 'who-idsr-2019', section: 'Section 11: standard case definition, cholera' }],
  },
  {
    conditionId: 'measles',
    symptoms: ['Fever', 'Skin rash', 'Cough', 'Red eyes'],
    citations: [{ sourceId: 'who-idsr-2019', section: 'Section 11: standard case definition, measles' }],
  },
  {
    conditionId: 'influenza',
    symptoms: ['Fever', 'Cough', 'Sore throat'],
    citations: [
      { sourceId: 'who-idsr-2019', section: 'Section 11: standard case definition, influenza-like illness' },
    ],
  },
  {
    conditionId: 'viral-haemorrhagic-fever',
    symptoms: ['Fever', 'Unexplained bleeding'],
    citations: [
      {
        sourceId: 'who-idsr-2019',
        section: 'Section 11: standard case definitions, viral haemorrhagic fevers',
      },
    ],
  },
  {
    conditionId: 'dengue',
    symptoms: ['Fever', 'Pain behind the eyes', 'Joint pains'],
    citations: [{ sourceId: 'who-dengue-2009', section: 'Chapter 1: dengue case classification' }],
  },
] as const satisfies readonly {
  conditionId: string;
  symptoms: readonly string[];
  citations: readonly Citation[];
}[];
