import { describe, it, expect } from 'vitest';
import { resolveCondition } from './resolve-condition';

describe('resolving what a clinician reports to surveillance vocabulary', () => {
  it.each([
    ['Cholera', 'cholera', 'cholera'],
    ['suspected CHOLERA outbreak', 'cholera', 'cholera'],
    ['Kipindupindu', 'cholera', 'cholera'],
    ['Ebola', 'viral-haemorrhagic-fever', 'viral-haemorrhagic-fever'],
    ['Measles', 'measles', 'measles'],
    ['Malaria', 'malaria', 'malaria-uncomplicated'],
    ['Meningitis', 'meningococcal-meningitis', 'bacterial-meningitis'],
    ['Typhoid (enteric) fever', 'typhoid', 'typhoid-fever'],
  ])('%s → IDSR %s, condition %s', (text, key, conditionId) => {
    const resolved = resolveCondition(text);
    expect(resolved.key).toBe(key);
    expect(resolved.conditionId).toBe(conditionId);
  });

  it('the most specific name wins: cryptococcal meningitis is not the IDSR meningitis', () => {
    const resolved = resolveCondition('Cryptococcal meningitis');
    expect(resolved.key).toBe('cryptococcal-meningitis');
    expect(resolved.idsrDiseaseId).toBeUndefined();
  });

  it('unknown text keeps a slug so identical reports still merge', () => {
    expect(resolveCondition('  Mystery Illness! ').key).toBe('mystery-illness');
    expect(resolveCondition('mystery illness').key).toBe('mystery-illness');
  });
});
