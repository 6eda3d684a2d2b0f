import { countries } from '../../knowledge/countries';
import type { CountryCode } from '../../knowledge/types';
import type { ClinicalInput } from '../types';
import { readDurationDays } from './read-duration';
import { foldText, tokenise } from './tokenise';

/** French and Swahili names of the countries served (English names come from knowledge/countries.ts). */
const otherCountryNames: Record<string, CountryCode> = {
  ouganda: 'UG',
  tanzanie: 'TZ',
  ethiopie: 'ET',
  somalie: 'SO',
  nigeria: 'NG',
  'afrique du sud': 'ZA',
  zambie: 'ZM',
  'afrika kusini': 'ZA',
  habeshi: 'ET',
  uhabeshi: 'ET',
  'united republic of tanzania': 'TZ',
  'south africa': 'ZA',
  rsa: 'ZA',
};

function foldName(text: string): string {
  return foldText(text)
    .folded.replace(/[^a-z ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Country from an ISO code or a name in English, French or Swahili, any case; undefined if not served. */
export function readCountry(country: string | undefined): CountryCode | undefined {
  if (!country) return undefined;
  const folded = foldName(country);
  for (const entry of countries) {
    if (folded === entry.code.toLowerCase() || folded === foldName(entry.name)) return entry.code;
  }
  return otherCountryNames[folded];
}

/** Age in years, with fractions for infants: age in days, then in months (more precise), win over age. */
export function readAgeYears(patient: ClinicalInput['patient']): number | undefined {
  if (patient.ageDays !== undefined && Number.isFinite(patient.ageDays) && patient.ageDays >= 0)
    return patient.ageDays / 365.25;
  if (patient.ageMonths !== undefined && Number.isFinite(patient.ageMonths) && patient.ageMonths >= 0)
    return patient.ageMonths / 12;
  if (patient.age !== undefined && Number.isFinite(patient.age) && patient.age >= 0) return patient.age;
  return undefined;
}

export function readSex(gender: ClinicalInput['patient']['gender']): 'male' | 'female' | 'other' | undefined {
  return gender === 'male' || gender === 'female' || gender === 'other' ? gender : undefined;
}

const pregnancyContext =
  /pregnan|gestation|mjamzito|ujauzito|\bg\d+\s*p\d+|\bmimba|enceinte|grossesse|amenorrh|\bsa\b|\bga\b|\banc\b/;

/**
 * Gestational age in weeks written in a history line ('G2P1 at 32 weeks', '34 weeks by dates',
 * 'grossesse de 30 SA', 'mimba ya wiki 28'); undefined without a pregnancy context.
 */
export function readGestationWeeks(text: string): number | undefined {
  const folded = foldText(text).folded;
  if (!pregnancyContext.test(folded)) return undefined;
  const match =
    /(\d{1,2})\s*(?:\+\d\s*)?(?:weeks?|wks?|w|semaines?|sa|\/40)(?:\b|$|\s|,)/.exec(folded) ??
    /\bwiki\s*(\d{1,2})\b/.exec(folded);
  // Otherwise months or words ('seven months', 'miezi saba', 'sept mois'), read as a duration.
  const days = match ? undefined : readDurationDays(tokenise(text));
  const weeks = match
    ? Number(match[1])
    : days !== undefined && days >= 28
      ? Math.round(days / 7)
      : undefined;
  return weeks !== undefined && weeks > 0 && weeks <= 45 ? weeks : undefined;
}

/** Gravidity-parity shorthand ('G2P1') is written for a woman who is pregnant now. */
export function mentionsGravidaParity(text: string): boolean {
  return /\bg\d+\s*p\d+/.test(foldText(text).folded);
}

/** Weeks since the last menstrual period written as 'LMP 6/52', 'LMP 2 weeks ago', 'LMP 2 months ago', 'DDR il y a 7 semaines'. */
export function readWeeksSinceLastPeriod(text: string): number | undefined {
  const folded = foldText(text).folded.replace(/:/g, ' ');
  const match =
    /\b(?:lmp|ddr|last (?:menstrual )?period)\b\s*(?:was|of|=|il y a)?\s*(\d{1,2})\s*(\/52|weeks?|wks?|semaines?|\/12|months?|mois)/.exec(
      folded,
    );
  if (!match) return undefined;
  const count = Number(match[1]);
  const isMonths = /^(?:\/12|month|mois)/.test(match[2] ?? '');
  return isMonths ? Math.round((count * 30) / 7) : count;
}
