import { countries, type Country } from '../../../clinical/knowledge/countries';
import { BadRequestError } from '../../errors';

/** A place asked about: the whole country (its region rule, e.g. 'east-africa') or one subdivision. */
export interface Place {
  country: Country;
  /** What is stored and shown: the region rule or the subdivision slug. */
  region: string;
  isWholeCountry: boolean;
  label: string;
}

export const KNOWN_COUNTRY_CODES = countries.map((country) => country.code);

/** The country of a code ('KE') or name ('Kenya'), if known. */
export function findCountry(codeOrName: string): Country | undefined {
  const wanted = codeOrName.trim().toLowerCase();
  return countries.find(
    (candidate) => candidate.code.toLowerCase() === wanted || candidate.name.toLowerCase() === wanted,
  );
}

/** Resolves the :country code; unknown codes answer 400 listing the known ones. */
export function resolveCountry(code: string): Country {
  const country = findCountry(code);
  if (!country) {
    throw new BadRequestError(
      `Unknown country code '${code}'. Known codes: ${KNOWN_COUNTRY_CODES.join(', ')}`,
      'UNKNOWN_COUNTRY',
      {
        knownCountries: countries.map(({ code: known, name, region }) => ({ code: known, name, region })),
      },
    );
  }
  return country;
}

/** Resolves :country/:region: the region must be the country's region rule or one of its subdivision slugs. */
export function resolvePlace(countryCode: string, regionParam: string | undefined): Place {
  const country = resolveCountry(countryCode);
  const region = (regionParam ?? country.region).trim().toLowerCase();
  const aliases: readonly string[] = ('regionAliases' in country ? country.regionAliases : undefined) ?? [];
  if (region === country.region || aliases.includes(region)) {
    return { country, region: country.region, isWholeCountry: true, label: country.name };
  }
  const subdivision = country.subdivisions.find(
    (candidate) => candidate.slug === region || candidate.name.toLowerCase() === region,
  );
  if (!subdivision) {
    throw new BadRequestError(
      `Region '${regionParam}' is not in ${country.name}: use '${country.region}' for the whole country or a ${country.subdivisionKind} slug such as '${country.subdivisions[0]?.slug ?? ''}'`,
      'UNKNOWN_REGION',
      { region: country.region, subdivisions: country.subdivisions.map((candidate) => candidate.slug) },
    );
  }
  return {
    country,
    region: subdivision.slug,
    isWholeCountry: false,
    label: `${subdivision.name}, ${country.name}`,
  };
}
