import { describe, expect, it } from 'vitest';
import { deriveLabFindings, interpretLabEntries, type LabEntry, type LabPatient } from './index';

const adult: LabPatient = { ageYears: 30, sex: 'male' };

function findingsOf(entries: LabEntry[], patient: LabPatient = adult) {
  return deriveLabFindings(interpretLabEntries(entries, patient), patient);
}

function stateOf(entries: LabEntry[], findingId: string, patient: LabPatient = adult): boolean | undefined {
  return findingsOf(entries, patient).find((finding) => finding.findingId === findingId)?.present;
}

describe('engine findings from lab results', () => {
  const cases: {
    name: string;
    entries: LabEntry[];
    findingId: string;
    present: boolean | undefined;
    patient?: LabPatient;
  }[] = [
    {
      name: "a 'NEGATIVE' RDT makes malaria-test-positive absent",
      entries: [{ testType: 'Malaria RDT', result: 'NEGATIVE' }],
      findingId: 'malaria-test-positive',
      present: false,
    },
    {
      name: 'a positive RDT makes it present',
      entries: [{ testType: 'mRDT', result: 'Pf positive' }],
      findingId: 'malaria-test-positive',
      present: true,
    },
    {
      name: 'a positive smear after a negative RDT is still malaria',
      entries: [
        { testType: 'mRDT', result: 'Negative' },
        { testType: 'B/S', result: 'P. falciparum ++ seen' },
      ],
      findingId: 'malaria-test-positive',
      present: true,
    },
    {
      name: 'no MPS seen makes it absent',
      entries: [{ testType: 'BS for MPS', result: 'No MPS seen' }],
      findingId: 'malaria-test-positive',
      present: false,
    },
    {
      name: 'Hb 6.2 is severe anaemia',
      entries: [{ testType: 'Hb', result: '6.2' }],
      findingId: 'severe-anaemia-lab',
      present: true,
    },
    {
      name: 'Hb 9 is anaemia but not severe',
      entries: [{ testType: 'Hb', result: '9' }],
      findingId: 'severe-anaemia-lab',
      present: false,
    },
    {
      name: 'Hb 9 is anaemia',
      entries: [{ testType: 'Hb', result: '9' }],
      findingId: 'anaemia-lab',
      present: true,
    },
    {
      name: 'Hb 14 in a man is not anaemia',
      entries: [{ testType: 'Hb', result: '14' }],
      findingId: 'anaemia-lab',
      present: false,
    },
    {
      name: 'MCV 68 is microcytosis',
      entries: [{ testType: 'MCV', result: '68 fL' }],
      findingId: 'microcytosis-lab',
      present: true,
    },
    {
      name: 'RBS 15 is hyperglycaemia',
      entries: [{ testType: 'RBS', result: '15 mmol/L' }],
      findingId: 'hyperglycaemia-lab',
      present: true,
    },
    {
      name: 'FBS 7.2 is hyperglycaemia',
      entries: [{ testType: 'FBS', result: '7.2' }],
      findingId: 'hyperglycaemia-lab',
      present: true,
    },
    {
      name: 'FBS 5.0 is not',
      entries: [{ testType: 'FBS', result: '5.0' }],
      findingId: 'hyperglycaemia-lab',
      present: false,
    },
    {
      name: 'HbA1c 7.5% is hyperglycaemia',
      entries: [{ testType: 'HbA1c', result: '7.5 %' }],
      findingId: 'hyperglycaemia-lab',
      present: true,
    },
    {
      name: 'glucose 2.8 is hypoglycaemia',
      entries: [{ testType: 'Glucose', result: '2.8' }],
      findingId: 'hypoglycaemia-lab',
      present: true,
    },
    {
      name: 'urine ketones 2+ are ketones',
      entries: [{ testType: 'Urine ketones', result: '2+' }],
      findingId: 'ketones-lab',
      present: true,
    },
    {
      name: 'urine ketones negative are absent',
      entries: [{ testType: 'Urine ketones', result: 'Negative' }],
      findingId: 'ketones-lab',
      present: false,
    },
    {
      name: 'WBC 15 is leucocytosis',
      entries: [{ testType: 'WBC', result: '15.0' }],
      findingId: 'leucocytosis-lab',
      present: true,
    },
    {
      name: 'WBC 2.5 is leucopenia',
      entries: [{ testType: 'WBC', result: '2.5' }],
      findingId: 'leucopenia-lab',
      present: true,
    },
    {
      name: 'platelets 80 are thrombocytopenia',
      entries: [{ testType: 'Plt', result: '80' }],
      findingId: 'thrombocytopenia-lab',
      present: true,
    },
    {
      name: 'nitrite positive',
      entries: [{ testType: 'Urine nitrite', result: 'Positive' }],
      findingId: 'urine-nitrite-lab',
      present: true,
    },
    {
      name: 'leucocyte esterase 2+',
      entries: [{ testType: 'Leucocyte esterase', result: '++' }],
      findingId: 'urine-leucocytes-lab',
      present: true,
    },
    {
      name: 'protein 1+',
      entries: [{ testType: 'Urine protein', result: '1+' }],
      findingId: 'proteinuria-lab',
      present: true,
    },
    {
      name: 'UPT positive',
      entries: [{ testType: 'UPT', result: 'Positive' }],
      findingId: 'pregnancy-test-positive',
      present: true,
    },
    {
      name: 'UPT negative',
      entries: [{ testType: 'Urine pregnancy test', result: 'Negative' }],
      findingId: 'pregnancy-test-positive',
      present: false,
    },
    {
      name: 'HIV reactive',
      entries: [{ testType: 'HIV rapid test', result: 'Reactive' }],
      findingId: 'hiv-test-positive',
      present: true,
    },
    {
      name: 'CD4 120',
      entries: [{ testType: 'CD4', result: '120' }],
      findingId: 'low-cd4-lab',
      present: true,
    },
    {
      name: 'CD4 450',
      entries: [{ testType: 'CD4', result: '450' }],
      findingId: 'low-cd4-lab',
      present: false,
    },
    {
      name: 'CrAg positive',
      entries: [{ testType: 'CrAg', result: 'Positive' }],
      findingId: 'crag-positive-lab',
      present: true,
    },
    {
      name: 'a negative India ink does not exclude cryptococcus',
      entries: [{ testType: 'India ink', result: 'No capsulated yeasts seen' }],
      findingId: 'crag-positive-lab',
      present: undefined,
    },
    {
      name: 'creatinine 250 µmol/L is raised',
      entries: [{ testType: 'Creatinine', result: '250' }],
      findingId: 'raised-creatinine-lab',
      present: true,
    },
    {
      name: 'eGFR 40 is reduced kidney function',
      entries: [{ testType: 'eGFR', result: '40' }],
      findingId: 'raised-creatinine-lab',
      present: true,
    },
    {
      name: 'bilirubin 60 µmol/L is raised',
      entries: [{ testType: 'T. Bil', result: '60' }],
      findingId: 'raised-bilirubin-lab',
      present: true,
    },
    {
      name: 'ALT 240 is raised',
      entries: [{ testType: 'SGPT', result: '240 U/L' }],
      findingId: 'raised-alt-lab',
      present: true,
    },
    {
      name: 'HBsAg positive',
      entries: [{ testType: 'HBsAg', result: 'Positive' }],
      findingId: 'hbsag-positive-lab',
      present: true,
    },
    {
      name: 'CRP 80 is raised',
      entries: [{ testType: 'CRP', result: '80 mg/L' }],
      findingId: 'raised-crp-lab',
      present: true,
    },
    {
      name: 'pus cells and red cells in stool',
      entries: [
        { testType: 'Stool pus cells', result: 'numerous' },
        { testType: 'Stool RBC', result: '10-15 /hpf' },
      ],
      findingId: 'stool-pus-rbc-lab',
      present: true,
    },
    {
      name: 'E. histolytica trophozoites',
      entries: [{ testType: 'Stool microscopy', result: 'E. histolytica trophozoites seen' }],
      findingId: 'stool-trophozoites-lab',
      present: true,
    },
    {
      name: 'Giardia cysts are not amoebic trophozoites',
      entries: [{ testType: 'Stool microscopy', result: 'Giardia lamblia cysts seen' }],
      findingId: 'stool-trophozoites-lab',
      present: undefined,
    },
    {
      name: 'Ascaris ova',
      entries: [{ testType: 'Stool O/C', result: 'Ova of Ascaris lumbricoides seen' }],
      findingId: 'stool-ova-lab',
      present: true,
    },
    {
      name: 'no ova or cysts',
      entries: [{ testType: 'Stool O/C', result: 'No ova or cysts seen' }],
      findingId: 'stool-ova-lab',
      present: false,
    },
    {
      name: 'S. mansoni ova are schistosoma eggs',
      entries: [{ testType: 'Stool microscopy', result: 'S. mansoni ova seen' }],
      findingId: 'schistosoma-eggs-lab',
      present: true,
    },
    {
      name: 'S. haematobium in urine',
      entries: [{ testType: 'Urine for S. haematobium', result: 'Ova of S. haematobium seen' }],
      findingId: 'schistosoma-eggs-lab',
      present: true,
    },
    {
      name: 'GeneXpert MTB detected',
      entries: [{ testType: 'GeneXpert', result: 'MTB detected, RIF resistance not detected' }],
      findingId: 'tb-test-positive-lab',
      present: true,
    },
    {
      name: 'GeneXpert MTB not detected',
      entries: [{ testType: 'Xpert MTB/RIF', result: 'MTB NOT DETECTED' }],
      findingId: 'tb-test-positive-lab',
      present: false,
    },
    {
      name: 'sputum AFB scanty',
      entries: [{ testType: 'Sputum AFB', result: 'Scanty AFB seen' }],
      findingId: 'tb-test-positive-lab',
      present: true,
    },
    {
      name: 'Salmonella stool antigen positive',
      entries: [{ testType: 'Salmonella Ag', result: 'Positive' }],
      findingId: 'typhoid-test-positive-lab',
      present: true,
    },
    {
      name: 'a Widal titre alone does not make typhoid present',
      entries: [{ testType: 'Widal', result: 'O 1:320' }],
      findingId: 'typhoid-test-positive-lab',
      present: undefined,
    },
    {
      name: 'Salmonella Typhi grown in blood culture',
      entries: [{ testType: 'Blood culture', result: 'Salmonella Typhi isolated' }],
      findingId: 'typhoid-test-positive-lab',
      present: true,
    },
    {
      name: 'dengue NS1 positive',
      entries: [{ testType: 'NS1', result: 'Positive' }],
      findingId: 'dengue-test-positive-lab',
      present: true,
    },
    {
      name: 'RPR reactive',
      entries: [{ testType: 'RPR', result: 'Reactive 1:8' }],
      findingId: 'syphilis-test-positive-lab',
      present: true,
    },
    {
      name: 'troponin I 120 ng/L is raised',
      entries: [{ testType: 'hs-cTnI', result: '120 ng/L' }],
      findingId: 'troponin-raised-lab',
      present: true,
    },
    {
      name: 'sickling positive',
      entries: [{ testType: 'Sickling test', result: 'Positive' }],
      findingId: 'sickle-test-positive-lab',
      present: true,
    },
    {
      name: 'electrophoresis HbSS',
      entries: [{ testType: 'Hb electrophoresis', result: 'HbSS' }],
      findingId: 'sickle-test-positive-lab',
      present: true,
    },
    {
      name: 'uric acid 9 mg/dL is raised',
      entries: [{ testType: 'Uric acid', result: '9 mg/dL' }],
      findingId: 'raised-uric-acid-lab',
      present: true,
    },
    {
      name: 'K 6.0 is hyperkalaemia',
      entries: [{ testType: 'K', result: '6.0' }],
      findingId: 'hyperkalaemia-lab',
      present: true,
    },
    {
      name: 'Na 125 is hyponatraemia',
      entries: [{ testType: 'Na', result: '125' }],
      findingId: 'hyponatraemia-lab',
      present: true,
    },
    {
      name: 'low cholinesterase',
      entries: [{ testType: 'Cholinesterase', result: '1500 U/L' }],
      findingId: 'low-cholinesterase-lab',
      present: true,
    },
    {
      name: 'unclotted 20WBCT',
      entries: [{ testType: '20WBCT', result: 'Not clotted' }],
      findingId: 'prolonged-clotting-lab',
      present: true,
    },
    {
      name: 'clotted 20WBCT',
      entries: [{ testType: '20WBCT', result: 'Clotted' }],
      findingId: 'prolonged-clotting-lab',
      present: false,
    },
    {
      name: 'INR 3.2',
      entries: [{ testType: 'INR', result: '3.2' }],
      findingId: 'prolonged-clotting-lab',
      present: true,
    },
    {
      name: 'cholera RDT positive',
      entries: [{ testType: 'Cholera RDT', result: 'O1 positive' }],
      findingId: 'cholera-rdt-positive-lab',
      present: true,
    },
    {
      name: 'rapid strep positive',
      entries: [{ testType: 'Rapid strep test', result: 'Positive' }],
      findingId: 'strep-test-positive-lab',
      present: true,
    },
    {
      name: 'SARS-CoV-2 detected',
      entries: [{ testType: 'SARS-CoV-2 PCR', result: 'Detected' }],
      findingId: 'covid-test-positive-lab',
      present: true,
    },
    {
      name: 'influenza A positive',
      entries: [{ testType: 'Influenza A/B', result: 'Influenza A positive' }],
      findingId: 'influenza-test-positive-lab',
      present: true,
    },
  ];

  it.each(cases)('$name', ({ entries, findingId, present, patient }) => {
    expect(stateOf(entries, findingId, patient)).toBe(present);
  });

  it('gives each finding its evidence, rule and sources', () => {
    const [finding] = findingsOf([{ testType: 'Malaria RDT', result: 'NEGATIVE' }]);
    expect(finding?.evidence).toMatch(/negative/i);
    expect(finding?.ruleId).toBe('malaria-rdt-or-smear');
    expect(finding?.sourceIds).toContain('who-malaria-2023');
  });
});
