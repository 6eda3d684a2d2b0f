import { describe, expect, it } from 'vitest';
import { conditions } from '../knowledge/conditions';
import { findings } from '../knowledge/findings';
import { french } from '../knowledge/translations/fr';
import { swahili } from '../knowledge/translations/sw';
import type { ClinicalTranslations } from '../knowledge/translations/types';
import { createEngine } from '../engine';
import { createConditionNameResolver } from '../engine/understand/resolve-condition-name';
import { conditionAliases } from '../knowledge/condition-aliases';
import { conditionNameTokens } from '../engine/understand/resolve-condition-name';
import { createClinicalTranslator, translateAnswer } from '.';

const english = { conditions, findings };
const toSwahili = createClinicalTranslator(swahili, english);
const toFrench = createClinicalTranslator(french, english);

describe('condition names in the clinician language, from the knowledge base', () => {
  it.each([
    ['sw', swahili],
    ['fr', french],
  ] as const)(
    'names every condition of the knowledge base in %s, each marked as an unreviewed draft',
    (_, data) => {
      const missing = conditions.filter((condition) => data.conditionNames[condition.id] === undefined);
      expect(missing.map((condition) => condition.id)).toEqual([]);
      const unknownIds = Object.keys(data.conditionNames).filter(
        (id) => !conditions.some((condition) => condition.id === id),
      );
      expect(unknownIds).toEqual([]);
      // Nobody has reviewed these yet: nothing may claim otherwise.
      expect(Object.values(data.conditionNames).every((name) => name.reviewer === null)).toBe(true);
    },
  );

  it('translates a name by the condition it names', () => {
    expect(toSwahili.translate('Malaria, uncomplicated')).toEqual({
      text: 'Malaria isiyo kali',
      isReviewed: false,
    });
    expect(toFrench.translate('Malaria, uncomplicated')?.text).toBe('Paludisme simple');
  });

  it('reads the translated names back as names of the same condition (one home for names)', () => {
    const resolver = createConditionNameResolver(conditions);
    expect(resolver.byText('Malaria isiyo kali')?.id).toBe('malaria-uncomplicated');
    expect(resolver.byText('Paludisme grave')?.id).toBe('malaria-severe');
    expect(resolver.byText('kipindupindu')?.id).toBe('cholera');
    for (const condition of conditions) {
      expect(resolver.byText(swahili.conditionNames[condition.id]!.text)?.id).toBe(condition.id);
      expect(resolver.byText(french.conditionNames[condition.id]!.text)?.id).toBe(condition.id);
    }
  });

  it('lists no alias that a translated name already gives', () => {
    const repeated = Object.entries(conditionAliases).flatMap(([id, aliases]) => {
      const names = [swahili, french].flatMap((data) => {
        const name = data.conditionNames[id]?.text ?? '';
        const bare = name.replace(/\([^)]*\)/g, ' ');
        return [name, bare, ...bare.split('/')].map((text) => conditionNameTokens(text).join(' '));
      });
      return aliases.filter((alias) => names.includes(conditionNameTokens(alias).join(' ')));
    });
    expect(repeated).toEqual([]);
  });
});

const numbersIn = (text: string) => (text.match(/\d+(?:\.\d+)?/g) ?? []).sort();

describe('finding names and questions in the clinician language, by finding id', () => {
  it.each([
    ['sw', swahili],
    ['fr', french],
  ] as const)(
    'names every finding and translates its question in %s, as unreviewed drafts with the same numbers',
    (_, data) => {
      const translator = createClinicalTranslator(data, english);
      for (const finding of findings) {
        const label = translator.translate(finding.label);
        const question = translator.translate(finding.question!);
        expect(label, finding.id).toBeDefined();
        expect(question, finding.id).toBeDefined();
        expect(label!.isReviewed || question!.isReviewed).toBe(false);
        expect(numbersIn(label!.text), finding.id).toEqual(numbersIn(finding.label));
        expect(numbersIn(question!.text), finding.id).toEqual(numbersIn(finding.question!));
      }
      const ids = new Set(findings.map((finding) => finding.id));
      const keys = [...data.findingLabels, ...data.findingQuestions].flatMap((group) =>
        Object.keys(group.texts),
      );
      expect(keys.filter((id) => !ids.has(id))).toEqual([]);
    },
  );

  it.each([
    ['sw', swahili],
    ['fr', french],
  ] as const)('%s: every whole text keeps the numbers of its English wording', (_, data) => {
    const changed = data.phrases.flatMap((group) =>
      Object.entries(group.texts).filter(([en, text]) => numbersIn(en).join() !== numbersIn(text).join()),
    );
    expect(changed).toEqual([]);
  });

  it('writes the clinical words clinicians use', () => {
    expect(toSwahili.translate('Convulsions or seizures')?.text).toBe('Degedege au kifafa');
    expect(toSwahili.translate('Cough')?.text).toBe('Kikohozi');
    expect(toFrench.translate('Neck stiffness')?.text).toBe('Raideur de la nuque');
    expect(toSwahili.translate('No cough')?.text).toBe('Hakuna kikohozi');
  });
});

