// Clinical translation coverage, per language: the share of the knowledge base's clinical texts that have a
// Kiswahili or French translation (finding names, condition names, recommendations, investigations, next
// questions, evidence-line templates, warnings, dosing instructions), then the shared vignettes answered as
// the offline consultation does (diagnosis, recommendations, prescription) and translated: how many of the
// answers' sentences come out in the language and how many stay in English.
// Usage: npx tsx scripts/measure-clinical-translation.ts [--file cases.json] [--json] [--language sw|fr]
//   [--missing [count]]: also list the answers' sentences left in English, most frequent first (what to
//   translate next); [--untranslated 'group name']: list that catalogue group's texts not yet translated.
import fs from 'node:fs';
import path from 'node:path';
import { createEngine } from '../src/clinical/engine';
import {
  createClinicalTranslator,
  loadClinicalTranslations,
  type ClinicalLanguage,
} from '../src/clinical/language';
import { untranslatedKeys } from '../src/clinical/language/translate-answer';
import { findings } from '../src/clinical/knowledge/findings';
import { medicines } from '../src/clinical/knowledge/medicines';
import { conditions, regimens } from '../src/clinical/knowledge/conditions';
import { diagnoseSymptoms, prescribeForDiagnosis, recommendForDiagnosis } from '../src/answers';
import { aiDiagnosisRequestSchema, aiRecommendationsRequestSchema } from '../src/contracts/ai';

/** The English templates the engine fills in evidence lines, triage reasons and next questions. */
const evidenceTemplates = [
  '{finding} ({quote})',
  '{part}: unusual in {condition}',
  'No {findingLower}',
  'Is there {findingLower}?',
  'Test: {finding}',
  'Working diagnosis: {condition}',
  '{condition} cannot be excluded (closest match, {n1}%)',
  '{condition} must be excluded ({n1}%)',
  '{sentence} ({condition})',
  '{sentence}: working diagnosis {condition}',
  'Most likely {condition} ({n1}%).',
  'EMERGENCY: {sentence}.',
];

const unique = (texts: readonly string[]) => [...new Set(texts)];

const catalogue: Record<string, string[]> = {
  'finding names': unique(findings.map((finding) => finding.label)),
  'condition names': unique(conditions.map((condition) => condition.name)),
  recommendations: unique(
    conditions.flatMap((condition) => [
      ...condition.lifestyle.map((item) => item.recommendation),
      ...condition.monitoring.flatMap((item) => [item.parameter, item.frequency, item.alertCriteria]),
      ...condition.referrals.flatMap((item) => [item.specialist, item.reason]),
      condition.protocol.primaryTreatment,
      ...condition.protocol.supportiveCare,
      condition.protocol.followUpSchedule,
    ]),
  ),
  investigations: unique(
    conditions.flatMap((condition) =>
      condition.investigations.flatMap((item) => [item.test, item.rationale, item.expectedFindings]),
    ),
  ),
  'next questions': unique(
    findings.map(
      (finding) =>
        finding.question ??
        (finding.kind === 'lab' ? `Test: ${finding.label}` : `Is there ${finding.label.toLowerCase()}?`),
    ),
  ),
  warnings: unique([
    ...conditions.flatMap((condition) =>
      condition.redFlags.flatMap((flag) => [flag.finding, flag.actionRequired]),
    ),
    ...medicines.flatMap((medicine) => [
      ...medicine.contraindications.map((item) => item.note),
      ...medicine.interactions.map((item) => item.effect),
      ...medicine.sideEffects,
    ]),
  ]),
  'dosing instructions': unique(
    regimens.flatMap((regimen) =>
      regimen.items.flatMap((item) => [
        item.frequency,
        item.duration,
        item.indication,
        ...('amount' in item.dose ? [item.dose.amount] : []),
        ...('bands' in item.dose ? item.dose.bands.map((band) => band.amount) : []),
      ]),
    ),
  ),
};

type Translator = ReturnType<typeof createClinicalTranslator>;
const isWhollyTranslated = (translator: Translator, text: string) =>
  translator.translateBySentence(text).every(({ piece }) => piece !== undefined);

function catalogueCoverage(translator: Translator, sentences: ReadonlyArray<{ en: string }>) {
  const rows: Record<string, { translated: number; total: number }> = {};
  for (const [name, texts] of Object.entries(catalogue))
    rows[name] = {
      translated: texts.filter((text) => isWhollyTranslated(translator, text)).length,
      total: texts.length,
    };
  const known = new Set(sentences.map((sentence) => sentence.en));
  rows['evidence-line templates'] = {
    translated: evidenceTemplates.filter((template) => known.has(template)).length,
    total: evidenceTemplates.length,
  };
  return rows;
}

