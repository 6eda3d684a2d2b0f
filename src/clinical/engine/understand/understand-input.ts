import type { Finding } from '../../knowledge/types';
import { deriveLabFindings, identifyAnalyte, interpretLabEntries, type LabPatient } from '../../labs';
import type {
  ClinicalInput,
  FindingObservation,
  PatientFacts,
  StructuredSymptom,
  UnderstoodInput,
  Vitals,
  WrittenAmounts,
} from '../types';
import { addDerivedFindings, mergeObservations, type Observation } from './collect-observations';
import { absentWordings } from '../../knowledge/findings/absent-wordings';
import { pregnancyFromAgeYears } from '../../knowledge/findings/asked-of';
import { importedWordings } from '../../knowledge/vocabularies';
import { buildPhraseIndex, phraseIndexWordLists, type PhraseIndex } from './phrase-index';
import type { PhraseIndexSource } from './phrase-index-snapshot';
import { readDuration } from './read-duration';
import {
  burnAreaThresholds,
  capillaryRefillThresholds,
  ingestedDoseThresholds,
  peripartumWindowThreshold,
  postnatalPeriodThreshold,
  pregnancyWeeksThreshold,
  pretermOrSmallAtBirthThreshold,
} from '../../knowledge/written-thresholds';
import {
  readBurnPercent,
  readCapillaryRefillSeconds,
  readComaScores,
  readIngestedDose,
  measurementWords,
  readMeasurements,
  readWeightKg,
} from './read-measurements';
import { readAgeYearsInText, readSexInText } from './read-age-sex-in-text';
import { readAgeYears, readCountry, readSex } from './read-patient';
import { readLabValuesInProse } from './read-lab-values';
import { readPregnancyWords } from './read-pregnancy-words';
import { joinContinuationLines } from './site-lists';
import { isFillerWord } from './filler-words';
import { readText, type TextMatch } from './read-text';
import { buildContextIndex, readContextTerms, type ContextIndex } from './read-context-terms';
import { contextTerms, type ContextTerm } from '../../knowledge/vocabularies/context-terms';
import { conditions } from '../../knowledge/conditions';
import { conditionNameTokens, conditionNameWordings } from './resolve-condition-name';
import { isNamedConditionFinding } from './named-conditions';
import { readComaScales, readVitals } from './read-vitals';
import { foldText, tokenise } from './tokenise';
import { tellsSupplyOrCourse } from './read-tablet-counts';
import { byParacetamolAmount, judgeParacetamolInLine } from './paracetamol-amount';
import { isChokingTold, withoutWhistleReadAsStridor } from './whistle-is-wheeze';
import { withoutWarmBodyReadAsFever } from './warm-body-beside-cold-hands';
import { elementalIronMg } from './elemental-iron';
import { intermittentWords, suddenOnsetWords } from './word-lists/severity-and-onset-words';

interface ReadContext {
  index: PhraseIndex;
  contextIndex: ContextIndex;
  observations: Observation[];
  unrecognised: string[];
  contextRead: NonNullable<UnderstoodInput['contextRead']>;
  ageYears?: number;
  pregnant?: boolean;
  weightKg?: number;
  amounts: WrittenAmounts;
  /** Vitals written in the complaint ('HR 118, RR 28'), the first value of each: for the early-warning score. */
  writtenVitals: Vitals;
}

function toObservation(match: TextMatch, source: Observation['source']): Observation {
  const observation: Observation = {
    findingId: match.findingId,
    present: match.present,
    source,
    evidence: match.evidence,
    isSudden: match.isSudden,
    isIntermittent: match.isIntermittent,
  };
  if (match.severity) observation.severity = match.severity;
  if (match.durationDays !== undefined) observation.durationDays = match.durationDays;
  if (match.durationIsOnsetTime) observation.durationIsOnsetTime = true;
  return observation;
}

/** 'breathing … 40 times a minute', 'saturating 88%': a vital's name and unit are understood once its number is read. */
const isOnlyMeasurementWords = (part: string) =>
  tokenise(part).every((token) => token.kind !== 'word' || measurementWords.has(token.text));

