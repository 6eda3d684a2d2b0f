import { describe, expect, it } from 'vitest';
import { swahili } from '../../../../clinical/knowledge/translations/sw';
import { diagnose, inClinicalLanguage, prescribe } from './offline-answers';

/** The offline consultation's answers, worded in the clinician's language by the same data as the server's. */
describe('offline answers in the clinician language', () => {
  const request = {
    symptoms: [{ symptom: 'fever for 3 days' }, { symptom: 'headache' }, { symptom: 'vomiting' }],
    patientProfile: { age: 4, gender: 'male', weight: 15 },
  };
  const { diagnosis } = diagnose(request);

  it('names the diagnosis and words the doses in Kiswahili and French, numbers unchanged', async () => {
    const outcome = await prescribe({ ...request, diagnosis: diagnosis.primaryDiagnosis.condition });
    const sw = await inClinicalLanguage({ diagnosis, outcome }, 'sw');
    expect(sw.diagnosis.primaryDiagnosis.condition).toBe(
      swahili.conditionNames['malaria-uncomplicated']!.text,
    );
    expect(sw.diagnosis.disclaimer).toContain(swahili.draftNotice);
    expect(JSON.stringify(sw.outcome)).toContain('kila saa 6 inapohitajika');
    const fr = await inClinicalLanguage({ diagnosis }, 'fr-FR');
    expect(fr.diagnosis.primaryDiagnosis.condition).toBe('Paludisme simple');
    expect(fr.diagnosis.primaryDiagnosis.probability).toBe(diagnosis.primaryDiagnosis.probability);
  });

  it('leaves English, and languages without clinical data, as computed (control)', async () => {
    expect(await inClinicalLanguage({ diagnosis }, 'en')).toEqual({ diagnosis });
    expect(await inClinicalLanguage({ diagnosis }, 'de')).toEqual({ diagnosis });
    expect(diagnosis.primaryDiagnosis.condition).toBe('Malaria, uncomplicated');
  });
});