describe('sentences: wholly translated or wholly English, never mixed', () => {
  it.each([
    ['Most likely Malaria, uncomplicated (41.3%).', 'Uwezekano mkubwa zaidi: Malaria isiyo kali (41.3%).'],
    ['Working diagnosis: Cholera', 'Utambuzi wa sasa: Kipindupindu'],
    ['every 6 hours as needed', 'kila saa 6 inapohitajika'],
    ['3 days (6 doses)', 'siku 3 (dozi 6)'],
    [
      '230 mg (15 mg/kg) = 9.5 mL of oral suspension 120 mg/5 mL',
      '230 mg (15 mg/kg) = 9.5 mL ya dawa ya maji ya kunywa (120 mg/5 mL)',
    ],
  ])('%s', (englishText, swahiliText) => {
    expect(toSwahili.translate(englishText)?.text).toBe(swahiliText);
  });

  it('keeps numbers and doses exactly as computed', () => {
    expect(toFrench.translate('500 mg = 1 tablet of 500 mg')?.text).toBe('500 mg = 1 comprimé de 500 mg');
    expect(toFrench.translate('every 8 hours')?.text).toBe('toutes les 8 heures');
  });

  it('leaves a sentence in English when any part of it has no translation (control: the same template translates)', () => {
    // Control: with a known condition name the template is translated...
    expect(toSwahili.translate('Working diagnosis: Cholera')?.text).toBe('Utambuzi wa sasa: Kipindupindu');
    // ...with an unknown one the sentence stays wholly English rather than half translated.
    expect(toSwahili.translate('Working diagnosis: Martian flu')).toBeUndefined();
    expect(toSwahili.translate('230 mg = 9.5 mL of elixir 120 mg/5 mL')).toBeUndefined();
    expect(toSwahili.translate('Sleep under a treated net every night.')).toBeUndefined();
  });

  it('translates sentence by sentence, each one whole', () => {
    const piece = toSwahili.translate(
      'Most likely Cholera (60%). Confirm clinically before treating. Call the county surveillance officer.',
    );
    expect(piece?.text).toBe(
      'Uwezekano mkubwa zaidi: Kipindupindu (60%). Thibitisha kikliniki kabla ya kutibu. Call the county surveillance officer.',
    );
  });

  it('translates actions joined with semicolons part by part, a part holding its own semicolon kept whole', () => {
    const action =
      'Protect the airway, give oxygen, check glucose; give diazepam or midazolam now and repeat once after 10 minutes, then phenobarbital or phenytoin';
    const joined = toSwahili.translate(`${action}; Refer to hospital care`)?.text;
    expect(joined).toBe(`${toSwahili.translate(action)?.text}; Toa rufaa kwenda hospitali`);
    // Control: one unknown part leaves the whole text in English.
    expect(toSwahili.translate(`${action}; Call the county surveillance officer`)).toBeUndefined();
  });

  it('reads a finding whose own label holds brackets before the clinician words in brackets', () => {
    const line = 'Low blood pressure (systolic < 90 mmHg) or shock (pulse 128. BP 80/50 at the clinic)';
    const label = toSwahili.translate('Low blood pressure (systolic < 90 mmHg) or shock')!.text;
    expect(toSwahili.translateBySentence(line)).toEqual([
      { english: line, piece: { text: `${label} (pulse 128. BP 80/50 at the clinic)`, isReviewed: false } },
    ]);
  });

  it('translates a list item by item, or leaves it wholly in English', () => {
    const data: ClinicalTranslations = {
      ...swahili,
      phrases: [
        { reviewer: null, texts: { asthma: 'pumu', 'heart failure': 'moyo kushindwa kufanya kazi' } },
      ],
      sentences: [{ en: 'History of {list}', text: 'Historia ya {list}', reviewer: null }],
    };
    const translator = createClinicalTranslator(data, english);
    expect(translator.translate('History of asthma, heart failure')?.text).toBe(
      'Historia ya pumu, moyo kushindwa kufanya kazi',
    );
    expect(translator.translate('History of asthma, gout')).toBeUndefined();
  });

  it('reads a medicine name as a name, never as a clause with its reasons', () => {
    const data: ClinicalTranslations = {
      ...swahili,
      phrases: [{ reviewer: null, texts: { 'not in pregnancy': 'si wakati wa ujauzito' } }],
      sentences: [
        { en: 'pregnancy: {part}', text: 'ujauzito: {part}', reviewer: null },
        {
          en: '{drug} withheld ({drug2}: {part})',
          text: '{drug} imezuiliwa ({drug2}: {part})',
          reviewer: null,
        },
      ],
    };
    const translator = createClinicalTranslator(data, english);
    expect(translator.translate('enalapril withheld (losartan: pregnancy: not in pregnancy)')?.text).toBe(
      'enalapril imezuiliwa (losartan: ujauzito: si wakati wa ujauzito)',
    );
    // Control: an English clause before the reasons is no medicine name, so the sentence stays English.
    expect(
      translator.translate(
        'enalapril withheld (enalapril: stop when planned | losartan: pregnancy: not in pregnancy)',
      ),
    ).toBeUndefined();
  });

  it('copies tablet fractions as numbers', () => {
    const data: ClinicalTranslations = {
      ...swahili,
      sentences: [{ en: '{n1} tablets ({n2} mg)', text: 'vidonge {n1} ({n2} mg)', reviewer: null }],
    };
    const translator = createClinicalTranslator(data, english);
    expect(translator.translate('1½ tablets (10 mg)')?.text).toBe('vidonge 1½ (10 mg)');
    expect(translator.translate('½ tablets (10 mg)')?.text).toBe('vidonge ½ (10 mg)');
    expect(translator.translate('some tablets (10 mg)')).toBeUndefined();
  });

  it('falls back per item: a language without a name keeps that name in English', () => {
    const partial: ClinicalTranslations = {
      ...swahili,
      conditionNames: { cholera: swahili.conditionNames['cholera']! },
    };
    const translator = createClinicalTranslator(partial, english);
    expect(translator.translate('Cholera')?.text).toBe('Kipindupindu');
    expect(translator.translate('Measles')).toBeUndefined();
    expect(translator.translate('Most likely Measles (50%).')).toBeUndefined();
  });
});

