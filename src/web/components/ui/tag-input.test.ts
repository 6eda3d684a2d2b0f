import { describe, it, expect } from 'vitest';
import { addTag } from './tag-input';

describe('adding triggers and associated symptoms', () => {
  it('adds a typed trigger, trimmed', () => {
    expect(addTag(['Stress'], '  Alcohol ')).toEqual(['Stress', 'Alcohol']);
  });
  it('ignores blank input', () => {
    expect(addTag(['Stress'], '   ')).toEqual(['Stress']);
  });
  it('never adds a preset trigger twice, whatever its case', () => {
    expect(addTag(['Physical activity'], 'physical activity')).toEqual(['Physical activity']);
  });
});
