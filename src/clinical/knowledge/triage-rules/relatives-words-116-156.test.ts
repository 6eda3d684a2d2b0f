import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';

/*
 * Emergencies of conditions 116-156 told as relatives tell them, each with a calm twin:
 * - 'cannot pass water' is acute urinary retention (Kenya Clinical Guidelines 2016);
 * - breath that suddenly could not be caught, with a chest that hurts on breathing in, after a swollen calf, is
 *   a pulmonary embolism (ESC 2019 acute PE), and an 'and' opening a statement of its own ('and her chest hurts')
 *   ends the reach of a negation before it;
 * - 'dit des bêtises' in cirrhosis is hepatic encephalopathy (mhGAP 2.0 DEM; EASL decompensated cirrhosis 2018);
 * - black toes with fever in someone numb 'from the sugar' is a severe diabetic foot infection (IWGDF 2023);
 * - the family's animals given away with nights without sleep are mania (mhGAP 2.0 BPD), with a dash into the
 *   road its danger;
 * - a liver lump with sudden belly pain and a faint ('went pale and fell down') is a tumour rupture (EASL HCC
 *   2018, complications: rupture).
 */
const engine = createEngine();
const now = new Date('2026-06-15T09:00:00Z');
const read = (text: string, age = 58) =>
  engine.diagnose({ symptoms: [text], patient: { age, gender: 'male', country: 'KE' } }, now).diagnosis;
const present = (text: string) =>
  read(text)
    .findingsUsed.filter((finding) => finding.present)
    .map((finding) => finding.findingId);

describe('emergencies told in relatives words raise an emergency', () => {
  it.each([
    ['retention', 'grandfather cannot pass water since last evening, his lower belly is tight'],
    [
      'pulmonary embolism',
      'her calf swelled after the long bus journey and today she suddenly could not catch her breath and her chest hurts when she breathes in',
    ],
    ['encephalopathy', 'cirrhose connue, depuis hier il dort beaucoup et dit des bêtises'],
    ['diabetic foot', 'feet numb from the sugar, the toes are black and he shivers with fever'],
    [
      'mania with danger',
      'no sleep for four nights, she gave away the cattle and this morning ran into the road among the lorries',
    ],
    [
      'liver rupture',
      'he has a lump in the liver, suddenly terrible pain in the belly, went pale and fell down',
    ],
  ])('%s: %s', (_label, text) => {
    expect(read(text).emergencyAlert).toBe(true);
  });
});

describe('calm twins stay calm', () => {
  it.each([
    ['retention', 'grandfather wakes twice at night to pass water, it comes well'],
    ['breath', 'ran for the bus and could not catch her breath for a minute, now breathing easily'],
    ['cirrhosis', 'cirrhose connue, il parle bien, ventre souple, il mange'],
    ['feet', 'feet numb from the sugar, no sores, toes pink and warm, no fever'],
    ['oesophagus', 'ana saratani ya koo, chakula kigumu kinakwama lakini anakunywa uji vizuri'],
    ['liver', 'lump in the liver, dull ache under the right ribs for weeks, no fainting'],
    ['giving', 'he gave away old clothes to the church and sleeps well'],
  ])('%s: %s', (_label, text) => {
    expect(read(text).emergencyAlert).toBe(false);
  });
});

describe('what the reading joins', () => {
  it("'and his belly hurts' after a denied fever is a belly pain", () => {
    expect(present('he has no fever and his belly hurts')).toContain('abdominal-pain');
  });
  it("calm twin: 'no pain in his chest and his belly' denies both", () => {
    expect(present('no pain in his chest and his belly')).not.toContain('abdominal-pain');
  });
  it('a reason after a denial is asserted: numb feet told as why a nail was never felt', () => {
    expect(present('he never felt the nail in his shoe because his feet are numb from the sugar')).toEqual(
      expect.arrayContaining(['numbness-tingling-feet', 'known-diabetes']),
    );
    expect(present("il n'a pas senti le clou parce que ses pieds sont engourdis")).toContain(
      'numbness-tingling-feet',
    );
  });
  it('calm twin: a denial with no reason clause still denies the numbness', () => {
    expect(present('his feet are not numb and he feels the ground well')).not.toContain(
      'numbness-tingling-feet',
    );
  });
  it("'fell down when he got up' is a faint; a trip on a stone is not", () => {
    expect(present('fell down when he got up from the mat')).toContain('syncope');
    expect(present('he tripped on a stone and fell down')).not.toContain('syncope');
  });
});
