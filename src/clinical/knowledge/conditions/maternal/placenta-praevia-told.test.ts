import { describe, expect, it } from 'vitest';
import { createEngine } from '../../../engine';

/*
 * A placenta told low-lying or over the cervix on a scan is placenta praevia (WHO MCPC 2017, S-18 to S-21), in
 * the words of a scan report, a clinic note, French and Kiswahili; a placenta delivered or a scan told normal is
 * not. Cases are our own words.
 */
const engine = createEngine();
const read = (text: string) =>
  engine
    .understand({ symptoms: [text], patient: { age: 29, gender: 'female' } })
    .findings.filter((finding) => finding.present)
    .map((finding) => finding.findingId);

describe('a low-lying placenta on a scan is placenta praevia', () => {
  it.each([
    'The scan last month showed a low-lying placenta',
    'USS 22/40: placenta covering the os',
    "L'échographie montre un placenta bas inséré",
    'Ultrasound ilionyesha kondo la nyuma liko chini',
  ])('"%s"', (text) => {
    expect(read(text)).toContain('placenta-praevia-on-scan');
  });

  it.each(['The placenta came out complete after the birth', 'Scan at 20 weeks was normal, placenta fundal'])(
    'calm twin: "%s" is no placenta praevia',
    (text) => {
      expect(read(text)).not.toContain('placenta-praevia-on-scan');
    },
  );
});
