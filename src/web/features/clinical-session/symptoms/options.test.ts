import { describe, it, expect } from 'vitest';
import * as contract from '../../../../contracts/symptoms';
import { frequencyOptions, onsetOptions, severities } from './options';

describe('symptom options on screen', () => {
  it('are exactly the options the server accepts', () => {
    expect(severities).toEqual(contract.severities);
    expect(onsetOptions).toEqual(contract.onsetOptions);
    expect(frequencyOptions).toEqual(contract.frequencyOptions);
  });
});
