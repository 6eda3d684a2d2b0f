import type { CountryCode } from './types';

/**
 * The countries the product serves (spec section 9, plus ML, BF, BW and ZM of the region mapping in
 * section 7), with their first-level subdivisions (ISO 3166-2). `region` is the spec's region rule;
 * a clinician may ask for the region rule (the whole country) or one subdivision by its slug.
 * Malawi is Southern Africa in spec section 9 but falls to the 'east-africa' fallback of section 7's
 * client rule, so both slugs are accepted for it.
 */
export type RegionRule = 'east-africa' | 'west-africa' | 'southern-africa';

export interface Subdivision {
  slug: string;
  name: string;
}

export interface Country {
  code: CountryCode;
  name: string;
  region: RegionRule;
  /** Other region slugs a client may send for the whole country. */
  regionAliases?: readonly RegionRule[];
  subdivisionKind: 'county' | 'region' | 'state' | 'province' | 'district';
  subdivisions: readonly Subdivision[];
}

export const countrySubdivisionCitation = { sourceId: 'iso-3166-2', section: 'ISO 3166-2 subdivision codes of each country (2024 newsletter state)' } as const;

export const countries = [
  {
    code: 'KE',
    name: 'Kenya',
    region: 'east-africa',
    subdivisionKind: 'county',
    subdivisions: [{ slug: 'mombasa', name: 'Mombasa' }, { slug: 'kwale', name: 'Kwale' }, { slug: 'kilifi', name: 'Kilifi' }, { slug: 'tana-river', name: 'Tana River' }, { slug: 'lamu', name: 'Lamu' }, { slug: 'taita-taveta', name: 'Taita-Taveta' }, { slug: 'garissa', name: 'Garissa' }, { slug: 'wajir', name: 'Wajir' }, { slug: 'mandera', name: 'Mandera' }, { slug: 'marsabit', name: 'Marsabit' }, { slug: 'isiolo', name: 'Isiolo' }, { slug: 'meru', name: 'Meru' }, { slug: 'tharaka-nithi', name: 'Tharaka-Nithi' }, { slug: 'embu', name: 'Embu' }, { slug: 'kitui', name: 'Kitui' }, { slug: 'machakos', name: 'Machakos' }, { slug: 'makueni', name: 'Makueni' }, { slug: 'nyandarua', name: 'Nyandarua' }, { slug: 'nyeri', name: 'Nyeri' }, { slug: 'kirinyaga', name: 'Kirinyaga' }, { slug: 'muranga', name: 'Murang\'a' }, { slug: 'kiambu', name: 'Kiambu' }, { slug: 'turkana', name: 'Turkana' }, { slug: 'west-pokot', name: 'West Pokot' }, { slug: 'samburu', name: 'Samburu' }, { slug: 'trans-nzoia', name: 'Trans Nzoia' }, { slug: 'uasin-gishu', name: 'Uasin Gishu' }, { slug: 'elgeyo-marakwet', name: 'Elgeyo-Marakwet' }, { slug: 'nandi', name: 'Nandi' }, { slug: 'baringo', name: 'Baringo' }, { slug: 'laikipia', name: 'Laikipia' }, { slug: 'nakuru', name: 'Nakuru' }, { slug: 'narok', name: 'Narok' }, { slug: 'kajiado', name: 'Kajiado' }, { slug: 'kericho', name: 'Kericho' }, { slug: 'bomet', name: 'Bomet' }, { slug: 'kakamega', name: 'Kakamega' }, { slug: 'vihiga', name: 'Vihiga' }, { slug: 'bungoma', name: 'Bungoma' }, { slug: 'busia', name: 'Busia' }, { slug: 'siaya', name: 'Siaya' }, { slug: 'kisumu', name: 'Kisumu' }, { slug: 'homa-bay', name: 'Homa Bay' }, { slug: 'migori', name: 'Migori' }, { slug: 'kisii', name: 'Kisii' }, { slug: 'nyamira', name: 'Nyamira' }, { slug: 'nairobi', name: 'Nairobi' }],
  },
  {
    code: 'SO',
    name: 'Somalia',
    region: 'east-africa',
    subdivisionKind: 'region',
    subdivisions: [{ slug: 'awdal', name: 'Awdal' }, { slug: 'woqooyi-galbeed', name: 'Woqooyi Galbeed' }, { slug: 'togdheer', name: 'Togdheer' }, { slug: 'sool', name: 'Sool' }, { slug: 'sanaag', name: 'Sanaag' }, { slug: 'bari', name: 'Bari' }, { slug: 'nugaal', name: 'Nugaal' }, { slug: 'mudug', name: 'Mudug' }, { slug: 'galgaduud', name: 'Galgaduud' }, { slug: 'hiraan', name: 'Hiraan' }, { slug: 'middle-shabelle', name: 'Middle Shabelle' }, { slug: 'banadir', name: 'Banadir' }, { slug: 'lower-shabelle', name: 'Lower Shabelle' }, { slug: 'bay', name: 'Bay' }, { slug: 'bakool', name: 'Bakool' }, { slug: 'gedo', name: 'Gedo' }, { slug: 'middle-juba', name: 'Middle Juba' }, { slug: 'lower-juba', name: 'Lower Juba' }],
  },
  {
    code: 'ET',
    name: 'Ethiopia',
    region: 'east-africa',
    subdivisionKind: 'region',
    subdivisions: [{ slug: 'addis-ababa', name: 'Addis Ababa' }, { slug: 'afar', name: 'Afar' }, { slug: 'amhara', name: 'Amhara' }, { slug: 'benishangul-gumuz', name: 'Benishangul-Gumuz' }, { slug: 'central-ethiopia', name: 'Central Ethiopia' }, { slug: 'dire-dawa', name: 'Dire Dawa' }, { slug: 'gambela', name: 'Gambela' }, { slug: 'harari', name: 'Harari' }, { slug: 'oromia', name: 'Oromia' }, { slug: 'sidama', name: 'Sidama' }, { slug: 'somali', name: 'Somali' }, { slug: 'south-ethiopia', name: 'South Ethiopia' }, { slug: 'south-west-ethiopia-peoples', name: 'South West Ethiopia Peoples' }, { slug: 'tigray', name: 'Tigray' }],
  },
  {
    code: 'UG',
    name: 'Uganda',
    region: 'east-africa',
    subdivisionKind: 'region',
    subdivisions: [{ slug: 'central', name: 'Central' }, { slug: 'eastern', name: 'Eastern' }, { slug: 'northern', name: 'Northern' }, { slug: 'western', name: 'Western' }],
  },
  {
    code: 'TZ',
    name: 'Tanzania',
    region: 'east-africa',
    subdivisionKind: 'region',
    subdivisions: [{ slug: 'arusha', name: 'Arusha' }, { slug: 'dar-es-salaam', name: 'Dar es Salaam' }, { slug: 'dodoma', name: 'Dodoma' }, { slug: 'geita', name: 'Geita' }, { slug: 'iringa', name: 'Iringa' }, { slug: 'kagera', name: 'Kagera' }, { slug: 'katavi', name: 'Katavi' }, { slug: 'kigoma', name: 'Kigoma' }, { slug: 'kilimanjaro', name: 'Kilimanjaro' }, { slug: 'lindi', name: 'Lindi' }, { slug: 'manyara', name: 'Manyara' }, { slug: 'mara', name: 'Mara' }, { slug: 'mbeya', name: 'Mbeya' }, { slug: 'morogoro', name: 'Morogoro' }, { slug: 'mtwara', name: 'Mtwara' }, { slug: 'mwanza', name: 'Mwanza' }, { slug: 'njombe', name: 'Njombe' }, { slug: 'pemba-north', name: 'Pemba North' }, { slug: 'pemba-south', name: 'Pemba South' }, { slug: 'pwani', name: 'Pwani' }, { slug: 'rukwa', name: 'Rukwa' }, { slug: 'ruvuma', name: 'Ruvuma' }, { slug: 'shinyanga', name: 'Shinyanga' }, { slug: 'simiyu', name: 'Simiyu' }, { slug: 'singida', name: 'Singida' }, { slug: 'songwe', name: 'Songwe' }, { slug: 'tabora', name: 'Tabora' }, { slug: 'tanga', name: 'Tanga' }, { slug: 'unguja-north', name: 'Unguja North' }, { slug: 'unguja-south', name: 'Unguja South' }, { slug: 'mjini-magharibi', name: 'Mjini Magharibi' }],
  },
  {
    code: 'NG',
    name: 'Nigeria',
    region: 'west-africa',
    subdivisionKind: 'state',
    subdivisions: [{ slug: 'abia', name: 'Abia' }, { slug: 'adamawa', name: 'Adamawa' }, { slug: 'akwa-ibom', name: 'Akwa Ibom' }, { slug: 'anambra', name: 'Anambra' }, { slug: 'bauchi', name: 'Bauchi' }, { slug: 'bayelsa', name: 'Bayelsa' }, { slug: 'benue', name: 'Benue' }, { slug: 'borno', name: 'Borno' }, { slug: 'cross-river', name: 'Cross River' }, { slug: 'delta', name: 'Delta' }, { slug: 'ebonyi', name: 'Ebonyi' }, { slug: 'edo', name: 'Edo' }, { slug: 'ekiti', name: 'Ekiti' }, { slug: 'enugu', name: 'Enugu' }, { slug: 'gombe', name: 'Gombe' }, { slug: 'imo', name: 'Imo' }, { slug: 'jigawa', name: 'Jigawa' }, { slug: 'kaduna', name: 'Kaduna' }, { slug: 'kano', name: 'Kano' }, { slug: 'katsina', name: 'Katsina' }, { slug: 'kebbi', name: 'Kebbi' }, { slug: 'kogi', name: 'Kogi' }, { slug: 'kwara', name: 'Kwara' }, { slug: 'lagos', name: 'Lagos' }, { slug: 'nasarawa', name: 'Nasarawa' }, { slug: 'niger', name: 'Niger' }, { slug: 'ogun', name: 'Ogun' }, { slug: 'ondo', name: 'Ondo' }, { slug: 'osun', name: 'Osun' }, { slug: 'oyo', name: 'Oyo' }, { slug: 'plateau', name: 'Plateau' }, { slug: 'rivers', name: 'Rivers' }, { slug: 'sokoto', name: 'Sokoto' }, { slug: 'taraba', name: 'Taraba' }, { slug: 'yobe', name: 'Yobe' }, { slug: 'zamfara', name: 'Zamfara' }, { slug: 'federal-capital-territory', name: 'Federal Capital Territory' }],
  },
  {
    code: 'GH',
    name: 'Ghana',
    region: 'west-africa',
    subdivisionKind: 'region',
    subdivisions: [{ slug: 'ahafo', name: 'Ahafo' }, { slug: 'ashanti', name: 'Ashanti' }, { slug: 'bono', name: 'Bono' }, { slug: 'bono-east', name: 'Bono East' }, { slug: 'central', name: 'Central' }, { slug: 'eastern', name: 'Eastern' }, { slug: 'greater-accra', name: 'Greater Accra' }, { slug: 'north-east', name: 'North East' }, { slug: 'northern', name: 'Northern' }, { slug: 'oti', name: 'Oti' }, { slug: 'savannah', name: 'Savannah' }, { slug: 'upper-east', name: 'Upper East' }, { slug: 'upper-west', name: 'Upper West' }, { slug: 'volta', name: 'Volta' }, { slug: 'western', name: 'Western' }, { slug: 'western-north', name: 'Western North' }],
  },
  {
    code: 'ML',
    name: 'Mali',
    region: 'west-africa',
    subdivisionKind: 'region',
    subdivisions: [{ slug: 'bamako', name: 'Bamako' }, { slug: 'kayes', name: 'Kayes' }, { slug: 'koulikoro', name: 'Koulikoro' }, { slug: 'sikasso', name: 'Sikasso' }, { slug: 'segou', name: 'Ségou' }, { slug: 'mopti', name: 'Mopti' }, { slug: 'tombouctou', name: 'Tombouctou' }, { slug: 'gao', name: 'Gao' }, { slug: 'kidal', name: 'Kidal' }, { slug: 'menaka', name: 'Ménaka' }, { slug: 'taoudenit', name: 'Taoudénit' }],
  },
  {
    code: 'BF',
    name: 'Burkina Faso',
    region: 'west-africa',
    subdivisionKind: 'region',
    subdivisions: [{ slug: 'boucle-du-mouhoun', name: 'Boucle du Mouhoun' }, { slug: 'cascades', name: 'Cascades' }, { slug: 'centre', name: 'Centre' }, { slug: 'centre-est', name: 'Centre-Est' }, { slug: 'centre-nord', name: 'Centre-Nord' }, { slug: 'centre-ouest', name: 'Centre-Ouest' }, { slug: 'centre-sud', name: 'Centre-Sud' }, { slug: 'est', name: 'Est' }, { slug: 'hauts-bassins', name: 'Hauts-Bassins' }, { slug: 'nord', name: 'Nord' }, { slug: 'plateau-central', name: 'Plateau-Central' }, { slug: 'sahel', name: 'Sahel' }, { slug: 'sud-ouest', name: 'Sud-Ouest' }],
  },
  {
    code: 'ZA',
    name: 'South Africa',
    region: 'southern-africa',
    subdivisionKind: 'province',
    subdivisions: [{ slug: 'eastern-cape', name: 'Eastern Cape' }, { slug: 'free-state', name: 'Free State' }, { slug: 'gauteng', name: 'Gauteng' }, { slug: 'kwazulu-natal', name: 'KwaZulu-Natal' }, { slug: 'limpopo', name: 'Limpopo' }, { slug: 'mpumalanga', name: 'Mpumalanga' }, { slug: 'north-west', name: 'North West' }, { slug: 'northern-cape', name: 'Northern Cape' }, { slug: 'western-cape', name: 'Western Cape' }],
  },
  {
    code: 'MW',
    name: 'Malawi',
    region: 'southern-africa',
    regionAliases: ['east-africa'],
    subdivisionKind: 'region',
    subdivisions: [{ slug: 'northern', name: 'Northern' }, { slug: 'central', name: 'Central' }, { slug: 'southern', name: 'Southern' }],
  },
  {
    code: 'ZW',
    name: 'Zimbabwe',
    region: 'southern-africa',
    subdivisionKind: 'province',
    subdivisions: [{ slug: 'bulawayo', name: 'Bulawayo' }, { slug: 'harare', name: 'Harare' }, { slug: 'manicaland', name: 'Manicaland' }, { slug: 'mashonaland-central', name: 'Mashonaland Central' }, { slug: 'mashonaland-east', name: 'Mashonaland East' }, { slug: 'mashonaland-west', name: 'Mashonaland West' }, { slug: 'masvingo', name: 'Masvingo' }, { slug: 'matabeleland-north', name: 'Matabeleland North' }, { slug: 'matabeleland-south', name: 'Matabeleland South' }, { slug: 'midlands', name: 'Midlands' }],
  },
  {
    code: 'BW',
    name: 'Botswana',
    region: 'southern-africa',
    subdivisionKind: 'district',
    subdivisions: [{ slug: 'central', name: 'Central' }, { slug: 'chobe', name: 'Chobe' }, { slug: 'ghanzi', name: 'Ghanzi' }, { slug: 'kgalagadi', name: 'Kgalagadi' }, { slug: 'kgatleng', name: 'Kgatleng' }, { slug: 'kweneng', name: 'Kweneng' }, { slug: 'north-east', name: 'North-East' }, { slug: 'north-west', name: 'North-West' }, { slug: 'south-east', name: 'South-East' }, { slug: 'southern', name: 'Southern' }],
  },
  {
    code: 'ZM',
    name: 'Zambia',
    region: 'southern-africa',
    subdivisionKind: 'province',
    subdivisions: [{ slug: 'central', name: 'Central' }, { slug: 'copperbelt', name: 'Copperbelt' }, { slug: 'eastern', name: 'Eastern' }, { slug: 'luapula', name: 'Luapula' }, { slug: 'lusaka', name: 'Lusaka' }, { slug: 'muchinga', name: 'Muchinga' }, { slug: 'northern', name: 'Northern' }, { slug: 'north-western', name: 'North-Western' }, { slug: 'southern', name: 'Southern' }, { slug: 'western', name: 'Western' }],
  },
] as const satisfies readonly Country[];
