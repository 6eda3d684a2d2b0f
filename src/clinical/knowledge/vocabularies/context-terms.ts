import imported from './context-terms.json';
import everyday from './everyday-words.json';
import { medicines } from '../medicines';
import { labAnalytes } from '../lab-analytes';
import { bodySites } from './body-site-states';

/**
 * Words of clinical context that name no finding: a test or image that was done, an examination, a
 * procedure, a medicine or medicine class taken, a part of the body, a place lived in or travelled to, a
 * disease named in the history ('a history of stroke': no finding of ours, yet understood),
 * and the everyday words of a history (habits, work, time). They are read as what they are, so the
 * answer can say what it read ('chest radiograph: imaging'), never shown as not understood, and never
 * turned into a finding.
 */
export type ContextKind =
  | 'investigation'
  | 'imaging'
  | 'examination'
  | 'procedure'
  | 'medicine'
  | 'anatomy'
  | 'place'
  | 'condition'
  | 'history'
  | 'time';

export interface ContextTerm {
  /** 'everyday': general language naming nothing clinical ('restaurant', 'mowed'), read but never listed. */
  kind: ContextKind | 'everyday';
  text: string;
  /** Matched as written, never stemmed: 'Chine' is not 'chin', 'evening' is not 'even'. */
  isExact?: boolean;
  /** Matched only in the capitals it is written with: the lab name 'GOT' is not the verb 'got'. */
  isCaseSensitive?: boolean;
}

/** Bracketed words in the formulary that say a form or use, not another name ('(human)', '(burns)'). */
const notAnAlternativeName =
  /human|burns|liposomal|deoxycholate|inhaler|soluble|antacid|access|watch|topical|formula|osmolarity|elemental|culture|african|ointment|solution|eclampsia|poisoning|antidote|ophthalmic|tld/;

/** Names in the formulary: the generic names, names given in brackets ('aspirin') and each medicine's class. */
function formularyTerms(): ContextTerm[] {
  const terms: ContextTerm[] = [];
  for (const medicine of medicines) {
    const bracketed = [...medicine.name.matchAll(/\(([^)]+)\)/g)]
      .map((match) => match[1] ?? '')
      .filter((name) => !notAnAlternativeName.test(name.toLowerCase()));
    const names = [
      ...[medicine.name, medicine.drugClass].flatMap((text) =>
        text.split('+').map((part) => part.replace(/\(.*?\)/g, '')),
      ),
      ...bracketed,
    ];
    for (const name of names) {
      const text = name.trim().toLowerCase();
      if (text.length >= 4 && !/\d|%/.test(text)) terms.push({ kind: 'medicine', text });
    }
  }
  return terms;
}

/** Lab names that are also everyday words ('Determine' is an HIV rapid test; 'determined' is not). */
const everydayLabNames = new Set(['determine', 'group']);

/** Names of the laboratory tests the lab module knows (their values are read there, or in the text). */
function labTestTerms(): ContextTerm[] {
  return labAnalytes.flatMap((analyte) =>
    [analyte.name.replace(/\s*\(.*?\)/g, ''), ...analyte.names]
      .filter((text) => text.length >= 2 && !/[()]/.test(text) && !everydayLabNames.has(text.toLowerCase()))
      .map((text) => ({
        kind: 'investigation' as const,
        text,
        isCaseSensitive: text.length <= 5 && /[A-Z]/.test(text),
      })),
  );
}

/**
 * Everyday words of a social, travel and medicine history, and of time and frequency: general language
 * written by us (no source wording), each of one or two words.
 */
const everydayHistoryWords = `
smoker smokers smokes smoking smoked cigarette cigarettes tobacco pack packs pipe snuff alcohol alcoholic
drink drinks drinking drank drinker drinkers beer beers wine spirits liquor drunk sober illicit recreational cannabis marijuana cocaine
heroin opioid injects injecting occupation occupational works worked working job employed unemployed
retired farmer farming miner mining construction factory shipyard fisherman fishing herder herding
butcher abattoir veterinarian teacher driver trader soldier sex partner partners sexual sexually
married single divorced widowed lives living resides rural urban village town city slum camp refugee
travel travelled traveled travelling traveling trip tour journey returned returning visit visited
visiting vacation holiday safari hiking camping swimming flight abroad overseas immigrated emigrated
immunized immunised immunizations immunisations vaccinated vaccines vaccinations vaccine
adherent adherence compliant compliance regimen prescribed prescription dose doses dosage
over-the-counter herbal herbs remedies remedy supplements
`;
const everydayTimeWords = `
daily weekly monthly yearly nightly hourly twice thrice once annually fortnight fortnightly
first second third fourth fifth last next past previous recent recently lately
morning mornings afternoon afternoons evening evenings weekend weekends
january february april june july august september october november december
monday tuesday wednesday thursday friday saturday sunday
summer winter autumn season seasons
half quarter several few many couple am pm
asubuhi mchana jioni usiku jana juzi leo kesho sasa wiki
matin soir nuit hier semaine
`;

