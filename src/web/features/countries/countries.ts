/** Spec section 9: supported countries and their regions; default Kenya. */
export type RegionId = 'east-africa' | 'west-africa' | 'southern-africa';

export interface Country {
  code: string;
  name: string;
  region: RegionId;
}

export const countries: readonly Country[] = [
  { code: 'KE', name: 'Kenya', region: 'east-africa' },
  { code: 'SO', name: 'Somalia', region: 'east-africa' },
  { code: 'ET', name: 'Ethiopia', region: 'east-africa' },
  { code: 'UG', name: 'Uganda', region: 'east-africa' },
  { code: 'TZ', name: 'Tanzania', region: 'east-africa' },
  { code: 'NG', name: 'Nigeria', region: 'west-africa' },
  { code: 'GH', name: 'Ghana', region: 'west-africa' },
  { code: 'ZA', name: 'South Africa', region: 'southern-africa' },
  { code: 'MW', name: 'Malawi', region: 'southern-africa' },
  { code: 'ZW', name: 'Zimbabwe', region: 'southern-africa' },
];

export const DEFAULT_COUNTRY = 'KE';

const regionByCode: Record<string, RegionId> = {
  KE: 'east-africa',
  SO: 'east-africa',
  ET: 'east-africa',
  UG: 'east-africa',
  TZ: 'east-africa',
  NG: 'west-africa',
  GH: 'west-africa',
  ML: 'west-africa',
  BF: 'west-africa',
  ZA: 'southern-africa',
  ZW: 'southern-africa',
  BW: 'southern-africa',
  ZM: 'southern-africa',
};

/** Spec section 7: the region derived from the country code; east-africa otherwise. */
export function regionForCountry(code: string): RegionId {
  return regionByCode[code.toUpperCase()] ?? 'east-africa';
}

export function countryName(code: string): string | undefined {
  return countries.find((country) => country.code === code.toUpperCase())?.name;
}

/** /complete header (spec section 2): the names it knows, otherwise Africa. */
export function headerCountryName(code: string): string {
  const known = ['KE', 'SO', 'ET', 'NG', 'GH', 'ZA'];
  return known.includes(code.toUpperCase()) ? (countryName(code) ?? 'Africa') : 'Africa';
}
