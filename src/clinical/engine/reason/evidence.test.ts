import { describe, expect, it } from 'vitest';
import { loadKnowledge } from '../../knowledge/load-knowledge';
import type { FindingObservation } from '../types';
import { prepareObservations, weighEvidence } from './evidence';

const knowledge = loadKnowledge();
const condition = (id: string) => knowledge.conditions.find((entry) => entry.id === id)!;
const observed = (findingId: string, present: boolean): FindingObservation => ({
  findingId,
  present,
  source: 'symptom',
  evidence: findingId,
});
const weightOf = (conditionId: string, findingId: string, present: boolean) =>
  weighEvidence(
    condition(conditionId),
    prepareObservations([observed(findingId, present)], knowledge.findingById),
  )[0]?.logLikelihoodRatio;

describe('absent evidence counts by its likelihood ratio from the condition’s sensitivity', () => {
  it('a defining finding recorded absent weighs against the condition by (1 - sensitivity) / specificity', () => {
    const entry = condition('rheumatic-heart-disease').findings.find((f) => f.findingId === 'heart-murmur')!;
    const baseRate = knowledge.findingById.get('heart-murmur')!.baseRate;
    const expected = Math.log((1 - entry.frequency) / (entry.specificity ?? 1 - baseRate));
    expect(weightOf('rheumatic-heart-disease', 'heart-murmur', false)).toBeCloseTo(expected, 6);
    expect(expected).toBeLessThan(-1);
  });

  it('the more sensitive the finding, the more its absence counts: no lymph nodes weighs more against lymphoma than no fever', () => {
    expect(weightOf('lymphoma', 'lymphadenopathy', false)!).toBeLessThan(
      weightOf('lymphoma', 'fever', false)!,
    );
  });

  it('a finding the condition rules out, recorded present, weighs strongly against it: a birth is not a miscarriage', () => {
    expect(weightOf('miscarriage', 'recent-childbirth', true)!).toBeLessThan(Math.log(0.1));
  });

  it('a condition whose defining finding is neither present nor reported weighs down once, recorded absent or not', () => {
    const unreported = weighEvidence(
      condition('drowning'),
      prepareObservations([observed('cough', true)], knowledge.findingById),
    );
    const recordedAbsent = weighEvidence(
      condition('drowning'),
      prepareObservations([observed('cough', true), observed('drowning', false)], knowledge.findingById),
    );
    const penalty = (weights: typeof unreported) =>
      weights.filter((weight) => weight.observation.findingId === 'drowning');
    expect(penalty(unreported)).toHaveLength(1);
    expect(penalty(unreported)[0]!.logLikelihoodRatio).toBeLessThan(0);
    expect(penalty(recordedAbsent)).toHaveLength(1);
    expect(penalty(recordedAbsent)[0]!.logLikelihoodRatio).toBeLessThanOrEqual(Math.log(0.05));
    const withDefining = weighEvidence(
      condition('drowning'),
      prepareObservations([observed('cough', true), observed('drowning', true)], knowledge.findingById),
    );
    expect(withDefining.every((weight) => weight.logLikelihoodRatio > Math.log(0.05))).toBe(true);
  });

  it('an emergency condition whose defining finding is merely unmentioned weighs down far less than when it is recorded absent', () => {
    const penaltyOf = (conditionId: string, extra: FindingObservation[]) =>
      weighEvidence(
        condition(conditionId),
        prepareObservations([observed('severe-headache', true), ...extra], knowledge.findingById),
      ).find((weight) => weight.observation.findingId === 'severe-hypertension-reading')!.logLikelihoodRatio;
    const unmentioned = penaltyOf('hypertensive-emergency', []);
    const recordedAbsent = penaltyOf('hypertensive-emergency', [
      observed('severe-hypertension-reading', false),
    ]);
    expect(unmentioned).toBeGreaterThan(Math.log(0.05) + 1);
    expect(recordedAbsent).toBeLessThanOrEqual(Math.log(0.05));
  });

  it('an injury condition keeps the full penalty when no injury is told: it is why such a patient is brought (definedBy.isAlwaysTold)', () => {
    const weights = weighEvidence(
      condition('multiple-injuries-shock'),
      prepareObservations(
        [observed('chest-pain', true), observed('tachycardia', true)],
        knowledge.findingById,
      ),
    );
    expect(Math.min(...weights.map((weight) => weight.logLikelihoodRatio))).toBeLessThanOrEqual(
      Math.log(0.05),
    );
  });

  it('a routine or urgent condition whose defining finding is listed as nearly always there weighs its silence at that frequency (no drinking told, no alcohol withdrawal: mhGAP SUB)', () => {
    const untold = (conditionId: string) =>
      Math.min(
        ...weighEvidence(
          condition(conditionId),
          prepareObservations(
            [observed('sleep-disturbance', true), observed('agitation', true)],
            knowledge.findingById,
          ),
        ).map((weight) => weight.logLikelihoodRatio),
      );
    // alcohol-use is listed at 0.98: its silence weighs about log(0.02), more than log(0.05)
    expect(untold('alcohol-withdrawal-use-disorder')).toBeLessThanOrEqual(Math.log(0.021));
  });

  it('control: a defining finding listed at 0.9 keeps the floor of log(0.05), and an emergency the milder weight of silence', () => {
    const weights = weighEvidence(
      condition('pneumonia-adult'),
      prepareObservations([observed('fever', true)], knowledge.findingById),
    );
    expect(Math.min(...weights.map((weight) => weight.logLikelihoodRatio))).toBeCloseTo(Math.log(0.05), 5);
    const emergency = weighEvidence(
      condition('neonatal-hypothermia'),
      prepareObservations([observed('lethargy', true)], knowledge.findingById),
      0,
    );
    expect(Math.min(...emergency.map((weight) => weight.logLikelihoodRatio))).toBeGreaterThan(Math.log(0.05));
  });

  it('control: a routine condition keeps the full penalty when its defining finding is unmentioned (no cough or breathlessness, no pneumonia)', () => {
    const weights = weighEvidence(
      condition('pneumonia-adult'),
      prepareObservations([observed('fever', true)], knowledge.findingById),
    );
    expect(Math.min(...weights.map((weight) => weight.logLikelihoodRatio))).toBeLessThanOrEqual(
      Math.log(0.05),
    );
  });
});

describe('sepsis needs a focus of infection, except where sepsis is often afebrile and silent', () => {
  const sepsisWeights = (findingIds: string[], ageYears?: number) =>
    weighEvidence(
      condition('sepsis'),
      prepareObservations(
        findingIds.map((id) => observed(id, true)),
        knowledge.findingById,
      ),
      ageYears,
    ).reduce((sum, weight) => sum + weight.logLikelihoodRatio, 0);

  it('any focus defines it, not fever alone: pus in a wound, burning urine, diarrhoea in known HIV', () => {
    const noFocus = sepsisWeights(['confusion', 'hypotension'], 40);
    for (const focus of ['dirty-wound', 'dysuria', 'known-hiv', 'diarrhoea', 'neck-stiffness'])
      expect(sepsisWeights(['confusion', 'hypotension', focus], 40)).toBeGreaterThan(noFocus);
  });

  it('in the elderly and under 2 months the missing focus does not weigh; at 40 years it does', () => {
    const at = (age: number) => sepsisWeights(['confusion', 'hypotension'], age);
    expect(at(70)).toBeGreaterThan(at(40));
    expect(at(1 / 12)).toBeGreaterThan(at(40));
  });
});