/**
 * Everyday words and standard abbreviations of the examination, investigation and imaging a history
 * reports, and the surface anatomy they place findings at (general clinical language written by us).
 */
const everydayInvestigationWords = `
ECG EKG CXR CBC FBC FBS RBS LFT LFTs RFT RFTs UEC PCR CSF ABG VDRL ELISA
urinalysis dipstick culture cultures microscopy smear smears swab swabs sample samples specimen
serology serologies biopsy biopsies aspirate aspiration titre titer assay panel
blood-film blood-slide IgA IgE IgG IgM spirometry FVC FEV1 DLCO puncture barium
agar colonies colony organisms cocci bacilli diplococci rods hyphae spores gram-positive gram-negative
hemolytic haemolytic stain stained staining
`;
const everydayImagingWords = `
x-ray x-rays xray ray rays radiograph radiographs radiography ultrasound ultrasounds ultrasonography sonography
scan scans CT MRI echo echocardiogram electrocardiogram angiogram angiography doppler mammogram
fluoroscopy film films imaging
`;
const everydayExaminationWords = `
auscultation palpation percussion inspection stethoscope otoscope otoscopy ophthalmoscope ophthalmoscopy
fundoscopy speculum tuning-fork reflex-hammer digital-rectal
intravenous intramuscular subcutaneous cannula catheter nasal-cannula
`;
const everydaySurfaceAnatomyWords = `
thigh thighs groin groins shin shins cervix hip hips buttock buttocks armpit armpits axilla axillae
calf calves forearm forearms sole heel heels lobe lobes base bases apex apices zone zones field fields
margin border quadrant quadrants midline hemithorax epigastrium hypochondrium periumbilical suprapubic
inguinal axillary cervical submandibular occipital parotid sternal costal intercostal subcostal
precordium precordial perineum perineal vulval scrotal pelvic lumbar sacral thoracic abdominal
right left bilateral bilaterally unilateral kulia kushoto upande droite gauche
`;

function wordTerms(words: string, kind: ContextKind): ContextTerm[] {
  return words
    .split(/\s+/)
    .filter(Boolean)
    .map((text) => ({
      kind,
      text: text.replace(/-(?=[a-z]{4})/g, ' '),
      isExact: kind === 'history' || kind === 'time',
    }));
}

/** Wordings of four or more words are left out: they could only match one case's phrasing (vocabulary-leak.test.ts). */
const isShortWording = (term: ContextTerm) =>
  term.text
    .toLowerCase()
    .split(/[^a-z0-9\u00c0-\u024f]+/)
    .filter(Boolean).length <= 3;

/** The imported terms by kind; the browser's offline build ships none (scripts/web-build/offline-without-context-terms.ts). */
const importedTerms: Partial<Record<ContextKind, string[]>> = imported.terms;

const anatomicalAdjectivePattern = /^[a-z]{5,}(al|ic|ar|ary|ous|eal|ial)$/;

/**
 * An anatomical adjective alone ('cerebral', 'laryngeal', 'pulmonary') is half of a phrase whose other half
 * names a finding or a disease ('cerebral malaria', 'laryngeal oedema'): read as a part of the body it would
 * hide that the phrase was not understood, so it is never context on its own.
 */
const isLoneAnatomicalAdjective = (term: ContextTerm) =>
  term.kind === 'anatomy' && !term.text.includes(' ') && anatomicalAdjectivePattern.test(term.text);

export const contextTerms: readonly ContextTerm[] = [
  ...(Object.entries(importedTerms) as Array<[ContextKind, string[]]>).flatMap(([kind, texts]) =>
    texts.map((text) => ({ kind, text, isExact: kind === 'place' })),
  ),
  ...formularyTerms(),
  ...labTestTerms(),
  ...bodySites.flatMap((site) => site.words.map((text) => ({ kind: 'anatomy' as const, text }))),
  ...wordTerms(everydayInvestigationWords, 'investigation'),
  ...wordTerms(everydayImagingWords, 'imaging'),
  ...wordTerms(everydayExaminationWords, 'examination'),
  ...wordTerms(everydaySurfaceAnatomyWords, 'anatomy'),
  ...wordTerms(everydayHistoryWords, 'history'),
  ...wordTerms(everydayTimeWords, 'time'),
  // Imported by scripts/import-everyday-words.ts, which leaves out every word our clinical vocabularies use.
  ...everyday.words.map((text) => ({ kind: 'everyday' as const, text, isExact: true })),
].filter((term) => isShortWording(term) && !isLoneAnatomicalAdjective(term));

export const contextVocabularies = [
  ...imported.vocabularies,
  { name: everyday.vocabulary, url: everyday.url, licence: everyday.licence, version: everyday.version },
];
