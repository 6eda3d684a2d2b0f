import type {
  ConditionEntry,
  FindingEntry,
  Knowledge,
  TriageRuleEntry,
} from '../../knowledge/load-knowledge';
import { conditionNamesNotReadInText, severeFormNames } from '../../knowledge/condition-aliases';
import { conditionNameKey } from './condition-name-key';
import { namesOf } from './resolve-condition-name';

const NAMED_PREFIX = 'named-';
/** Whether a finding is a condition (or its severe form) named outright rather than a symptom or sign. */
export const isNamedConditionFinding = (findingId: string) => findingId.startsWith(NAMED_PREFIX);
/** The finding that a clinician named this condition outright ('cerebral malaria', 'meningitis'). */
export const namedConditionFindingId = (conditionId: string) => `named-condition-${conditionId}`;
/** The finding that a clinician named the severe form a condition holds ('severe pre-eclampsia'). */
const namedSevereFormFindingId = (conditionId: string) => `named-severe-form-${conditionId}`;

/**
 * How often a clinician who names the diagnosis is naming the condition the patient has, against how often
 * the name is written of anyone else (a likelihood ratio of about 900: strong evidence, Jaeschke, Guyatt,
 * Sackett, JAMA 1994, not proof: the findings told still weigh, and 'rule out', 'no' and 'had ... last
 * year' are read as for any finding).
 */
const NAMED_FREQUENCY = 0.9;
const NAMED_BASE_RATE = 0.001;
/** Shorter names are abbreviations ('pet', 'oa', 'tb') that running text uses for other things. */
const SHORTEST_NAME = 4;

/** Lower-case words and digits, one space apart: such a wording is its own conditionNameKey. */
const plainWording = /^[a-z0-9]+(?: [a-z0-9]+)*$/;

/** Three ASCII letters or digits first: its conditionNameKey opens with them, lower-cased. */
const opensWithAsciiWord = /^[a-z0-9]{3}/i;

/** A wording or name as folded words joined by spaces ('pre eclampsia'), to tell two alike. */
function nameKey(text: string): string {
  return plainWording.test(text) ? text : conditionNameKey(text);
}

/**
 * Reads a diagnosis the clinician names as evidence for that condition: the names (the knowledge base's, its
 * aliases, its Kiswahili and French names) of each emergency condition, and of each condition holding a
 * severe form (knowledge/condition-aliases.ts severeFormNames, whose names also carry that form's urgency as
 * a triage rule), become the wordings of a finding that the condition lists, which counts as its defining
 * finding, and which is never asked as a question. A name that a finding of the vocabulary already reads
 * ('asthma', 'postpartum haemorrhage', 'eclampsia' as the fit) stays that finding's. Names in the past medical
 * history are not read (understand-input.ts): a comorbidity is not the visit's diagnosis.
 */
export function withNamedConditions(knowledge: Knowledge): Knowledge {
  const notRead = new Set(conditionNamesNotReadInText);
  const nameKeys = (names: readonly string[]) =>
    [...new Set(names.map(nameKey))].filter((name) => name.length >= SHORTEST_NAME && !notRead.has(name));
  // The names each condition may be read by; then the few of them a wording of the vocabulary already reads.
  const candidates = knowledge.conditions.map((condition) => {
    const severe = severeFormNames.find((entry) => entry.conditionId === condition.id);
    // Only the emergencies: a comorbidity listed by name ('chronic hepatitis B', 'T2DM') is not the visit's
    // diagnosis, while an emergency named ('cerebral malaria', 'meningitis') must not go unread.
    const isEmergency = condition.urgency === 'emergency' || condition.urgency === 'critical';
    const names = isEmergency || severe ? nameKeys(namesOf(condition)) : [];
    return { condition, severe, names, severeNames: nameKeys(severe?.names ?? []) };
  });
  const wanted = new Set(candidates.flatMap(({ names, severeNames }) => [...names, ...severeNames]));
  // Loops, not flatMap: the engine reads every wording of the vocabulary here when it starts. A wording
  // that opens with three ASCII letters or digits has a key that opens with them in lower case: when no
  // wanted name opens so, it is not keyed (most are not: the engine starts faster).
  const wantedOpenings = new Set([...wanted].map((name) => name.slice(0, 3)));
  const alreadyRead = new Set<string>();
  for (const finding of knowledge.findings)
    for (const wordings of [finding.synonyms.en, finding.synonyms.sw, finding.synonyms.fr])
      for (const wording of wordings) {
        if (opensWithAsciiWord.test(wording) && !wantedOpenings.has(wording.slice(0, 3).toLowerCase()))
          continue;
        const key = nameKey(wording);
        if (wanted.has(key)) alreadyRead.add(key);
      }
  const namedFindings: FindingEntry[] = [];
  const severeFormRules: TriageRuleEntry[] = [];
  const namedFinding = (id: string, label: string, names: string[]): FindingEntry => ({
    id,
    label,
    // A sign, not a standing condition: 'had typhoid last year' is over, as its fever is.
    kind: 'sign',
    baseRate: NAMED_BASE_RATE,
    synonyms: { en: names, sw: [], fr: [] },
    abbreviations: [],
    askedOf: [],
  });
  const conditions: ConditionEntry[] = candidates.map(({ condition, severe, ...candidate }) => {
    const severeNames = candidate.severeNames.filter((name) => !alreadyRead.has(name));
    // A condition holding a severe form is read by its plain names too, so that 'pre-eclampsia' is not
    // taken for the eclampsia ('eclampsia' is read as the fit it is) nor 'pneumonia' for its severe form.
    const names = candidate.names.filter((name) => !alreadyRead.has(name) && !severeNames.includes(name));
    const findingIds: string[] = [];
    if (names.length > 0) {
      findingIds.push(namedConditionFindingId(condition.id));
      namedFindings.push(
        namedFinding(
          namedConditionFindingId(condition.id),
          `${condition.name}, named by the clinician`,
          names,
        ),
      );
    }
    if (severe && severeNames.length > 0) {
      const findingId = namedSevereFormFindingId(condition.id);
      findingIds.push(findingId);
      namedFindings.push(
        namedFinding(findingId, `${condition.name}, its severe form named by the clinician`, severeNames),
      );
      severeFormRules.push({
        id: findingId,
        anyOf: [findingId],
        allOf: [],
        noneOf: [],
        notWhenAbsent: [],
        onlyInPregnancy: false,
        pointsTo: [condition.id],
        urgency: severe.urgency,
        reason: `${condition.name}: a severe form named by the clinician`,
        actions: [severe.action],
        citations: [severe.citation],
      });
    }
    if (findingIds.length === 0) return condition;
    return {
      ...condition,
      findings: [
        ...condition.findings,
        ...findingIds.map((findingId) => ({ findingId, frequency: NAMED_FREQUENCY })),
      ],
      ...(condition.definedBy && {
        definedBy: { ...condition.definedBy, anyOf: [...condition.definedBy.anyOf, ...findingIds] },
      }),
    };
  });
  const findings = [...knowledge.findings, ...namedFindings];
  return {
    ...knowledge,
    findings,
    conditions,
    triageRules: [...knowledge.triageRules, ...severeFormRules],
    findingById: new Map(findings.map((finding) => [finding.id, finding])),
    conditionById: new Map(conditions.map((condition) => [condition.id, condition])),
  };
}