function readFreeText(
  text: string,
  source: Observation['source'],
  context: ReadContext,
  reportUnrecognised = true,
): Observation[] {
  // Under 12 years (the prescribing age of a child) the note is written about a child, never by a parent.
  const age = context.ageYears;
  const reading = readText(text, context.index, age !== undefined && age < 12, age !== undefined && age >= 5);
  const typedVitals = readMeasurements(text);
  if (source === 'symptom')
    for (const [vital, value] of Object.entries(typedVitals) as Array<[keyof Vitals, number]>)
      context.writtenVitals[vital] ??= value;
  // Parts holding a measurement that was read ('Blood pressure 158/96 mmHg') are understood.
  const comaScores = readComaScores(text);
  const refillSeconds = readCapillaryRefillSeconds(text);
  const amountFindings = readAmounts(text, context);
  const hasMeasurement =
    Object.keys(typedVitals).length > 0 ||
    Object.keys(comaScores).length > 0 ||
    refillSeconds !== undefined ||
    amountFindings.length > 0;
  if (reportUnrecognised)
    for (const part of reading.unrecognised) {
      if (hasMeasurement && (/\d/.test(part) || isOnlyMeasurementWords(part))) continue;
      // Words of context (a test, a medicine, a part of the body) are read as such, not left as unknown.
      const { read, rest } = readContextTerms(part, context.contextIndex, isFillerWord);
      context.contextRead.push(...read);
      context.unrecognised.push(...rest);
    }
  const evidence = text.trim().slice(0, 160);
  const own = reading.matches.map((match) => toObservation(match, source));
  const chokingTold = isChokingTold([...context.observations, ...own]);
  const observations = byParacetamolAmount(
    withoutWarmBodyReadAsFever(text, withoutWhistleReadAsStridor(text, own, chokingTold)),
    judgeParacetamolInLine(text, context.weightKg, context.ageYears),
    { source, evidence },
  );
  // Vitals typed in the text count like measured ones, but only for what they show, never an absence.
  const measured = readVitals(typedVitals, {
    ageYears: context.ageYears,
    pregnant: context.pregnant,
  }).findings;
  observations.push(
    ...measured.filter((finding) => finding.present).map((finding) => ({ ...finding, source, evidence })),
  );
  observations.push(...readComaScales(comaScores).map((finding) => ({ ...finding, source, evidence })));
  for (const threshold of capillaryRefillThresholds)
    if (refillSeconds !== undefined && refillSeconds > threshold.aboveSeconds)
      observations.push({ findingId: threshold.findingId, present: true, source, evidence });
  observations.push(...amountFindings.map((findingId) => ({ findingId, present: true, source, evidence })));
  observations.push(...readPregnancyWords(text, observations, source, evidence));
  context.observations.push(...observations);
  return observations;
}

/**
 * Amounts written in the text (a medicine swallowed, the share of the body burned), kept on the reading,
 * and the findings their cited thresholds make present (knowledge/written-thresholds.ts).
 */
