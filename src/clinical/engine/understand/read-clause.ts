import {
  isAboutTreatment,
  isAggravator,
  isInabilityFromPain,
  isPrevented,
  isSaidOfAnother,
  phraseLengthAt,
} from './clause-context';
import { type ClauseCarry, type AcceptedWording, readSiteStatesInClause } from './clause-site-states';
import { readBloodQualifier, readCoordinated, type AcceptedSpan } from './coordinated-phrases';
import { isFillerWord } from './filler-words';
import { isNamedCrisis } from './named-crisis';
import { isPersonWhoFell } from './person-who-fell';
import { normalInSleep } from './finding-relations';
import { framingWords } from './framing-words';
import { readCryingOnHandling, readInabilityWithLimb } from './limb-context';
import { isColdOfSweat } from './sweat-not-temperature';
import { isSleepingThrough } from './sleeps-through-the-night';
import { loosePhrasesAt, phrasesAt, type WordSlot } from './match-phrases';
import { denyListItems, isConjugatedSwahiliVerb, opensOwnClause } from './negation-lists';
import { looseGap, type Phrase, type PhraseIndex } from './phrase-index';
import {
  countAsMany,
  isCourseNotOverdose,
  tellsDailyCourseOnly,
  tellsSupplyOrCourse,
} from './read-tablet-counts';
import type { TextMatch, TextReading } from './read-text';
import { readSegments } from './segment-facts';
import { stemWord } from './stem';
import {
  inabilityOfWordAt,
  inabilityWordings,
  isUnderSwahiliInability,
  namesInability,
} from './swahili-inability';
import type { Token } from './tokenise';
import { isAnotherPregnancy } from './another-pregnancy';
import {
  isAboutAnotherPerson,
  isAdjectiveOnly,
  isPastEvent,
  isRemotePastEvent,
  recentEventFindings,
} from './whose-finding';
import { alternativeForm } from './word-forms';
import {
  negationCues,
  negationEndingPhrases,
  negationPhrases,
  pseudoNegationPhrases,
  trailingNegationCues,
  trailingNegationPhrases,
} from './word-lists/negation-words';
import { neutralPhrases, unreadOrganOedemaPhrases } from './word-lists/neutral-phrases';
import { intermittentWords } from './word-lists/severity-and-onset-words';
import { sleepDangerWords, sleepWords } from './word-lists/sleep-words';
import { leadingUncertaintyPhrases, uncertaintyPhrases } from './word-lists/uncertainty-phrases';

const articles = new Set(['a', 'an', 'the']);
const noPhrase = { phrases: [], span: 0 } as const;
/** Words joining two statements inside one part: 'no chest pain and collapsed', 'hana homa na amezimia'. */
const clauseJoiningWords = new Set(['and', 'na', 'et']);
const currentPregnancyFindings = new Set(['pregnant', 'pregnancy-over-20-weeks']);
/** Words that state a test's result: in 'HAV IgM positive HBsAg negative' each result speaks of the test before it only. */
const resultWords = new Set(['positive', 'reactive', 'detected', 'negative', 'chanya', 'positif', 'negatif']);
const resultStems = new Set([...resultWords].map(stemWord));
/** A wording that states its own negative result ('anti-HCV negative') is not negated again by a cue before it. */
const statesItsResult = (phrase: Phrase) => phrase.words.some((word) => resultStems.has(word));
const isCueWord = (word: string) => negationCues.has(word) || trailingNegationCues.has(word);
/**
 * 'has gone red', 'gone cold', 'gone floppy', 'legs have gone weak and numb': 'gone' that says what a part
 * became, not that a sign has passed.
 */
const becomeStateWords = new Set([
  'red',
  'yellow',
  'blue',
  'cold',
  'pale',
  'white',
  'grey',
  'black',
  'dark',
  'purple',
  'stiff',
  'floppy',
  'limp',
  'hard',
  'swollen',
  'weak',
  'numb',
  'dead',
  'blind',
  'deaf',
]);
/** Negation words inside a wording ('arrive pas à boire', 'bébé ne bouge plus', 'does not wake up', 'ni selles ni gaz'). */
const innerNegations = new Set(['not', 'never', 'cannot', 'ne', 'pas', 'jamais']);
/**
 * Whether a wording carries its own negation: it opens with a cue, or holds a negation word inside, or
 * French 'plus' closing a negated verb ('arrive plus à boire'; not 'plus de 5 minutes', more than).
 */