describe('a whole answer of the engine', () => {
  const engine = createEngine();
  const assessment = engine.assess(
    {
      symptoms: ['fever for 3 days', 'headache', 'vomiting'],
      patient: { age: 4, weight: 15, country: 'KE', gender: 'male' },
    },
    new Date('2026-03-01T08:00:00Z'),
  );

  it('comes back with names, messages and dosing lines in Kiswahili, and says the translation is a draft', () => {
    const { answer, count } = translateAnswer(assessment, toSwahili);
    expect(answer.diagnosis.primaryDiagnosis.condition).toBe('Malaria isiyo kali');
    expect(answer.diagnosis.primaryDiagnosis.conditionId).toBe('malaria-uncomplicated');
    expect(answer.diagnosis.message).toMatch(/^Uwezekano mkubwa zaidi: Malaria isiyo kali/);
    const paracetamol = answer.prescription.medications.find((m) => m.medicineId === 'paracetamol');
    expect(paracetamol?.frequency).toBe('kila saa 6 inapohitajika');
    expect(paracetamol?.dosage).toContain('dawa ya maji ya kunywa');
    expect(answer.diagnosis.disclaimer).toContain(swahili.draftNotice);
    expect(count.translated).toBeGreaterThan(10);
    expect(count.unreviewed).toBe(count.translated);
  });

  it('copies codes and the clinician own words unchanged', () => {
    const { answer } = translateAnswer(assessment, toFrench);
    expect(answer.diagnosis.findingsUsed).toEqual(assessment.diagnosis.findingsUsed);
    expect(answer.prescription.medications.map((m) => m.drug)).toEqual(
      assessment.prescription.medications.map((m) => m.drug),
    );
  });

  it('leaves the English answer as it was', () => {
    const before = JSON.stringify(assessment);
    translateAnswer(assessment, toSwahili);
    expect(JSON.stringify(assessment)).toBe(before);
  });
});
