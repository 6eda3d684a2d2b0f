import { describe, expect, it } from 'vitest';
import { createClinicalTranslator } from '../../language';
import { conditions } from '../../knowledge/conditions';
import { meows, news2 } from '../../knowledge/early-warning-scores';
import { findings } from '../../knowledge/findings';
import { sources } from '../../knowledge/sources';
import { french } from '../../knowledge/translations/fr';
import { swahili } from '../../knowledge/translations/sw';
import { createEngine } from '..';
import type { FindingObservation, PatientFacts, Vitals } from '../types';
import { earlyWarningAlarm, meowsAlarm, news2Alarm } from './early-warning';

/*
 * Aggregate early-warning scores: NEWS2 (RCP 2017) for adults, MEOWS (Singh et al., Anaesthesia 2012) in
 * pregnancy and up to 42 days after a birth. Signs each only moderately abnormal, together dangerous, beside
 * a calm twin whose signs score below the thresholds.
 */
const told = (findingId: string): FindingObservation => ({
  findingId,
  present: true,
  source: 'symptom',
  evidence: findingId,
});
const adult = (vitals: Vitals, extra: Partial<PatientFacts> = {}): PatientFacts => ({
  ageYears: 45,
  sex: 'female',
  allergies: [],
  medicalHistory: [],
  vitals,
  ...extra,
});

describe('NEWS2 scoring (RCP 2017, Chart 1 and Chart 3)', () => {
  it('adds the points of the signs measured: 7 or more is an emergency response', () => {
    // RR 28 (3) + SpO2 92 (2) + pulse 118 (2) + systolic 104 (1) = 8
    const alarm = news2Alarm({ respiratoryRate: 28, spo2: 92, heartRate: 118, systolicBP: 104 }, []);
    expect(alarm?.urgency).toBe('emergency');
    expect(alarm?.reason).toContain('NEWS2 early warning score 8 from 4 measured signs');
  });

  it('5 or 6 is an urgent response; a single sign scoring 3 is an urgent review', () => {
    // RR 22 (2) + pulse 115 (2) + temperature 38.5 (1) = 5
    expect(news2Alarm({ respiratoryRate: 22, heartRate: 115, temperatureC: 38.5 }, [])?.urgency).toBe(
      'urgent',
    );
    // Pulse 135 (3) alone
    const single = news2Alarm({ heartRate: 135, respiratoryRate: 16 }, []);
    expect(single?.urgency).toBe('urgent');
    expect(single?.reason).toContain('one sign scoring 3');
  });

  it('raises nothing below 5 without a sign scoring 3', () => {
    // RR 22 (2) + pulse 95 (1) + temperature 38.5 (1) = 4
    expect(news2Alarm({ respiratoryRate: 22, heartRate: 95, temperatureC: 38.5 }, [])).toBeUndefined();
    expect(news2Alarm({}, [])).toBeUndefined();
  });

  it('scores the band edges of the chart', () => {
    const pointsOf = (vitals: Vitals) =>
      Number(/score (\d+)/.exec(news2Alarm(vitals, [])?.reason ?? '')?.[1] ?? 0);
    expect(pointsOf({ respiratoryRate: 25 })).toBe(3);
    expect(pointsOf({ respiratoryRate: 24, heartRate: 131 })).toBe(5);
    expect(pointsOf({ spo2: 91 })).toBe(3);
    expect(pointsOf({ systolicBP: 90 })).toBe(3);
    expect(pointsOf({ systolicBP: 220 })).toBe(3);
    expect(pointsOf({ temperatureC: 35 })).toBe(3);
    expect(pointsOf({ heartRate: 40 })).toBe(3);
    // 20/min, 96%, 111 mmHg, 90/min, 36.1-38.0 °C score 0
    expect(
      news2Alarm({ respiratoryRate: 20, spo2: 96, systolicBP: 111, heartRate: 90, temperatureC: 38 }, []),
    ).toBeUndefined();
  });

  it('counts new confusion as 3 points, not a history of it', () => {
    const vitals = { respiratoryRate: 22, heartRate: 95, temperatureC: 38.5 };
    expect(news2Alarm(vitals, [told('confusion')])?.urgency).toBe('emergency');
    expect(news2Alarm(vitals, [{ ...told('confusion'), source: 'history' }])).toBeUndefined();
  });
});