function carriesOwnNegation(phrase: Phrase): boolean {
  // A capitalised abbreviation is no negation word: 'no SI' denies suicidal ideation (not Kiswahili 'si').
  if (phrase.needsCapitals) return false;
  // French 'ni … ni' twice in the wording; a lone Kiswahili 'ni' is 'is' ('jicho ni jekundu').
  const holdsNiNi = phrase.words.filter((word) => word === 'ni').length >= 2;
  return (
    holdsNiNi ||
    negationCues.has(phrase.words[0] ?? '') ||
    phrase.words.some(
      (word, position) =>
        innerNegations.has(word) ||
        (word === 'plus' && position > 0 && !['de', 'd'].includes(phrase.words[position + 1] ?? '')),
    )
  );
}
/** The words a loose wording names, its gaps left out: 'burning … passing urine' names three. */
const ownWordCount = (phrase: Phrase) => phrase.words.filter((word) => word !== looseGap).length;
const stemmedNegationPhrases = negationPhrases.map((words) => words.map(stemWord));
const stemmedNegationEnders = negationEndingPhrases.map((words) => words.map(stemWord));
const stemmedPseudoNegations = pseudoNegationPhrases.map((words) => words.map(stemWord));
const stemmedNeutralPhrases = neutralPhrases.map((words) => words.map(stemWord));
const stemmedUnreadOrganOedema = unreadOrganOedemaPhrases.map((words) => words.map(stemWord));
const stemmedTrailingNegations = trailingNegationPhrases.map((words) => words.map(stemWord));

const stemmedUncertainties = uncertaintyPhrases.map((words) => words.map(stemWord));
const stemmedLeadingUncertainties = leadingUncertaintyPhrases.map((words) => words.map(stemWord));

/** Words that, at the head of a part, point back to the part before: 'fever, which has now resolved'. */
const pointingBackWords = new Set([
  'which',
  'that',
  'it',
  'they',
  'has',
  'have',
  'had',
  'is',
  'are',
  'was',
  'were',
  'been',
  'now',
  'since',
  'then',
  'completely',
  'fully',
  'all',
  'both',
  'ambayo',
  'kisha',
  'qui',
  'est',
  'maintenant',
  'puis',
  'ensuite',
]);

/** Whether only words pointing back stand before slot `i` in its part. */
function opensItsPart(slots: readonly WordSlot[], i: number): boolean {
  const segment = slots[i]?.segment;
  for (let before = i - 1; before >= 0 && slots[before]?.segment === segment; before -= 1)
    if (!pointingBackWords.has(slots[before]?.token.text ?? '')) return false;
  return true;
}

const painStems = new Set(['pain', 'painful', 'ache']);
/** 'opens eyes to pain', 'tablets for pain': the pain is a stimulus or what a treatment is for, no finding. */
function isPainAsStimulusOrTreated(slots: readonly WordSlot[], index: number): boolean {
  const before = slots[index - 1]?.token.text;
  return painStems.has(slots[index]?.stem ?? '') && (before === 'to' || before === 'for');
}

/** What reading a clause needs besides its words. */
export interface ClauseReadingContext {
  /** The whole text the clause was cut from: its tokens' offsets point into it. */
  text: string;
  index: PhraseIndex;
  /** Where the clause's findings and the words it could not place are added. */
  reading: TextReading;
  carry: ClauseCarry;
  /** The patient is a child: a part opening with 'mother' or 'father' tells that parent's conditions. */
  isAboutChild: boolean;
  /** The patient is 5 years or older: 'the baby's eyes' are a baby's, not the patient's. */
  isPastInfancy: boolean;
}

