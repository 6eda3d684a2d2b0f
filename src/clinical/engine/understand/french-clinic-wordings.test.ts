import { describe, expect, it } from 'vitest';
import { createEngine } from '../index';
import type { ClinicalInput } from '../types';

/*
 * French as it is written in francophone clinics: mania charted as raised mood and many projects (mhGAP 2.0,
 * 2016), a half-face that no longer moves with the forehead involved (MSF Guide clinique 2023), a red streak
 * climbing the leg (lymphangitis; OMS MMDP filariose 2013), a dry cough turning wet (bronchite aiguë), and the
 * fuel of a wick lamp drunk by a child (Pocket Book FR 2013, 1.10.2), a painful 'tuméfaction' of the armpit
 * (bubon), a heavy drinker, overflow dribbling. Wordings are our own, not a case's.
 */
const engine = createEngine();
const now = new Date('2026-11-29T10:00:00Z');
const present = (symptoms: string[], age = 30) =>
  engine
    .diagnose({ symptoms, patient: { age } } as ClinicalInput, now)
    .diagnosis.findingsUsed.filter((finding) => finding.present)
    .map((finding) => finding.findingId);

const readings: [string, string, number?][] = [
  ['sa femme dit que son humeur est très élevée', 'elevated-mood'],
  ['il parle vite et dépense beaucoup', 'elevated-mood'],
  ['multiplication des projets depuis une semaine', 'elevated-mood'],
  ['il dort deux heures par nuit sans fatigue', 'reduced-need-for-sleep'],
  ['hémiface droite immobile depuis hier', 'facial-droop', 40],
  ['paralysie faciale droite, front compris', 'facial-weakness-forehead-involved', 40],
  ['une traînée rouge monte sur le bras', 'red-hot-swollen-skin'],
  ['lymphangite de la jambe', 'red-hot-swollen-skin'],
  ['toux sèche devenue grasse', 'productive-cough'],
  ['la toux est maintenant grasse', 'productive-cough'],
  ['le petit a bu dans la lampe', 'kerosene-ingestion', 3],
  ["tuméfaction chaude et douloureuse sous l'aisselle", 'painful-bubo', 12],
  ['gros buveur depuis vingt ans', 'alcohol-use', 50],
  ['mictions par regorgement depuis un mois', 'weak-stream-hesitancy', 70],
];

// Calm twins: the same words about something harmless.
const calm: [string, string, number?][] = [
  ['humeur triste depuis un mois', 'elevated-mood'],
  ['il dort bien la nuit', 'reduced-need-for-sleep'],
  ['le visage est normal, il bouge bien', 'facial-droop', 40],
  ['toux sèche depuis trois jours', 'productive-cough'],
  ['la lampe à pétrole est tombée et a brûlé sa main', 'kerosene-ingestion', 3],
  ["petite tuméfaction indolore de l'aisselle", 'painful-bubo', 40],
  ['gros mangeur, ne boit que de l eau', 'alcohol-use', 50],
];

describe('French as written in francophone clinics', () => {
  it.each(readings)('reads "%s" as %s', (text, findingId, age) => {
    expect(present([text], age ?? 30)).toContain(findingId);
  });
  it.each(calm)('does not read "%s" as %s', (text, findingId, age) => {
    expect(present([text], age ?? 30)).not.toContain(findingId);
  });
});

describe('a breast lump with weak legs is cord compression by its spread (Kenya cancer protocols 2019)', () => {
  const topOf = (symptoms: string[], age: number, gender: string) =>
    engine.diagnose({ symptoms, patient: { age, gender } } as ClinicalInput, now).diagnosis.primaryDiagnosis
      .conditionId;
  it('puts breast cancer first when a woman with a breast mass loses her legs and cannot pass urine', () => {
    expect(
      topOf(
        [
          'masse dure au sein droit depuis un an',
          'mal au dos, puis paralysie des deux jambes',
          'ne peut plus uriner',
        ],
        52,
        'female',
      ),
    ).toBe('breast-cancer');
  });
  it('keeps a child with floppy legs and no breast mass acute flaccid paralysis', () => {
    expect(
      topOf(['fièvre puis paralysie flasque des deux jambes', 'ne peut plus marcher'], 4, 'male'),
    ).not.toBe('breast-cancer');
  });
});
