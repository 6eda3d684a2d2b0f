import { describe, it, expect } from 'vitest';
import { normaliseWording } from './normalise-wording';
import { stemWord } from './stem';

describe('irregular verb forms and plurals meet their base form', () => {
  it.each([
    ['bled', 'bleeding'],
    ['swollen', 'swelling'],
    ['fell', 'falls'],
    ['fallen', 'falling'],
    ['woken', 'wake'],
    ['woke', 'wakes'],
    ['threw', 'throwing'],
    ['drank', 'drinking'],
    ['ate', 'eating'],
    ['lay', 'lying'],
    ['slept', 'sleeping'],
    ['feet', 'foot'],
    ['teeth', 'tooth'],
    ['metastases', 'metastasis'],
  ])('"%s" reads as "%s"', (form, base) => {
    expect(stemWord(form)).toBe(stemWord(base));
  });

  it('matches a whole wording written with the base form', () => {
    expect(normaliseWording('has not woken')).toBe(normaliseWording('has not wake'));
    expect(normaliseWording('she bled heavily')).toBe(normaliseWording('she bleeding heavily'));
  });

  it.each([
    ['left', 'leave'],
    ['bit', 'bite'],
    ['shot', 'shoot'],
    ['wound', 'wind'],
    ['torn', 'tears'],
    ['bled', 'blend'],
    ['fell', 'feel'],
    ['ate', 'at'],
    ['stabbing', 'stabbed'],
    ['fishing', 'fish'],
  ])('leaves "%s" apart from "%s"', (form, other) => {
    expect(stemWord(form)).not.toBe(stemWord(other));
  });
});

describe('British and American spellings meet', () => {
  it.each([
    ['haemorrhage', 'hemorrhage'],
    ['oedema', 'edema'],
    ['diarrhoea', 'diarrhea'],
    ['dyspnoea', 'dyspnea'],
    ['foetal', 'fetal'],
    ['paediatric', 'pediatric'],
    ['orthopaedic', 'orthopedic'],
    ['tumour', 'tumor'],
    ['paralysed', 'paralyzed'],
    ['analyses', 'analyzes'],
    ['hospitalisation', 'hospitalization'],
    ['immunising', 'immunizing'],
  ])('"%s" reads as "%s"', (british, american) => {
    expect(stemWord(british)).toBe(stemWord(american));
  });

  it('leaves words without those spellings as they are', () => {
    expect(stemWord('crisis')).not.toBe(stemWord('crizis'));
    expect(stemWord('tour')).toBe('tour');
  });
});