function readAmounts(text: string, context: ReadContext): string[] {
  const found: string[] = [];
  const dose = readIngestedDose(text);
  if (dose) {
    context.amounts.ingestedMg ??= dose.totalMg;
    if (dose.medicine) context.amounts.ingestedMedicine ??= dose.medicine;
    if (context.weightKg !== undefined) {
      const weightKg = context.weightKg;
      const perKg = (mg: number) => Math.round((mg / weightKg) * 10) / 10;
      context.amounts.ingestedMgPerKg ??= perKg(dose.totalMg);
      // Tablets handed out or taken as a course ('given 60 ferrous sulfate 200 mg tablets') are no overdose.
      const isSupplyOrCourse = tellsSupplyOrCourse(tokenise(text));
      for (const threshold of ingestedDoseThresholds) {
        if (
          dose.medicine === undefined ||
          !(threshold.medicines as readonly string[]).includes(dose.medicine)
        )
          continue;
        const isElementalIron = 'countsElementalIron' in threshold && threshold.countsElementalIron;
        if (isElementalIron && isSupplyOrCourse) continue;
        const mgPerKg = isElementalIron
          ? perKg(elementalIronMg(dose.totalMg, foldText(text).folded))
          : perKg(dose.totalMg);
        if (isElementalIron) context.amounts.ingestedElementalIronMgPerKg ??= mgPerKg;
        if (mgPerKg >= threshold.mgPerKgAtLeast) found.push(threshold.findingId);
      }
    }
  }
  const burnPercent = readBurnPercent(text);
  if (burnPercent !== undefined) {
    context.amounts.burnPercentBodySurface ??= burnPercent;
    found.push('burn');
    for (const threshold of burnAreaThresholds) {
      const age = context.ageYears;
      const applies =
        age === undefined
          ? 'maxAgeYears' in threshold
          : (!('maxAgeYears' in threshold) || age < threshold.maxAgeYears) &&
            (!('minAgeYears' in threshold) || age >= threshold.minAgeYears);
      if (applies && burnPercent > threshold.abovePercent) found.push(threshold.findingId);
    }
  }
  return found;
}

/**
 * The total an adult may take in a day (4 g of paracetamol): above it an amount below the per-kg threshold is
 * still read as the overdose (the finding's label: '≥ 150 mg/kg, or more than 4 g a day in an adult').
 */
const adultDailyMaximumMg = 4000;

/**
 * '2 tablets of 500 mg in an 18 kg child' (55 mg/kg): the medicine's name made the overdose finding, but the
 * amount told, worked out per kg, is below the dose the source treats (WHO Pocket Book 2013 ch. 1: paracetamol
 * from 150 mg/kg). The ingestion stays an accidental ingestion to assess ('medicine-overdose', urgent), not
 * the toxic overdose. Iron is left to its word: its threshold's note keeps the word of an iron overdose.
 */
function demoteSubToxicIngestion(context: ReadContext): void {
  const { ingestedMedicine, ingestedMgPerKg, ingestedMg } = context.amounts;
  if (ingestedMedicine === undefined || ingestedMgPerKg === undefined || ingestedMg === undefined) return;
  if (ingestedMg > adultDailyMaximumMg) return;
  for (const threshold of ingestedDoseThresholds) {
    if ('countsElementalIron' in threshold && threshold.countsElementalIron) continue;
    if (!(threshold.medicines as readonly string[]).includes(ingestedMedicine)) continue;
    if (ingestedMgPerKg >= threshold.mgPerKgAtLeast) continue;
    for (const observation of context.observations)
      if (observation.present && observation.findingId === threshold.findingId)
        observation.findingId = 'medicine-overdose';
  }
}

function hasWordFrom(text: string | undefined, words: ReadonlySet<string>): boolean {
  return text !== undefined && tokenise(text).some((token) => words.has(token.text));
}

function readStructuredSymptom(symptom: StructuredSymptom, context: ReadContext): void {
  const observations = readFreeText(symptom.symptom, 'symptom', context);
  const duration = symptom.duration ? readDuration(tokenise(symptom.duration)) : undefined;
  const isSudden = hasWordFrom(symptom.onset, suddenOnsetWords);
  const isIntermittent =
    hasWordFrom(symptom.frequency, intermittentWords) || hasWordFrom(symptom.duration, intermittentWords);
  for (const observation of observations) {
    if (symptom.severity) observation.severity = symptom.severity;
    if (observation.durationDays === undefined && duration !== undefined) {
      observation.durationDays = duration.days;
      if (duration.isOnsetTime) observation.durationIsOnsetTime = true;
    }
    if (isSudden) observation.isSudden = true;
    if (isIntermittent) observation.isIntermittent = true;
  }
  for (const text of [symptom.onset, symptom.frequency])
    if (text) readFreeText(text, 'symptom', context, false);
  for (const text of [...(symptom.triggers ?? []), ...(symptom.associatedSymptoms ?? [])])
    readFreeText(text, 'symptom', context);
}