describe('MEOWS triggers (Singh et al. 2012, Table 1)', () => {
  it('one red or two yellow triggers call for an urgent medical review', () => {
    expect(meowsAlarm({ spo2: 93 }, [])?.urgency).toBe('urgent');
    expect(meowsAlarm({ heartRate: 110, respiratoryRate: 24 }, [])?.reason).toContain(
      '0 red and 2 yellow triggers',
    );
    expect(meowsAlarm({ heartRate: 110, respiratoryRate: 18, spo2: 98 }, [])).toBeUndefined();
    expect(meowsAlarm({ systolicBP: 150, diastolicBP: 95 }, [])?.urgency).toBe('urgent');
    expect(meowsAlarm({ systolicBP: 148, diastolicBP: 88, temperatureC: 38 }, [])).toBeUndefined();
  });
});

describe('which chart applies', () => {
  const dangerous = { respiratoryRate: 28, spo2: 92, heartRate: 118, systolicBP: 104 };
  it('MEOWS in pregnancy and after a recent birth, NEWS2 for other adults, none for children', () => {
    expect(earlyWarningAlarm(adult(dangerous), [], new Set())?.reason).toMatch(/^NEWS2/);
    expect(earlyWarningAlarm(adult(dangerous, { pregnant: true }), [], new Set())?.reason).toMatch(/MEOWS/);
    expect(earlyWarningAlarm(adult(dangerous), [], new Set(['recent-childbirth']))?.reason).toMatch(/MEOWS/);
    expect(earlyWarningAlarm(adult(dangerous, { ageYears: 12 }), [], new Set())).toBeUndefined();
    const { ageYears: _unknown, ...ageUnknown } = adult(dangerous);
    expect(earlyWarningAlarm(ageUnknown, [], new Set())).toBeUndefined();
  });
});

describe('the engine raises an alarm from moderately abnormal signs together', () => {
  const engine = createEngine();
  const now = new Date('2026-11-29T08:00:00Z');
  const triageOf = (text: string, age: number, gender: 'male' | 'female') =>
    engine.diagnose({ symptoms: [text], patient: { age, gender, country: 'KE' } }, now).diagnosis.triage;

  it('breathless lying flat with HR 118, RR 28, SpO2 92%, BP 104/70 is an emergency; its calm twin is not', () => {
    const story = 'gave birth 2 months ago, breathless when lying flat for 5 days';
    const dangerous = triageOf(`${story}, HR 118, RR 28, SpO2 92%, BP 104/70`, 30, 'female');
    expect(dangerous.urgency).toBe('emergency');
    expect(dangerous.reasons.join(' ')).toContain('NEWS2 early warning score 8 from 4 measured signs');
    const calm = triageOf(`${story}, HR 84, RR 18, SpO2 97%, BP 118/74`, 30, 'female');
    expect(calm.reasons.join(' ')).not.toContain('NEWS2');
    expect(calm.urgency).not.toBe('emergency');
  });

  it('vitals typed in the profile count like those written in the text', () => {
    const diagnosis = engine.diagnose(
      {
        symptoms: ['cough and fever for 3 days'],
        patient: {
          age: 50,
          gender: 'male',
          vitals: { heartRate: 120, respiratoryRate: 26, spo2: 93, temperatureC: 38.6 },
        },
      },
      now,
    ).diagnosis;
    // RR 26 (3) + SpO2 93 (2) + pulse 120 (2) + 38.6 °C (1) = 8
    expect(diagnosis.triage.reasons.join(' ')).toContain('NEWS2 early warning score 8 from 4 measured signs');
    expect(diagnosis.triage.urgency).toBe('emergency');
  });
});

describe('the early-warning knowledge', () => {
  it('cites known sources', () => {
    const known = new Set(sources.map((source) => source.id));
    const cited = [...news2.citations, ...meows.citations].map((citation) => citation.sourceId);
    expect(cited.filter((id) => !known.has(id))).toEqual([]);
  });

  it.each([
    ['sw', swahili],
    ['fr', french],
  ] as const)('%s: every reason and action is translated', (_, data) => {
    const translator = createClinicalTranslator(data, { conditions, findings });
    const texts = [
      news2Alarm({ respiratoryRate: 28, spo2: 92, heartRate: 118, systolicBP: 104 }, [])!,
      news2Alarm({ respiratoryRate: 22, heartRate: 115, temperatureC: 38.5 }, [])!,
      news2Alarm({ heartRate: 135 }, [])!,
      meowsAlarm({ spo2: 93 }, [])!,
    ].flatMap((alarm) => [alarm.reason, ...alarm.actions]);
    expect(texts.filter((text) => translator.translate(text) === undefined)).toEqual([]);
  });
});
