import { describe, it, expect } from 'vitest';
import { countries } from './countries';
import { countryCodeSchema } from './types';

describe('countries and regions', () => {
  it('holds the ten countries of spec section 9 and ML, BF, BW, ZM of the region mapping', () => {
    expect(countries.map((country) => country.code).sort()).toEqual([...countryCodeSchema.options].sort());
  });

  it.each([
    ['KE', 'east-africa'],
    ['SO', 'east-africa'],
    ['ET', 'east-africa'],
    ['UG', 'east-africa'],
    ['TZ', 'east-africa'],
    ['NG', 'west-africa'],
    ['GH', 'west-africa'],
    ['ML', 'west-africa'],
    ['BF', 'west-africa'],
    ['ZA', 'southern-africa'],
    ['ZW', 'southern-africa'],
    ['BW', 'southern-africa'],
    ['ZM', 'southern-africa'],
    ['MW', 'southern-africa'],
  ])('%s is in %s', (code, region) => {
    expect(countries.find((country) => country.code === code)?.region).toBe(region);
  });

  it('knows Garissa county and Kano state by slug', () => {
    expect(countries.find((c) => c.code === 'KE')?.subdivisions.some((s) => s.slug === 'garissa')).toBe(true);
    expect(countries.find((c) => c.code === 'NG')?.subdivisions.some((s) => s.slug === 'kano')).toBe(true);
    expect(countries.find((c) => c.code === 'KE')?.subdivisions).toHaveLength(47);
  });

  it('subdivision slugs are unique within a country and never clash with a region rule', () => {
    for (const country of countries) {
      const slugs = country.subdivisions.map((s) => s.slug);
      expect(new Set(slugs).size, country.code).toBe(slugs.length);
      for (const slug of slugs) {
        expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(['east-africa', 'west-africa', 'southern-africa']).not.toContain(slug);
      }
    }
  });
});
