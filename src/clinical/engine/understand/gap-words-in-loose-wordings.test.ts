import { describe, expect, it } from 'vitest';
import { findings } from '../../knowledge/findings';
import { createUnderstanding } from './understand-input';

/*
 * A word that adds only degree ('très', 'very') is stepped over inside a run of a loose wording, as it is in a
 * wording without '…'; and French 'œdème palpébral' is swelling of the eyelids, not of the legs.
 */
const understand = createUnderstanding(findings);
const present = (text: string) =>
  understand({ symptoms: [text], patient: {} })
    .findings.filter((finding) => finding.source === 'symptom' && finding.present)
    .map((finding) => finding.findingId);

describe('gap words inside a loose wording', () => {
  it('reads a very painful swelling in the armpit with or without its intensifier', () => {
    expect(present("un gonflement très douloureux dans l'aisselle droite")).toContain('painful-bubo');
    expect(present("un gonflement douloureux dans l'aisselle droite")).toContain('painful-bubo');
  });

  it('calm twin: a painless swelling in the armpit is no bubo', () => {
    expect(present("un gonflement indolore dans l'aisselle droite")).not.toContain('painful-bubo');
  });
});

describe('eyelid oedema in French', () => {
  it('is swelling round the eye, not leg swelling', () => {
    const read = present('œdème palpébral des deux côtés depuis ce matin');
    expect(read).toContain('periorbital-swelling');
    expect(read).not.toContain('leg-swelling');
  });
});
