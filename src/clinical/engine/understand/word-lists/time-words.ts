/** Words of time: units and the words that place a part of a sentence at its own moment. Folded, as typed. */

/**
 * Words that place a part of a sentence at its own moment ('had a fit this morning', 'now cannot drink'):
 * that part does not take the duration another part of the sentence gives ('fever for 2 days').
 */
export const timeAnchorWords = new Set([
  'now',
  'today',
  'yesterday',
  'tonight',
  'sasa',
  'leo',
  'jana',
  'hier',
  'aujourd',
  'maintenant',
]);

/** 'this morning', 'this evening': a part of the day after 'this' anchors a part of a sentence too. */
export const partOfDayWords = new Set(['morning', 'afternoon', 'evening', 'night']);

/** Time units in days. Swahili puts the unit first ('siku tatu'), English and French after the number. */
export const timeUnitDays: Record<string, number> = {
  minute: 1 / 1440,
  minutes: 1 / 1440,
  min: 1 / 1440,
  mins: 1 / 1440,
  dakika: 1 / 1440,
  hour: 1 / 24,
  hours: 1 / 24,
  hr: 1 / 24,
  hrs: 1 / 24,
  h: 1 / 24,
  saa: 1 / 24,
  masaa: 1 / 24,
  heure: 1 / 24,
  heures: 1 / 24,
  day: 1,
  days: 1,
  d: 1,
  dys: 1,
  siku: 1,
  jour: 1,
  jours: 1,
  j: 1,
  nights: 1,
  night: 1,
  week: 7,
  weeks: 7,
  wk: 7,
  wks: 7,
  w: 7,
  wiki: 7,
  semaine: 7,
  semaines: 7,
  sem: 7,
  month: 30,
  months: 30,
  mo: 30,
  mths: 30,
  mth: 30,
  mwezi: 30,
  miezi: 30,
  mois: 30,
  year: 365,
  years: 365,
  yr: 365,
  yrs: 365,
  mwaka: 365,
  miaka: 365,
  an: 365,
  ans: 365,
  annee: 365,
  annees: 365,
  decade: 3650,
  decades: 3650,
};
