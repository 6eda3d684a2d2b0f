import { describe, expect, it } from 'vitest';
import { analyteSchema } from '../labs/analyte-schema';
import { labFindingRuleSchema } from '../labs/finding-rule-schema';
import { listNameCollisions } from '../labs/identify-analyte';
import { selectCriticalLimit, selectReferenceRange } from '../labs/select-range';
import { normaliseUnit } from '../labs/units';
import { labAnalytes } from './lab-analytes';
import { labFindingRules } from './lab-finding-rules';
import { sources } from './sources';
import { allSources, loadKnowledge } from './load-knowledge';

const sourceIds = new Set<string>(allSources.map((source) => source.id));
const vocabularyLabFindings = new Set(
  loadKnowledge()
    .findings.filter((finding) => finding.kind === 'lab')
    .map((finding) => finding.id),
);
const analytes = labAnalytes.map((analyte) => analyteSchema.parse(analyte));

/** The lab finding ids of the findings vocabulary that lab results must be able to set. */
const catalogueLabFindings = [
  'malaria-test-positive',
  'severe-anaemia-lab',
  'anaemia-lab',
  'microcytosis-lab',
  'hyperglycaemia-lab',
  'hypoglycaemia-lab',
  'ketones-lab',
  'leucocytosis-lab',
  'leucopenia-lab',
  'thrombocytopenia-lab',
  'urine-nitrite-lab',
  'urine-leucocytes-lab',
  'proteinuria-lab',
  'pregnancy-test-positive',
  'hiv-test-positive',
  'low-cd4-lab',
  'crag-positive-lab',
  'raised-creatinine-lab',
  'raised-bilirubin-lab',
  'raised-alt-lab',
  'hbsag-positive-lab',
  'raised-crp-lab',
  'stool-pus-rbc-lab',
  'stool-trophozoites-lab',
  'stool-ova-lab',
  'schistosoma-eggs-lab',
  'tb-test-positive-lab',
  'typhoid-test-positive-lab',
  'dengue-test-positive-lab',
  'syphilis-test-positive-lab',
  'troponin-raised-lab',
  'sickle-test-positive-lab',
  'raised-uric-acid-lab',
  'hyperkalaemia-lab',
  'hyponatraemia-lab',
  'low-cholinesterase-lab',
  'prolonged-clotting-lab',
  'cholera-rdt-positive-lab',
  'strep-test-positive-lab',
  'covid-test-positive-lab',
  'influenza-test-positive-lab',
];

/** LOINC's mod-10 check digit: catches a mistyped code (it cannot tell a valid code meant for another test). */
function hasValidCheckDigit(loinc: string): boolean {
  const [number = '', checkDigit = ''] = loinc.split('-');
  const reversed = [...number].reverse();
  const odd = reversed
    .filter((_, index) => index % 2 === 0)
    .reverse()
    .join('');
  const even = reversed
    .filter((_, index) => index % 2 === 1)
    .reverse()
    .join('');
  const total = [...`${Number(odd) * 2}${even}`].reduce((sum, digit) => sum + Number(digit), 0);
  return (10 - (total % 10)) % 10 === Number(checkDigit);
}

