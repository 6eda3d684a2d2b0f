import { describe, expect, it } from 'vitest';
import { conditions } from '../../knowledge/conditions';
import { createConditionNameResolver } from './resolve-condition-name';
import { resolveCondition } from '../../surveillance/resolve-condition';

const names = createConditionNameResolver(conditions);

describe('one resolver for condition names, used by diagnosis requests and outbreak reports alike', () => {
  it('finds a condition by id, code, name, alias, Swahili or French name', () => {
    expect(names.byText('postpartum-haemorrhage')?.id).toBe('postpartum-haemorrhage');
    expect(names.byText('A00')?.id).toBe('cholera');
    expect(names.byText('Postpartum haemorrhage')?.id).toBe('postpartum-haemorrhage');
    expect(names.byText('kipindupindu')?.id).toBe('cholera');
    expect(names.byText('paludisme grave')?.id).toBe('malaria-severe');
  });

  it('prefers the longer, more specific name and says how many words matched', () => {
    const match = names.matchName('severe malaria with convulsions');
    expect(match?.condition.id).toBe('malaria-severe');
    expect(match?.matchedWords).toBe(2);
  });

  it('corrects a misspelt word only when asked to', () => {
    expect(names.byName('typhiod fever')?.id).toBe('typhoid-fever');
    expect(names.byName('typhiod fever', { fuzzy: false })).toBeUndefined();
  });

  it('lets an outbreak report name any condition of the knowledge base, through the same aliases', () => {
    expect(resolveCondition('Postpartum haemorrhage').conditionId).toBe('postpartum-haemorrhage');
    expect(resolveCondition('bloody diarrhoea cluster').conditionId).toBe('shigellosis');
    // A misspelling never merges a report into a disease: it keeps its own key.
    expect(resolveCondition('Cholrea').conditionId).toBeUndefined();
  });
});