/** Reads one clause into `context.reading`: its findings present or absent, and what it could not place. */
export function readClause(clause: readonly Token[], context: ClauseReadingContext): void {
  const { text: original, index, reading, carry, isAboutChild, isPastInfancy } = context;
  const { segments, tokensBySegment } = readSegments(clause);
  const countsAreAmounts = !tellsSupplyOrCourse(clause);
  const slots: WordSlot[] = tokensBySegment.flatMap((tokens, segment) =>
    tokens.map((token) => {
      const stem = stemWord(token.text);
      const corrected =
        (token.kind === 'word' ? alternativeForm(token.text, index) : undefined) ??
        (countsAreAmounts ? countAsMany(token) : undefined);
      return corrected ? { token, stem, segment, corrected: stemWord(corrected) } : { token, stem, segment };
    }),
  );
  const words = clause.filter((token) => token.kind !== 'break');
  const first = words[0];
  const last = words[words.length - 1];
  const evidence =
    first && last ? original.slice(first.start, last.end).trim().slice(0, 160) : original.trim();
  const isIntermittent = clause.some((token) => intermittentWords.has(token.text));
  // French 'ni ... ni' negates; a lone Swahili 'ni' ('it is') does not.
  const niNegates = clause.filter((token) => token.text === 'ni').length >= 2;
  const isVerb = (word: string) => isConjugatedSwahiliVerb(word, index);

  const clauseMatches: Array<TextMatch & { segment: number }> = [];
  let negatedSegment = -1;
  // Matches before this index already have their result stated; a later trailing 'negative' does not reach them.
  let resultBoundary = 0;
  const closeResults = () => {
    resultBoundary = clauseMatches.length;
  };
  // 'non-bloody diarrhoea': a prefix negation denies only the wording that starts at the next word.
  let negatedPhraseStart = -1;
  const negationCueBySegment = new Map<number, string>();
  const segmentsWithUnknownWords = new Set<number>();
  let unmatched: WordSlot[] = [];
  // Runs of words the phrase matcher could not place, shown at the end of the clause as not understood
  // unless a body site and its state among them were read together.
  const unmatchedRuns: WordSlot[][] = [];
  // What was not understood, in runs of words the reader could not place: a framing word ('shows',
  // 'medications') was understood, so it ends a run rather than being shown inside one.
  const flushUnmatched = () => {
    let run: WordSlot[] = [];
    for (const slot of unmatched) {
      if (framingWords.has(slot.token.text)) {
        unmatchedRuns.push(run);
        run = [];
      } else run.push(slot);
    }
    unmatchedRuns.push(run);
    unmatched = [];
  };
  const slotIndex = new Map(slots.map((slot, position) => [slot, position]));
  // Where (in the text) each match was read, and where an 'and' opens a clause of its own inside a part:
  // a list's negation reaches the part's items before that 'and', not after it.
  const positionOf = new Map<TextMatch, number>();
  const clauseStartBySegment = new Map<number, number>();
  let lastCue = '';
  const reportRun = (run: readonly WordSlot[]) => {
    const content = run.filter(
      (slot) =>
        !isFillerWord(slot.token.text) && !isPainAsStimulusOrTreated(slots, slotIndex.get(slot) ?? -1),
    );
    const firstContent = content[0];
    const lastContent = content[content.length - 1];
    if (firstContent && lastContent) {
      reading.unrecognised.push(original.slice(firstContent.token.start, lastContent.token.end));
      segmentsWithUnknownWords.add(firstContent.segment);
    }
  };
  const accepted: AcceptedWording[] = [];
  // Slots a loose wording took ('bitten … dog'): never re-read by a pair.
  const looseSlots = new Set<number>();
  const spans: AcceptedSpan[] = [];
  // A relative's illness or a past event is read (understood) but is not the patient's finding now;
  // 'a history of febrile fits' makes the fever of that wording past too.
  const patientsNow = (phrases: readonly Phrase[], start: number, end: number): Phrase[] => {
    const kindOf = (phrase: Phrase) => index.kindById.get(phrase.findingId);
    const isSymptomOrSign = (phrase: Phrase) => kindOf(phrase) === 'symptom' || kindOf(phrase) === 'sign';
    const isPast = phrases.some(
      (phrase) => isSymptomOrSign(phrase) && isPastEvent(slots, start, end, phrase.findingId),
    );
    // 'had malaria last year': an illness long over, its signs and test results too, and an event of the
    // history such as a head injury; a known condition stays.
    const isRemote = isRemotePastEvent(slots, start);
    const isRemoteEvent = isRemotePastEvent(slots, start, true);
    const isOver = (phrase: Phrase) =>
      (isPast && isSymptomOrSign(phrase)) ||
      (isRemoteEvent && recentEventFindings.has(phrase.findingId)) ||
      (isRemote &&
        ((kindOf(phrase) !== 'history' && kindOf(phrase) !== 'exposure') ||
          recentEventFindings.has(phrase.findingId)));
    const isOther = isAboutAnotherPerson(slots, start, end, {
      isChildsParentStatus:
        isAboutChild && phrases.some((phrase) => kindOf(phrase) === 'history' || kindOf(phrase) === 'lab'),
      patientIsChild: isAboutChild,
      patientIsPastInfancy: isPastInfancy,
    });
    // 'in her last pregnancy': a pregnancy before this one is no pregnancy now.
    const isEarlierPregnancy = (phrase: Phrase) =>
      currentPregnancyFindings.has(phrase.findingId) &&
      slots.slice(start, end).some((_, k) => isAnotherPregnancy(slots, start + k));
    // 'vidonge vya kuzuia mimba', 'to prevent malaria': what is prevented is not the patient's.
    if (isPrevented(slots, start)) return [];
    return phrases.filter(
      (phrase) =>
        !(isOther && kindOf(phrase) !== 'exposure') && !isOver(phrase) && !isEarlierPregnancy(phrase),
    );
  };
  // 'unable to rule out meningitis': what follows in the part is left open.
  let uncertainSegment = -1;
  const addMatches = (phrases: readonly Phrase[], slot: WordSlot, negated: boolean): TextMatch[] => {
    const facts = segments[slot.segment] ?? { isSudden: false };
    if (slot.segment === uncertainSegment) return [];
    return phrases.map((phrase) => {
      const match = {
        findingId: phrase.findingId,
        // A wording that carries its own negation ('not drinking', 'n'arrive pas à boire') starts a new one:
        // 'no fever and not drinking', 'pas de fièvre, n'arrive pas à boire'.
        present:
          phrase.present !==
          (negated && !carriesOwnNegation(phrase) && !(phrase.present === false && statesItsResult(phrase))),
        evidence,
        isSudden: facts.isSudden,
        isIntermittent,
        segment: slot.segment,
      };
      positionOf.set(match, slot.token.start);
      if (facts.severity) Object.assign(match, { severity: facts.severity });
      if (facts.durationDays !== undefined) Object.assign(match, { durationDays: facts.durationDays });
      if (facts.durationIsOnsetTime) Object.assign(match, { durationIsOnsetTime: true });
      clauseMatches.push(match);
      return match;
    });
  };
  // Phrases may overlap ('frequent small stools' + 'stools with blood'); one inside another is dropped
  // ('non productive cough' is not a productive cough).
  let coveredEnd = 0;
  // Words inside a loose phrase ('bitten on the leg by a dog') were understood, though other phrases may start there.
  let looseEnd = 0;
  const cuesInWordings = new Set<number>();
  for (let i = 0; i < slots.length; i += 1) {
    const slot = slots[i] as WordSlot;
    if (unmatched.length > 0 && unmatched[unmatched.length - 1]?.segment !== slot.segment) flushUnmatched();
    // 'denies chest pain and collapsed at work': 'and' opening a clause of its own ends the negation, and
    // so does 'and' before a reassurance ('no chest indrawing and drinking well' is no inability to drink).
    if (clauseJoiningWords.has(slot.token.text) && !clauseStartBySegment.has(slot.segment)) {
      const rest = slots.slice(i + 1).filter((after) => after.segment === slot.segment);
      const reassures = () =>
        rest.length > 0 && phrasesAt(slots, i + 1, index).phrases.some((phrase) => phrase.present === false);
      if (opensOwnClause([slot.token, ...rest.map((after) => after.token)], lastCue, isVerb) || reassures()) {
        clauseStartBySegment.set(slot.segment, slot.token.start);
        if (negatedSegment === slot.segment) {
          negatedSegment = -1;
          negationCueBySegment.delete(slot.segment);
        }
      }
    }
    // 'was not on treatment during pregnancy presents with cough': a new statement of what the patient has
    // ends the negation before it, and the list after it is the patient's.
    if (negatedSegment === slot.segment && phraseLengthAt(stemmedNegationEnders, slots, i) > 0) {
      negatedSegment = -1;
      negationCueBySegment.delete(slot.segment);
    }
    const atSlot = phrasesAt(slots, i, index);
    const { phrases: found, span } = isNamedCrisis(slots, i, atSlot.span, index) ? noPhrase : atSlot;
    if (i >= coveredEnd && found.length > 0 && isAdjectiveOnly(slots, i, span)) continue;
    const neutralLength = i >= coveredEnd ? phraseLengthAt(stemmedNeutralPhrases, slots, i) : 0;
    if (neutralLength > span) {
      flushUnmatched();
      coveredEnd = i + neutralLength;
      continue;
    }
    const unreadLength = i >= coveredEnd ? phraseLengthAt(stemmedUnreadOrganOedema, slots, i) : 0;
    if (unreadLength > span) {
      flushUnmatched();
      unmatched.push(...slots.slice(i, i + unreadLength));
      flushUnmatched();
      coveredEnd = i + unreadLength;
      i += unreadLength - 1;
      continue;
    }
    const loose = loosePhrasesAt(slots, i, index);
    // The longest wording wins, loose ones too: 'burning … passing urine' is dysuria, not a burn.
    // A leading article does not make a wording longer: 'a burn' loses to 'burning … urination' in
    // 'a burning sensation on urination'.
    // A loose wording's gap says nothing: it hides a wording it spans only when it names more words of its
    // own. 'burning … passing urine' (three words) hides 'burning'; 'scalded … water' (two) leaves the
    // narrower 'scalded chest and belly' (four) it spans, and both are read.
    const strictWords = found[0]?.words.filter((word) => !articles.has(word)).length ?? 0;
    const hides = (spanning: { phrases: readonly Phrase[]; end: number }) =>
      spanning.end > i + span && spanning.phrases.some((phrase) => ownWordCount(phrase) > strictWords);
    let looseIsLonger = hides(loose);
    for (
      let inside = i + 1;
      inside < i + span && !looseIsLonger && articles.has(slots[inside - 1]?.token.text ?? '');
      inside += 1
    ) {
      looseIsLonger = hides(loosePhrasesAt(slots, inside, index));
    }
    if (found.length > 0 && i + span > coveredEnd && !looseIsLonger) {
      flushUnmatched();
      const isPrefixNegated = negatedPhraseStart === i;
      const negated = negatedSegment === slot.segment || isPrefixNegated;
      // 'weakness or numbness in the legs': a one-word phrase joined to a longer one may share its words.
      const shared = span === 1 ? readCoordinated(slots, i, [], index, negated) : undefined;
      const told = shared?.phrases ?? found;
      // 'hawezi kuongea wala kukohoa' (cannot speak or cough): the inability to cough, never a cough.
      const underInability = !namesInability(told[0]?.words ?? []) && isUnderSwahiliInability(slots, i);
      const inability = underInability ? inabilityWordings(told[0]?.words ?? [], index) : [];
      // 'cannot walk, cries when we touch his knee': not bearing weight on one limb, not prostration.
      const phrases = readInabilityWithLimb(inability.length > 0 ? inability : told, slots, isAboutChild);
      // 'pain worse on coughing': the cough is what makes the pain worse, not a symptom of its own.
      // 'fever not responding': a wording opening with a pseudo-negation says nothing of the patient
      // when it is said of the finding before it or of a treatment.
      const isAttributed =
        (underInability && inability.length === 0) ||
        isAboutTreatment(slots, i + span) ||
        isInabilityFromPain(phrases, slots, i + span) ||
        (phraseLengthAt(stemmedPseudoNegations, slots, i) > 0 &&
          isSaidOfAnother(slots, i, i + span, (position) =>
            accepted.some((wording) => wording.end === position && wording.matches.length > 0),
          ));
      if (!isAggravator(slots, i) && !isAttributed) {
        const added = addMatches(patientsNow(phrases, i, i + span), slot, negated);
        accepted.push({ start: i, end: i + span, matches: added });
        if (phrases[0] && statesItsResult(phrases[0])) closeResults();
        // 'non-bloody diarrhoea' still says there is diarrhoea.
        const head = isPrefixNegated && span > 1 ? phrasesAt(slots, i + 1, index) : undefined;
        if (head && head.span === span - 1) addMatches(head.phrases, slot, negatedSegment === slot.segment);
      }
      spans.push({ start: i, end: i + span, words: phrases[0]?.words ?? [], negated });
      coveredEnd = i + span;
    }
    if (loose.phrases.length > 0 && !isAggravator(slots, i)) {
      flushUnmatched();
      addMatches(patientsNow(loose.phrases, i, loose.end), slot, negatedSegment === slot.segment);
      looseEnd = Math.max(looseEnd, loose.end);
      for (let position = i; position < loose.end; position += 1) looseSlots.add(position);
      // 'absent … reflex', 'reflexes … absent': a cue inside the wording is its value, not a negation of it.
      for (const phrase of loose.phrases) {
        if (isCueWord(phrase.words[0] ?? '')) cuesInWordings.add(i);
        if (isCueWord(phrase.words[phrase.words.length - 1] ?? '')) cuesInWordings.add(loose.end - 1);
      }
    }
    if (i < coveredEnd || cuesInWordings.has(i)) continue;
    // 'gallstones cannot be excluded': the findings before it in its part are left open;
    // 'unable to rule out meningitis': those after it.
    const uncertainLength = phraseLengthAt(stemmedUncertainties, slots, i);
    if (uncertainLength > 0) {
      const open = new Set(clauseMatches.filter((match) => match.segment === slot.segment));
      clauseMatches.splice(0, clauseMatches.length, ...clauseMatches.filter((match) => !open.has(match)));
      coveredEnd = i + uncertainLength;
      continue;
    }
    // 'rule out meningitis' (a plan) leaves it open, where 'ruled out meningitis' denies it: the stems are
    // the same, so the written word decides. What follows in later parts is read as told.
    const isPlanToRuleOut = slot.token.text === 'rule' && slots[i + 1]?.token.text === 'out';
    const leadingUncertainLength = isPlanToRuleOut
      ? 2
      : phraseLengthAt(stemmedLeadingUncertainties, slots, i);
    if (leadingUncertainLength > 0) {
      uncertainSegment = slot.segment;
      coveredEnd = i + leadingUncertainLength;
      continue;
    }
    // 'not responding to treatment', 'no improvement': negation words that deny no finding.
    const pseudoLength = phraseLengthAt(stemmedPseudoNegations, slots, i);
    if (pseudoLength > 0) {
      coveredEnd = i + pseudoLength;
      continue;
    }
    const sameSegmentMatches = clauseMatches.filter(
      (match, position) => match.segment === slot.segment && position >= resultBoundary,
    );
    // 'fits in childhood, none since', 'fever, which has now resolved': a part that opens with a trailing
    // cue, or with only words pointing back before it, speaks of the part before it.
    const startsItsPart = opensItsPart(slots, i);
    // 'headache, hakuna homa', 'cough, no fever': a cue that is also a leading negation and opens a part
    // with more words denies what follows it, not the part before.
    const leadsItsPart =
      startsItsPart &&
      sameSegmentMatches.length === 0 &&
      negationCues.has(slot.token.text) &&
      slots[i + 1]?.segment === slot.segment;
    const denied = leadsItsPart
      ? []
      : sameSegmentMatches.length > 0 || !startsItsPart
        ? sameSegmentMatches
        : clauseMatches.filter((match) => match.segment === slot.segment - 1);
    const trailingLength = phraseLengthAt(stemmedTrailingNegations, slots, i);
    if (trailingLength > 0 && denied.length > 0 && !isPersonWhoFell(slots, i, trailingLength)) {
      for (const match of denied) match.present = false;
      closeResults();
      coveredEnd = i + trailingLength;
      continue;
    }
    if (
      trailingNegationCues.has(slot.token.text) &&
      denied.length > 0 &&
      !(slot.token.text === 'gone' && becomeStateWords.has(slots[i + 1]?.token.text ?? ''))
    ) {
      for (const match of denied) match.present = false;
      closeResults();
      continue;
    }
    if (resultWords.has(slot.token.text)) closeResults();
    const negationLength = phraseLengthAt(stemmedNegationPhrases, slots, i);
    if (slot.token.text === 'non' && slots[i + 1]?.segment === slot.segment && negationLength === 0) {
      negatedPhraseStart = i + 1;
      continue;
    }
    if (negationLength > 0 || negationCues.has(slot.token.text) || (niNegates && slot.token.text === 'ni')) {
      negatedSegment = slot.segment;
      lastCue = slot.token.text;
      if (!negationCueBySegment.has(slot.segment)) negationCueBySegment.set(slot.segment, slot.token.text);
      coveredEnd = i + Math.max(1, negationLength);
      continue;
    }
    if (negatedSegment === slot.segment) {
      const bloodyForm = readBloodQualifier(slots, i, spans, index);
      if (bloodyForm.length > 0) {
        flushUnmatched();
        addMatches(bloodyForm, slot, true);
        continue;
      }
    }
    const inabilityOfWord = inabilityOfWordAt(slots, i, index);
    if (inabilityOfWord.length > 0) {
      flushUnmatched();
      addMatches(inabilityOfWord, slot, negatedSegment === slot.segment);
      continue;
    }
    if (!isFillerWord(slot.token.text)) {
      const coordinated = readCoordinated(slots, i, spans, index, negatedSegment === slot.segment);
      if (coordinated) {
        flushUnmatched();
        addMatches(coordinated.phrases, slot, coordinated.negated);
        continue;
      }
    }
    if (i >= looseEnd) unmatched.push(slot);
  }
  flushUnmatched();
  const usedByPairs = readSiteStatesInClause(
    slots,
    accepted,
    looseSlots,
    clauseMatches,
    carry,
    (phrase, start, end, negated) =>
      addMatches(patientsNow([phrase], start, end), slots[start] as WordSlot, negated),
  );
  const crying = readCryingOnHandling(slots);
  if (crying && !clauseMatches.some((match) => match.findingId === crying.findingId)) {
    const slot = slots[crying.position] as WordSlot;
    const phrase: Phrase = { findingId: crying.findingId, words: [], present: true, needsCapitals: false };
    const isDenied = slots
      .slice(0, crying.position)
      .some((other) => other.segment === slot.segment && negationCues.has(other.token.text));
    addMatches(patientsNow([phrase], crying.position, crying.position + 1), slot, isDenied);
    usedByPairs.add(slot);
  }
  for (const run of unmatchedRuns) {
    let part: WordSlot[] = [];
    for (const slot of run) {
      if (usedByPairs.has(slot)) {
        reportRun(part);
        part = [];
      } else part.push(slot);
    }
    reportRun(part);
  }
  denyListItems(clauseMatches, negationCueBySegment, tokensBySegment, segmentsWithUnknownWords, index, {
    positionOf,
    clauseStartBySegment,
  });
  const asleepNow = isToldAsleep(clause);
  const dailyCourseOnly = tellsDailyCourseOnly(clause);
  reading.matches.push(
    ...clauseMatches
      .filter((match) => !(asleepNow && match.present && normalInSleep.has(match.findingId)))
      .filter((match) => !(match.present && isCourseNotOverdose(match.findingId, dailyCourseOnly)))
      .filter((match) => !(match.present && isColdOfSweat(match.findingId, clause)))
      .filter((match) => !(match.present && isSleepingThrough(match.findingId, clause)))
      .map(({ segment: _segment, ...match }) => match),
  );
}

/**
 * A clause telling the patient asleep ('breathing slowly while she sleeps', 'noisy breathing when asleep'),
 * with no word of failing to wake or of gasping: breathing then is slow and may be noisy (snoring).
 */
function isToldAsleep(clause: readonly Token[]): boolean {
  const words = new Set(clause.map((token) => token.text));
  return (
    [...sleepWords].some((word) => words.has(word)) && ![...sleepDangerWords].some((word) => words.has(word))
  );
}