describe('lab analyte knowledge', () => {
  it('gives every analyte a LOINC code with a valid check digit', () => {
    expect(['718-7', '2160-0', '6690-2', '777-3'].every(hasValidCheckDigit)).toBe(true);
    expect(hasValidCheckDigit('718-8')).toBe(false);
    for (const analyte of analytes)
      if (analyte.loinc !== undefined)
        expect(hasValidCheckDigit(analyte.loinc), `${analyte.id} ${analyte.loinc}`).toBe(true);
  });

  it('leaves a test without a LOINC code only where none could be confirmed (listed here)', () => {
    const withoutCode = analytes
      .filter((analyte) => analyte.loinc === undefined)
      .map((analyte) => analyte.id);
    expect(withoutCode).toEqual(['urine-tb-lam']);
  });

  it('keeps each source id once in the registry', () => {
    const ids = sources.map((source) => source.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('holds at least 60 analytes, each parsed by its schema with a unique id', () => {
    expect(analytes.length).toBeGreaterThanOrEqual(60);
    expect(new Set(analytes.map((analyte) => analyte.id)).size).toBe(analytes.length);
  });

  it('gives every analyte a LOINC code and cites known sources with a section', () => {
    for (const analyte of analytes) {
      if (analyte.loinc !== undefined) expect(analyte.loinc, analyte.id).toMatch(/^\d{1,6}-\d$/);
      const citations = [
        ...analyte.citations,
        ...analyte.ranges.flatMap((range) => range.citations),
        ...analyte.critical.flatMap((limit) => limit.citations),
      ];
      for (const citation of citations) {
        expect(sourceIds.has(citation.sourceId), `${analyte.id} cites ${citation.sourceId}`).toBe(true);
        // The load schema leaves the section optional (the web build drops it): the knowledge requires it here.
        expect(citation.section?.length ?? 0, `${analyte.id} cites ${citation.sourceId}`).toBeGreaterThan(2);
      }
      // A test with a code cites LOINC for it; one without cites LOINC as searched (its section says so).
      expect(
        analyte.citations.some((citation) => citation.sourceId === 'loinc-2.77'),
        analyte.id,
      ).toBe(true);
    }
  });

  it('cites a known source with a section for every lab finding rule', () => {
    expect(labFindingRules.length).toBeGreaterThan(40);
    for (const rule of labFindingRules) {
      for (const citation of rule.citations) {
        expect(sourceIds.has(citation.sourceId), `${rule.id} cites ${citation.sourceId}`).toBe(true);
        expect(citation.section?.length ?? 0, `${rule.id} cites ${citation.sourceId}`).toBeGreaterThan(2);
      }
    }
    // Control: a citation without its section is read by the load schemas (as in the web build), and
    // this check is what refuses it.
    const unsectioned = { sourceId: 'tietz-2018' };
    expect(labFindingRuleSchema.safeParse({ ...labFindingRules[0], citations: [unsectioned] }).success).toBe(
      true,
    );
  });

  it('has low < high in every range and critical limits outside the normal range', () => {
    for (const analyte of analytes) {
      for (const range of [...analyte.ranges, ...analyte.critical]) {
        if (range.low !== undefined && range.high !== undefined)
          expect(range.low, analyte.id).toBeLessThan(range.high);
      }
      const adult = analyte.ranges.find((range) => range.applies.maxYears === undefined);
      const critical = analyte.critical.find((limit) => limit.applies.maxYears === undefined);
      if (adult?.low !== undefined && critical?.low !== undefined)
        expect(critical.low, analyte.id).toBeLessThanOrEqual(adult.low);
      if (adult?.high !== undefined && critical?.high !== undefined)
        expect(critical.high, analyte.id).toBeGreaterThanOrEqual(adult.high);
    }
  });

  it('uses only known units, canonical and converted', () => {
    for (const analyte of analytes) {
      if (analyte.unit !== undefined)
        expect(normaliseUnit(analyte.unit), `${analyte.id} ${analyte.unit}`).toBeDefined();
      for (const conversion of analyte.conversions)
        expect(normaliseUnit(conversion.unit), `${analyte.id} ${conversion.unit}`).toBeDefined();
    }
  });

  it('gives every quantitative analyte a reference range and the written names clinicians use', () => {
    for (const analyte of analytes.filter((candidate) => candidate.kind === 'quantitative'))
      expect(analyte.ranges.length, analyte.id).toBeGreaterThan(0);
    expect(analytes.find((analyte) => analyte.id === 'haemoglobin')?.names).toEqual(
      expect.arrayContaining(['Hb', 'HGB', 'Haemoglobin', 'Hemoglobin']),
    );
    expect(analytes.find((analyte) => analyte.id === 'white-cell-count')?.names).toEqual(
      expect.arrayContaining(['WBC', 'TLC']),
    );
  });

  it('has no written name that means two different tests', () => {
    expect(listNameCollisions()).toEqual([]);
  });

  it('compiles every qualitative word pattern', () => {
    for (const analyte of analytes)
      for (const word of [...analyte.positiveWords, ...analyte.negativeWords])
        expect(() => new RegExp(word, 'i')).not.toThrow();
  });
});

describe('lab finding rules', () => {
  const rules = labFindingRules.map((rule) => labFindingRuleSchema.parse(rule));
  const analyteIds = new Set(analytes.map((analyte) => analyte.id));

  it('refer to known analytes and cited sources, with unique ids', () => {
    expect(new Set(rules.map((rule) => rule.id)).size).toBe(rules.length);
    for (const rule of rules) {
      for (const condition of rule.conditions)
        for (const id of condition.analyteIds) expect(analyteIds.has(id), `${rule.id}: ${id}`).toBe(true);
      for (const citation of rule.citations)
        expect(sourceIds.has(citation.sourceId), `${rule.id}: ${citation.sourceId}`).toBe(true);
    }
  });

  it('cover every lab finding of the catalogue, and imply only lab findings of the vocabulary', () => {
    const covered = new Set(rules.map((rule) => rule.findingId));
    for (const findingId of catalogueLabFindings) expect(covered.has(findingId), findingId).toBe(true);
    for (const findingId of covered) expect(vocabularyLabFindings.has(findingId), findingId).toBe(true);
  });
});

describe('ranges and critical limits chosen for a patient', () => {
  const patients = [
    { name: 'newborn', ageYears: 0.01 },
    { name: 'infant', ageYears: 0.4 },
    { name: 'toddler', ageYears: 2 },
    { name: 'school child', ageYears: 9 },
    { name: 'adolescent girl', ageYears: 13, sex: 'female' as const },
    { name: 'pregnant adolescent', ageYears: 14, sex: 'female' as const, pregnant: true },
    { name: 'man', ageYears: 40, sex: 'male' as const },
    { name: 'woman', ageYears: 40, sex: 'female' as const },
    { name: 'pregnant woman', ageYears: 28, sex: 'female' as const, pregnant: true },
    { name: 'older woman', ageYears: 75, sex: 'female' as const },
  ];

  it.each(patients)('never put a critical limit inside the normal range: $name', (patient) => {
    for (const analyte of analytes) {
      const range = selectReferenceRange(analyte, patient);
      const limit = selectCriticalLimit(analyte, patient);
      if (range === undefined || limit === undefined) continue;
      if (range.low !== undefined && limit.low !== undefined)
        expect(limit.low, analyte.id).toBeLessThanOrEqual(range.low);
      if (range.high !== undefined && limit.high !== undefined)
        expect(limit.high, analyte.id).toBeGreaterThanOrEqual(range.high);
    }
  });

  it('uses the WHO pregnancy cut-off for haemoglobin at any age of pregnancy', () => {
    const haemoglobin = analytes.find((analyte) => analyte.id === 'haemoglobin');
    if (haemoglobin === undefined) throw new Error('haemoglobin missing');
    expect(selectReferenceRange(haemoglobin, { ageYears: 14, sex: 'female', pregnant: true })?.low).toBe(11);
  });
});