const isUsableNumber = (value: number | undefined): value is number =>
  value !== undefined && Number.isFinite(value) && value > 0;

/**
 * The profile's weeks of pregnancy, and an infant's gestation at birth and birth weight, as the findings the
 * knowledge weighs (knowledge/written-thresholds.ts).
 */
function readBirthAndPregnancyFacts(
  patient: ClinicalInput['patient'],
  pregnant: boolean | undefined,
  ageYears: number | undefined,
): Observation[] {
  const observations: Observation[] = [];
  const { gestationWeeks, gestationAtBirthWeeks, birthWeightKg } = patient;
  if (pregnant !== false && isUsableNumber(gestationWeeks)) {
    observations.push({
      findingId: 'pregnant',
      present: true,
      source: 'profile',
      evidence: `${gestationWeeks} weeks pregnant`,
    });
    // A known gestation tells both ways, as the weeks written in the text do (read-pregnancy-words): at 10 weeks
    // the pregnancy is not past 20 weeks, so bleeding then is no antepartum haemorrhage (WHO MCPC 2017 S-18).
    observations.push({
      findingId: pregnancyWeeksThreshold.findingId,
      present: gestationWeeks > pregnancyWeeksThreshold.weeksAbove,
      source: 'profile',
      evidence: `${gestationWeeks} weeks pregnant`,
    });
  }
  if (ageYears !== undefined && ageYears >= 1) return observations;
  const threshold = pretermOrSmallAtBirthThreshold;
  const isPreterm =
    isUsableNumber(gestationAtBirthWeeks) && gestationAtBirthWeeks < threshold.gestationBelowWeeks;
  const isSmall = isUsableNumber(birthWeightKg) && birthWeightKg < threshold.birthWeightBelowKg;
  if (isPreterm || isSmall)
    observations.push({
      findingId: threshold.findingId,
      present: true,
      source: 'profile',
      evidence: isPreterm ? `born at ${gestationAtBirthWeeks} weeks` : `birth weight ${birthWeightKg} kg`,
    });
  return observations;
}

function readPregnancy(
  input: ClinicalInput,
  sex: PatientFacts['sex'],
  historySaysPregnant: boolean,
  ageYears: number | undefined,
): boolean | undefined {
  // Before adolescence a child's 'after birth' is her own birth.
  if (sex === 'male' || (ageYears !== undefined && ageYears < pregnancyFromAgeYears)) return false;
  if (input.patient.pregnant !== undefined) return input.patient.pregnant;
  if (isUsableNumber(input.patient.gestationWeeks)) return true;
  return historySaysPregnant ? true : undefined;
}

/**
 * 'Headache since Monday; the pain is worse at night': a lone 'pain' is the pain already told. Told
 * nowhere with its site, it stays not understood, so the clinician is asked where.
 */
function unrecognisedBesidesToldPain(
  unrecognised: readonly string[],
  findings: readonly FindingObservation[],
  painFindingIds: ReadonlySet<string>,
): string[] {
  const toldPain = findings.some((finding) => finding.present && painFindingIds.has(finding.findingId));
  const parts = toldPain ? unrecognised.filter((part) => !lonePain.test(part)) : unrecognised;
  return [...new Set(parts)];
}
const lonePain = /^(?:pains?|aches?|discomfort)$/i;

/** Infancy is the first year of life (WHO): the birth's facts weigh for an infant only. */
const infancyEndsYears = 1;

/**
 * The facts of a birth and of a mother at the birth: history and exposures asked only of young infants
 * (knowledge/findings/asked-of.ts askedOfYoungInfants: born preterm, a diabetic mother).
 */
function birthFactsOf(vocabulary: readonly Finding[]): Set<string> {
  return new Set(
    vocabulary
      .filter(
        (finding) =>
          (finding.kind === 'history' || finding.kind === 'exposure') &&
          finding.askedOf !== undefined &&
          finding.askedOf.length > 0 &&
          finding.askedOf.every(
            (band) => band.maxAgeYears !== undefined && band.maxAgeYears <= infancyEndsYears,
          ),
      )
      .map((finding) => finding.id),
  );
}