/** Every sentence of every clinical string of an answer: translated or left in English. */
function countSentences(answer: unknown, translator: Translator, missing: Map<string, number>) {
  const count = { translated: 0, english: 0 };
  const walk = (value: unknown, key?: string): void => {
    if (key !== undefined && untranslatedKeys.has(key)) return;
    if (typeof value === 'string') {
      for (const { english, piece } of translator.translateBySentence(value))
        if (piece === undefined) {
          count.english += 1;
          missing.set(english, (missing.get(english) ?? 0) + 1);
        } else count.translated += 1;
    } else if (Array.isArray(value)) value.forEach((item) => walk(item));
    else if (typeof value === 'object' && value !== null)
      for (const [entryKey, entryValue] of Object.entries(value)) walk(entryValue, entryKey);
  };
  walk(answer);
  return count;
}

interface Vignette {
  id: string;
  request: Record<string, unknown>;
}

function answersOf(vignettes: readonly Vignette[]): unknown[] {
  const engine = createEngine();
  const context = { engine, now: () => Date.parse('2026-03-01T08:00:00Z') };
  return vignettes.map((vignette) => {
    const { diagnosis } = diagnoseSymptoms(context, aiDiagnosisRequestSchema.parse(vignette.request));
    if (diagnosis.emergencyAlert) return { diagnosis };
    const request = aiRecommendationsRequestSchema.parse({
      ...vignette.request,
      diagnosis: diagnosis.primaryDiagnosis.condition,
    });
    return {
      diagnosis,
      ...recommendForDiagnosis(context, request),
      prescription: prescribeForDiagnosis(context, request).answer,
    };
  });
}

const share = (part: number, whole: number) => (whole === 0 ? 100 : Math.round((part / whole) * 1000) / 10);

/** The value after a flag (`--file x.json`), or undefined when the flag is absent. */
function argumentAfter(flag: string): string | undefined {
  const index = process.argv.indexOf(flag);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

async function main() {
  const file = argumentAfter('--file') ?? '../shared/vignettes/dev.json';
  const vignettes = JSON.parse(fs.readFileSync(path.resolve(file), 'utf8')) as Vignette[];
  const answers = answersOf(vignettes);
  const report: Record<string, unknown> = {};
  const chosen = argumentAfter('--language');
  const languages = (['sw', 'fr'] as ClinicalLanguage[]).filter((language) => !chosen || chosen === language);
  const missingIndex = process.argv.indexOf('--missing');
  const missingCount = missingIndex < 0 ? 0 : Number(process.argv[missingIndex + 1]) || 50;
  for (const language of languages) {
    const data = await loadClinicalTranslations[language]();
    const translator = createClinicalTranslator(data, { conditions, findings });
    const rows = catalogueCoverage(translator, data.sentences);
    const sentences = { translated: 0, english: 0 };
    const missing = new Map<string, number>();
    for (const answer of answers) {
      const count = countSentences(answer, translator, missing);
      sentences.translated += count.translated;
      sentences.english += count.english;
    }
    report[language] = { catalogue: rows, vignetteSentences: sentences };
    if (process.argv.includes('--json')) continue;
    console.log(`\n${language}: catalogue translated (whole items)`);
    for (const [name, row] of Object.entries(rows))
      console.log(
        `  ${name.padEnd(24)} ${String(row.translated).padStart(4)}/${row.total}  ${share(row.translated, row.total)}%`,
      );
    const total = sentences.translated + sentences.english;
    console.log(
      `  answers to ${vignettes.length} vignettes: ${sentences.translated}/${total} sentences translated (${share(sentences.translated, total)}%), ${sentences.english} in English`,
    );
    const group = argumentAfter('--untranslated');
    if (group !== undefined)
      for (const text of catalogue[group] ?? [])
        if (!isWhollyTranslated(translator, text)) console.log(`  untranslated ${group}: ${text}`);
    if (missingCount === 0) continue;
    console.log(`  left in English, most frequent first:`);
    for (const [english, times] of [...missing].sort((a, b) => b[1] - a[1]).slice(0, missingCount))
      console.log(`  ${String(times).padStart(4)}  ${english}`);
  }
  if (process.argv.includes('--json')) console.log(JSON.stringify(report, null, 2));
}

await main();
