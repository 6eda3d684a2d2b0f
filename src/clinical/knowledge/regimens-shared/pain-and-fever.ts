import type { Citation, Regimen } from '../types';
import { perKg } from '../dose-rules';
import { bnf, bnfc, pocketBook } from './citations';

type Item = Regimen['items'][number];

/** Paracetamol and ibuprofen items, shared by the regimens that relieve fever or pain. */
export const paracetamol = (
  indication: string,
  citation: Citation = pocketBook('Annex 2: drug dosages, paracetamol'),
): Item => ({
  medicineId: 'paracetamol',
  route: 'oral',
  dose: perKg(15, 1000, 4000, 10),
  frequency: 'every 6 hours as needed',
  dosesPerDay: 4,
  duration: 'while fever or pain lasts',
  indication,
  alternativeIds: [],
  citations: [citation],
});
export const ibuprofen = (indication: string, alternativeIds: string[] = []): Item => ({
  medicineId: 'ibuprofen',
  route: 'oral',
  dose: perKg(10, 400, 1200, 10),
  frequency: 'every 8 hours with food',
  dosesPerDay: 3,
  duration: 'up to 5 days',
  indication,
  alternativeIds,
  citations: [bnfc('Ibuprofen: pain and inflammation'), bnf('Ibuprofen: mild to moderate pain')],
});