/** The vitals measured: the profile's fields, and those only written in the complaint where a field is empty. */
function withWrittenVitals(typed: Vitals, written: Vitals): Vitals {
  const measured: Vitals = { ...written };
  for (const [vital, value] of Object.entries(typed) as Array<[keyof Vitals, number | undefined]>)
    if (value !== undefined && Number.isFinite(value)) measured[vital] = value;
  return measured;
}

function understandWith(
  input: ClinicalInput,
  index: PhraseIndex,
  contextIndex: ContextIndex,
  knownIds: ReadonlySet<string>,
  painFindingIds: ReadonlySet<string>,
  birthFactIds: ReadonlySet<string>,
): UnderstoodInput {
  const { patient } = input;
  // Age and sex written in the case text count when the profile does not give them.
  const caseText = [
    ...input.symptoms.map((symptom) => (typeof symptom === 'string' ? symptom : symptom.symptom)),
    ...(patient.medicalHistory ?? []).filter((line) => typeof line === 'string'),
  ].join('\n');
  const ageYears = readAgeYears(patient) ?? readAgeYearsInText(caseText);
  const sex = readSex(patient.gender) ?? readSexInText(caseText);
  const context: ReadContext = {
    index,
    contextIndex,
    observations: [],
    unrecognised: [],
    contextRead: [],
    amounts: {},
    writtenVitals: {},
  };
  if (ageYears !== undefined) context.ageYears = ageYears;
  if (patient.weight !== undefined && Number.isFinite(patient.weight) && patient.weight > 0)
    context.weightKg = patient.weight;
  else {
    // A weight written in the case ('weighs 12 kg') serves the written dose thresholds; dosing keeps the typed one.
    const writtenWeightKg = readWeightKg(caseText);
    if (writtenWeightKg !== undefined) context.weightKg = writtenWeightKg;
  }
  if (patient.pregnant !== undefined) context.pregnant = patient.pregnant;
  // 'scalded by hot tea' then 'chest and both arms': a line that only continues the one before is read with it.
  for (const symptom of joinContinuationLines(input.symptoms)) {
    if (typeof symptom === 'string') readFreeText(symptom, 'symptom', context);
    else readStructuredSymptom(symptom, context);
  }
  demoteSubToxicIngestion(context);
  const history = (patient.medicalHistory ?? []).filter((line) => typeof line === 'string');
  for (const line of history) readFreeText(line, 'history', context);
  // A diagnosis in the past medical history is one the patient lives with, not what brings them today.
  // Facts of a baby's birth and of its mother ('PTB', 'mama yake ana kisukari') told of a patient past
  // infancy are someone else's, as the profile's birth facts are (readBirthAndPregnancyFacts).
  const isPastInfancy = ageYears !== undefined && ageYears >= infancyEndsYears;
  context.observations = context.observations.filter(
    (o) =>
      !(o.source === 'history' && isNamedConditionFinding(o.findingId)) &&
      !(isPastInfancy && birthFactIds.has(o.findingId)),
  );
  // A birth told anywhere in the case ('delivered 40 minutes ago') makes a pregnancy told elsewhere in it
  // ('her antenatal haemoglobin at 36 weeks') the one that has ended, unless the profile says pregnant.
  const toldBirth =
    context.observations.some((o) => o.findingId === 'recent-childbirth' && o.present) ||
    (input.patient.postpartumDays !== undefined &&
      input.patient.postpartumDays <= postnatalPeriodThreshold.daysAtMost);
  if (toldBirth && patient.pregnant !== true)
    context.observations = context.observations.filter((o) => !(o.findingId === 'pregnant' && o.present));
  // Pregnancy written anywhere in the case ('G2P1 at 37 weeks') is read before anything is assumed.
  // A woman told to be in labour ('in labour since yesterday') is pregnant, unless the birth is told.
  const toldLabour = context.observations.some((o) => o.findingId === 'prolonged-labour' && o.present);
  const historySaysPregnant =
    context.observations.some((o) => o.findingId === 'pregnant' && o.present) || (toldLabour && !toldBirth);
  const pregnant = readPregnancy(input, sex, historySaysPregnant, ageYears);

  const { postpartumDays } = input.patient;
  if (postpartumDays !== undefined && postpartumDays <= postnatalPeriodThreshold.daysAtMost)
    context.observations.push({
      findingId: postnatalPeriodThreshold.findingId,
      present: true,
      source: 'profile',
      evidence: `${postpartumDays} days after delivery`,
      // The time since the birth: bleeding after the first day is judged as a secondary haemorrhage.
      durationDays: postpartumDays,
    });
  if (postpartumDays !== undefined && postpartumDays <= peripartumWindowThreshold.daysAtMost)
    context.observations.push({
      findingId: peripartumWindowThreshold.findingId,
      present: true,
      source: 'profile',
      evidence: `${postpartumDays} days after delivery`,
    });
  context.observations.push(...readBirthAndPregnancyFacts(input.patient, pregnant, ageYears));
  if (pregnant === true && input.patient.pregnant === true)
    context.observations.push({
      findingId: 'pregnant',
      present: true,
      source: 'profile',
      evidence: 'pregnant',
    });
  if (pregnant === false) {
    context.observations.push({
      findingId: 'pregnant',
      present: false,
      source: 'profile',
      evidence: sex === 'male' ? 'male' : 'not pregnant',
    });
    context.observations.push({
      findingId: 'pregnancy-over-20-weeks',
      present: false,
      source: 'profile',
      evidence: sex === 'male' ? 'male' : 'not pregnant',
    });
  }
  if (ageYears !== undefined)
    context.observations.push({
      findingId: 'age-under-2',
      present: ageYears < 2,
      source: 'profile',
      evidence: `age ${Math.round(ageYears * 100) / 100} years`,
    });

  const vitals = patient.vitals ?? {};
  context.observations.push(...readVitals(vitals, { ageYears, pregnant }).findings);

  const labPatient: LabPatient = {};
  if (ageYears !== undefined) labPatient.ageYears = ageYears;
  if (sex) labPatient.sex = sex;
  if (pregnant !== undefined) labPatient.pregnant = pregnant;
  const typedLabEntries = (input.labResults ?? []).filter(
    (entry) => typeof entry?.testType === 'string' && typeof entry.result === 'string',
  );
  // A value written in the case ('her glucose is 2.2 mmol/L') counts like a typed one; a typed one wins.
  const typedAnalyteIds = new Set(typedLabEntries.map((entry) => identifyAnalyte(entry.testType)?.id));
  const proseLabEntries = readLabValuesInProse(caseText).filter(
    (entry) => !typedAnalyteIds.has(identifyAnalyte(entry.testType)?.id),
  );
  const labEntries = [...typedLabEntries, ...proseLabEntries];
  const interpreted = interpretLabEntries(labEntries, labPatient);
  const labFindings = deriveLabFindings(interpreted, labPatient);
  const fromLabModule = new Set(labFindings.map((finding) => finding.findingId));
  context.observations.push(...labFindings.map((finding) => ({ ...finding, source: 'lab' as const })));
  for (const entry of interpreted) {
    if (entry.analyteId) continue;
    // A test the lab module does not know ('Widal: positive') is read as text, never guessed further.
    const read = readText(`${entry.testType} ${entry.result}`, index).matches.filter(
      (match) => !fromLabModule.has(match.findingId),
    );
    context.observations.push(
      ...read.map((match) => ({
        ...toObservation(match, 'lab'),
        evidence: `${entry.testType}: ${entry.result}`,
      })),
    );
  }

  if (pregnant === false) {
    for (const observation of context.observations)
      if (observation.findingId === 'pregnant' || observation.findingId === 'pregnancy-over-20-weeks')
        observation.present = false;
  }
  const pregnancyIds = new Set(['pregnant', 'pregnancy-over-20-weeks']);
  const findings = mergeObservations(
    addDerivedFindings(context.observations, knownIds).filter(
      (observation) =>
        !(pregnant === false && observation.present && pregnancyIds.has(observation.findingId)),
    ),
  );
  const facts: PatientFacts = {
    allergies: (patient.allergies ?? [])
      .filter((item) => typeof item === 'string')
      .map((item) => item.trim())
      .filter((item) => item !== ''),
    medicalHistory: history,
    presentFindings: findings.filter((finding) => finding.present).map((finding) => finding.findingId),
    vitals: withWrittenVitals(vitals, context.writtenVitals),
  };
  if (ageYears !== undefined) facts.ageYears = ageYears;
  if (sex) facts.sex = sex;
  if (pregnant !== undefined) facts.pregnant = pregnant;
  if (patient.weight !== undefined && Number.isFinite(patient.weight) && patient.weight > 0)
    facts.weightKg = patient.weight;
  const country = readCountry(patient.country);
  if (country) facts.country = country;
  const understood: UnderstoodInput = {
    patient: facts,
    findings,
    unrecognised: unrecognisedBesidesToldPain(context.unrecognised, findings, painFindingIds),
  };
  if (Object.keys(context.amounts).length > 0) understood.amounts = context.amounts;
  const contextSeen = new Set<string>();
  const contextRead = context.contextRead.filter((entry) => {
    const key = `${entry.kind} ${entry.text.toLowerCase()}`;
    if (contextSeen.has(key)) return false;
    contextSeen.add(key);
    return true;
  });
  if (contextRead.length > 0) understood.contextRead = contextRead;
  return understood;
}

