import { describe, expect, it } from 'vitest';
import { createEngine } from '../index';
import type { ClinicalInput } from '../types';
import { joinContinuationLines, joinSiteLists, listItemClauses } from './site-lists';
import { tokenise } from './tokenise';

/*
 * A list's head word governs every item of the list, joined by commas, 'and' or over two symptom lines;
 * each case has its twin without the item that makes the danger.
 */
const engine = createEngine();
const now = new Date('2026-06-15T09:00:00Z');
const present = (symptoms: string[], patient: ClinicalInput['patient']) =>
  engine
    .diagnose({ symptoms, patient }, now)
    .diagnosis.findingsUsed.filter((finding) => finding.present)
    .map((finding) => finding.findingId);
const newborn = { age: 4 / 365, gender: 'male' as const, country: 'KE' };
const child = { age: 4, gender: 'female' as const, country: 'UG' };
const adult = { age: 34, gender: 'male' as const, country: 'KE' };

describe('a list of body sites under one head word', () => {
  it('yellow reaching the palms and soles, told in a list, is severe jaundice; on the face and chest it is not', () => {
    expect(present(['yellow on the face, chest, legs, palms and soles'], newborn)).toContain(
      'jaundice-palms-soles',
    );
    const denied = present(
      ['face and eyes a little yellow', 'the yellow is not on his legs or feet'],
      newborn,
    );
    expect(denied).not.toContain('jaundice-palms-soles');
    const calm = present(['yellow on the face and chest'], newborn);
    expect(calm).toContain('jaundice');
    expect(calm).not.toContain('jaundice-palms-soles');
  });

  it('burns on the chest, both arms and face: a face burn and a large area; on the chest alone neither', () => {
    const listed = present(['burns on the chest, both arms and face'], child);
    expect(listed).toEqual(expect.arrayContaining(['burn', 'face-or-airway-burn', 'extensive-burn']));
    const calm = present(['burns on the chest'], child);
    expect(calm).toContain('burn');
    expect(calm).not.toContain('face-or-airway-burn');
    expect(calm).not.toContain('extensive-burn');
  });

  it('a French or Kiswahili list closed by a side is still a list; the limb alone is not the trunk', () => {
    for (const told of [
      'peau décollée et cloques sur la poitrine, le ventre et le bras droit',
      'malengelenge kifuani, tumboni na mguu wa kushoto',
    ])
      expect(present([told], child)).toContain('burn-site-trunk-or-limbs');
    expect(present(['peau décollée et cloques sur le bras droit'], child)).not.toContain(
      'burn-site-trunk-or-limbs',
    );
  });

  it('a list closed by one limb of a pair is still a list', () => {
    expect(present(['scalded, blisters over the chest, belly and one leg'], child)).toContain(
      'burn-site-trunk-or-limbs',
    );
    expect(present(['scalded, blisters over one leg'], child)).not.toContain('burn-site-trunk-or-limbs');
  });

  it('a rash on the trunk, palms and soles reaches the palms and soles; on the trunk and back it does not', () => {
    expect(present(['rash on trunk, palms and soles'], adult)).toContain('rash-palms-soles');
    expect(present(['rash on trunk and back'], adult)).not.toContain('rash-palms-soles');
  });

  it('blood in urine and stool is blood in each', () => {
    expect(present(['blood in urine and stool'], adult)).toEqual(
      expect.arrayContaining(['haematuria', 'bloody-diarrhoea']),
    );
    expect(present(['blood in urine'], adult)).not.toContain('bloody-diarrhoea');
  });
});

describe('a symptom line that only continues the line before', () => {
  it('a scald told on one line and its sites on the next is one large burn', () => {
    expect(present(['scalded by hot tea', 'chest and both arms'], child)).toContain('extensive-burn');
    expect(present(['scalded by hot tea', 'cough since yesterday'], child)).not.toContain('extensive-burn');
  });

  it('joins a line of sites or of an amount to the line before, and nothing else', () => {
    expect(joinContinuationLines(['scalded by hot tea.', 'chest and both arms', 'cough'])).toEqual([
      'scalded by hot tea chest and both arms',
      'cough',
    ]);
    expect(joinContinuationLines(['vomited blood', 'about two cups'])).toEqual([
      'vomited blood about two cups',
    ]);
    expect(joinContinuationLines(['chest and both arms'])).toEqual(['chest and both arms']);
    expect(joinContinuationLines(['fever', 'headache'])).toEqual(['fever', 'headache']);
  });
});

describe('the list rule itself', () => {
  const text = (tokens: ReturnType<typeof tokenise>) => tokens.map((token) => token.text).join(' ');
  it('joins a comma before sites as "and", not a comma before a symptom', () => {
    expect(text(joinSiteLists(tokenise('burns on the chest, both arms and face')))).toBe(
      'burns on the chest and both arms and face',
    );
    expect(text(joinSiteLists(tokenise('pain in the chest, cough')))).toBe('pain in the chest , cough');
  });

  it('gives each item its head; a lone site gives nothing', () => {
    const clauses = listItemClauses(tokenise('burns on the chest and both arms and face')).map(text);
    expect(clauses).toEqual(['burns on the chest', 'burns on both arms', 'burns on face']);
    expect(listItemClauses(tokenise('chest pain and arm numbness'))).toEqual([]);
  });
});
