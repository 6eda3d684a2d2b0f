/**
 * The formulary a pharmacist signs off line by line: every regimen of the knowledge base with its
 * indication, population, dose rule, maxima, route, frequency, duration and sources, and every medicine
 * with its contraindications and interactions, each cited. Written to `docs/formulary.md` by
 * `npm run formulary`; a test fails when the file differs from the knowledge base.
 */
import { oralFormSuitability } from '../knowledge/regimens-shared/form-suitability';
import type { Citation, Condition, Medicine, Regimen } from '../knowledge/types';
import { describeContraindications } from './contraindications';
import { describeDoseRule, describeMaxima, describePhase, describePopulation } from './describe-regimen';
import { describeCitation } from './knowledge';
import type { PrescribingKnowledge } from './types';

/** A table cell: no pipes or line breaks inside. */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
}

function citations(list: readonly Citation[]): string {
  return list.map(describeCitation).join('; ');
}

function anchorOf(medicineId: string): string {
  return `medicine-${medicineId}`;
}

function renderRegimen(regimen: Regimen, medicinesById: ReadonlyMap<string, Medicine>): string[] {
  const lines = [
    `### \`${regimen.id}\` — ${describePopulation(regimen.population)}`,
    '',
    `Regimen sources: ${citations(regimen.citations)}`,
    '',
  ];
  if (regimen.note !== undefined) lines.push(`Note: ${cell(regimen.note)}`, '');
  if (regimen.items.length === 0)
    return [...lines, 'No medicine: the guideline gives none for this population.', ''];
  lines.push(
    '| medicine | indication | route | dose rule | maxima | frequency (doses a day) | duration | alternatives | source |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  );
  for (const item of regimen.items) {
    const medicine = medicinesById.get(item.medicineId);
    const name = medicine === undefined ? item.medicineId : `[${medicine.name}](#${anchorOf(medicine.id)})`;
    const alternatives = item.alternativeIds.map((id) => medicinesById.get(id)?.name ?? id).join(', ');
    lines.push(
      `| ${[
        name,
        item.indication,
        item.route,
        describeDoseRule(item.dose),
        describeMaxima(item.dose),
        `${item.phase === undefined ? '' : `${describePhase(item.phase)}; `}${item.frequency} (${item.dosesPerDay})`,
        item.duration,
        alternatives || '—',
        citations(item.citations),
      ]
        .map(cell)
        .join(' | ')} |`,
    );
  }
  return [...lines, ''];
}

function renderCondition(
  condition: Condition,
  regimens: readonly Regimen[],
  medicinesById: ReadonlyMap<string, Medicine>,
): string[] {
  const own = regimens.filter((regimen) => regimen.conditionId === condition.id);
  if (own.length === 0) return [];
  return [
    `## ${condition.name} (\`${condition.id}\`, ICD-10 ${condition.icd10.join(', ')})`,
    '',
    ...own.flatMap((regimen) => renderRegimen(regimen, medicinesById)),
  ];
}

function renderMedicine(medicine: Medicine): string[] {
  const contraindications = describeContraindications(medicine).map(
    (text, index) => `- ${cell(text)} (${citations(medicine.contraindications[index]?.citations ?? [])})`,
  );
  const interactions = medicine.interactions.map(
    (interaction) =>
      `- ${interaction.severity}${interaction.withhold === true ? ', withheld when already taken' : ''}: with ${interaction.keywords.join(', ')}: ${cell(interaction.effect)} (${citations(interaction.citations)})`,
  );
  return [
    `### ${medicine.name} <a id="${anchorOf(medicine.id)}"></a>`,
    '',
    `\`${medicine.id}\`, ATC ${medicine.atc}, ${medicine.drugClass}. Sources: ${citations(medicine.citations)}`,
    '',
    'Contraindications:',
    '',
    ...(contraindications.length > 0 ? contraindications : ['- none recorded']),
    '',
    'Interactions:',
    '',
    ...(interactions.length > 0 ? interactions : ['- none recorded']),
    '',
  ];
}

/** The whole formulary as Markdown, in scope order of the conditions, then the medicines by name. */
export function renderFormulary(knowledge: PrescribingKnowledge): string {
  const medicinesById = new Map(knowledge.medicines.map((medicine) => [medicine.id, medicine] as const));
  const used = new Set(knowledge.regimens.flatMap((regimen) => regimen.items.map((item) => item.medicineId)));
  const medicines = knowledge.medicines
    .filter((medicine) => used.has(medicine.id))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  const lines = [
    '# Formulary (generated: do not edit by hand)',
    '',
    'Every regimen of the knowledge base, for review by a pharmacist line by line. Generated from',
    '`src/clinical/knowledge` by `npm run formulary`; `src/clinical/prescribing/formulary.test.ts` fails when',
    'this file is out of date. Doses: mg of the first-named ingredient unless another unit is written. A',
    'regimen applies to the first population that includes the patient, in the order listed; an adult fixed',
    'dose in a regimen for all ages is withheld below 12 years (35 kg when the age is unknown), and with',
    'neither age nor weight no dose is computed.',
    '',
    `Forms: an adult, or a child from ${oralFormSuitability.tabletsFromAgeYears} years (${citations(oralFormSuitability.citations)}), gets`,
    'the listed tablet or capsule; a younger child the listed oral liquid or dispersible or chewable tablet, and a plain',
    'tablet only when the medicine lists no other oral form. A weight-based dose is rounded to whole or half tablets',
    'only within an eighth of the computed dose and never above the maximum; otherwise it is given in mg.',
    '',
    `${knowledge.regimens.length} regimens, ${medicines.length} medicines.`,
    '',
    '# Regimens by condition',
    '',
    ...knowledge.conditions.flatMap((condition) =>
      renderCondition(condition, knowledge.regimens, medicinesById),
    ),
    '# Medicines: contraindications and interactions',
    '',
    ...medicines.flatMap(renderMedicine),
  ];
  return `${lines.join('\n').trimEnd()}\n`;
}