/**
 * The context words without the disease labels that name (or hold) a condition of the knowledge base:
 * 'eclampsia', 'tension pneumothorax', 'cerebral malaria' shown as context would hide that a named danger
 * was not read, so they stay 'not understood'.
 */
function contextTermsNamingNoCondition(terms: readonly ContextTerm[]): ContextTerm[] {
  const names = conditionNameWordings(conditions);
  const holdsConditionName = (text: string) => {
    const words = conditionNameTokens(text);
    for (let first = 0; first < words.length; first += 1)
      for (let last = first + 1; last <= words.length; last += 1)
        if (names.has(words.slice(first, last).join(' '))) return true;
    return false;
  };
  return terms.filter((term) => term.kind !== 'condition' || !holdsConditionName(term.text));
}

/**
 * Builds the understanding half of the engine for a vocabulary: the matcher index is built once, so each
 * request only reads its own words. The returned function is pure and deterministic.
 */
export function createUnderstanding(
  vocabulary: readonly Finding[],
  indexSource?: PhraseIndexSource,
): (input: ClinicalInput) => UnderstoodInput {
  const build = () => buildPhraseIndex(vocabulary, absentWordings, importedWordings);
  const index = indexSource
    ? indexSource(
        { vocabulary, absent: absentWordings, imported: importedWordings, wordLists: phraseIndexWordLists() },
        build,
      )
    : build();
  // The context terms are chosen and indexed on first use (read-context-terms.ts): not at engine start.
  const contextIndex = buildContextIndex(() => contextTermsNamingNoCondition(contextTerms));
  const knownIds = new Set(vocabulary.map((finding) => finding.id));
  const painFindingIds = new Set(
    vocabulary.filter((finding) => /\b(?:pain|ache|colic)/i.test(finding.label)).map((finding) => finding.id),
  );
  const birthFactIds = birthFactsOf(vocabulary);
  return (input) => understandWith(input, index, contextIndex, knownIds, painFindingIds, birthFactIds);
}

const understandingByVocabulary = new WeakMap<
  readonly Finding[],
  (input: ClinicalInput) => UnderstoodInput
>();

/** Reads what the clinician entered into patient facts and findings present or absent, with their evidence. */
export function understandInput(input: ClinicalInput, vocabulary: readonly Finding[]): UnderstoodInput {
  let understand = understandingByVocabulary.get(vocabulary);
  if (!understand) {
    understand = createUnderstanding(vocabulary);
    understandingByVocabulary.set(vocabulary, understand);
  }
  return understand(input);
}
