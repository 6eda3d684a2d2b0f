import type { LabFindingRuleInput } from '../labs/finding-rule-schema';

/**
 * Liver results that weigh beyond 'raised': an ALT or AST in the hundreds (acute hepatitis rather than
 * gallstones or chronic disease) and an alpha-fetoprotein above 400 ng/mL (hepatocellular carcinoma).
 */
export const liverInjuryAndTumourRules: LabFindingRuleInput[] = [
  {
    // AFP above 400 ng/mL in a person with chronic liver disease strongly suggests hepatocellular carcinoma;
    // a lower value does not exclude it (a third of tumours do not secrete AFP), so it makes nothing absent.
    id: 'alpha-fetoprotein-above-400',
    findingId: 'liver-tumour-test-lab',
    conditions: [
      {
        analyteIds: ['alpha-fetoprotein'],
        present: { kind: 'above', value: 400 },
        absent: { kind: 'never' },
      },
    ],
    citations: [{ sourceId: 'easl-hcc-2018', section: 'Diagnosis: serum AFP as a marker, AFP > 400 ng/mL' }],
  },
  {
    id: 'markedly-raised-alt',
    findingId: 'markedly-raised-alt-lab',
    conditions: [{ analyteIds: ['alt', 'ast'], present: { kind: 'above', value: 400 } }],
    citations: [
      {
        sourceId: 'harrison-2022',
        section: 'Ch. 339 acute viral hepatitis: aminotransferases peak at 400-4000 IU/L',
      },
    ],
  },
];
