import { describe, it, expect } from 'vitest';
import { headerCountryName, regionForCountry } from './countries';

describe('country context', () => {
  it.each([
    ['KE', 'east-africa'],
    ['TZ', 'east-africa'],
    ['NG', 'west-africa'],
    ['BF', 'west-africa'],
    ['ZA', 'southern-africa'],
    ['ZM', 'southern-africa'],
    ['RW', 'east-africa'],
  ])('a clinician in %s gets intelligence for %s', (code, region) => {
    expect(regionForCountry(code)).toBe(region);
  });

  it('names the header after the six countries the /complete page knows, otherwise Africa', () => {
    expect(headerCountryName('KE')).toBe('Kenya');
    expect(headerCountryName('ZA')).toBe('South Africa');
    expect(headerCountryName('UG')).toBe('Africa');
  });
});
