import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, testBackends, type TestApp } from '../../test-support/test-app';
import { signedInClinician } from '../../test-support/clinicians';
import { kenyaExampleMapping as mapping } from './mappings/ke-example';
import { dhis2MappingSchema } from './dhis2-mapping';

const NOW = Date.parse('2026-03-11T09:00:00Z'); // ISO week 2026-W11

const report = (location: string, cases: number, deaths: number) => ({
  country: 'KE',
  region: 'nairobi',
  condition: 'Cholera',
  location,
  cases,
  deaths,
  severity: 'high',
  status: 'active',
  verificationSource: 'Clinical case definition',
  doctorId: 'KMPDC-1001',
  doctorName: 'Dr Amina Hassan',
});

describe.each(testBackends)('the DHIS2 dataValueSets export (%s)', (backend) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  async function seed() {
    t = await createTestApp(backend, { now: () => NOW });
    const row = (region: string, kind: string, item: string, count: number, isoWeek = '2026-W10') => ({
      country: 'KE',
      region,
      iso_week: isoWeek,
      kind,
      item,
      count,
    });
    await t.database.db
      .insertInto('weekly_counts')
      .values([
        row('nairobi', 'condition', 'malaria-uncomplicated', 7),
        row('nairobi', 'condition', 'cholera', 3), // under 5: suppressed
        row('nairobi', 'analyses', '', 12),
        row('east-africa', 'condition', 'malaria-uncomplicated', 9, '2026-W11'),
        row('kisumu', 'condition', 'dengue', 6), // no data element for dengue
        row('garissa', 'condition', 'malaria-uncomplicated', 8), // no organisation unit for Garissa
      ])
      .execute();
    const reporter = await signedInClinician(t.app, t.database, {
      registrationNumber: 'KMPDC-1001',
      now: NOW,
    });
    const verifier = await signedInClinician(t.app, t.database, {
      registrationNumber: 'KMPDC-3003',
      roles: ['clinician', 'verifier'],
      now: NOW,
    });
    for (const [location, cases, deaths] of [
      ['Mukuru kwa Njenga', 7, 1],
      ['Kibera Olympic', 5, 0],
    ] as const) {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/manual-health-updates',
        headers: { cookie: reporter.cookie },
        payload: report(location, cases, deaths),
      });
      expect(created.statusCode).toBe(201);
      const verified = await t.app.inject({
        method: 'POST',
        url: `/api/manual-health-updates/${created.json().update.id}/verify`,
        headers: { cookie: verifier.cookie },
        payload: { doctorId: 'KMPDC-3003', doctorName: 'Dr Wanjiru' },
      });
      expect(verified.statusCode).toBe(200);
    }
    await t.app.inject({
      method: 'POST',
      url: '/api/manual-health-updates',
      payload: report('Unverified', 40, 4),
    });
  }

  it('sends each figure to the data element, category option combination and organisation unit of the mapping; counts under 5 never leave', async () => {
    await seed();
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/exports/dhis2/data-value-sets.json?country=KE',
    });
    expect(answer.statusCode).toBe(200);
    const { weeklyCounts, outbreakReports, orgUnits } = mapping;
    const payload = answer.json();
    expect(payload.dataSet).toBe(mapping.dataSet);
    expect(payload.dataValues).toEqual(
      expect.arrayContaining([
        {
          dataElement: weeklyCounts.conditions['malaria-uncomplicated'].dataElement,
          period: '2026W10',
          orgUnit: orgUnits.nairobi,
          value: '7',
        },
        {
          dataElement: weeklyCounts.analyses.dataElement,
          period: '2026W10',
          orgUnit: orgUnits.nairobi,
          value: '12',
        },
        {
          dataElement: weeklyCounts.conditions['malaria-uncomplicated'].dataElement,
          period: '2026W11',
          orgUnit: orgUnits['east-africa'],
          value: '9',
        },
        { ...outbreakReports.cholera.cases, period: '2026W11', orgUnit: orgUnits.nairobi, value: '12' },
        { ...outbreakReports.cholera.deaths, period: '2026W11', orgUnit: orgUnits.nairobi, value: '1' },
      ]),
    );
    expect(payload.dataValues).toHaveLength(5); // cholera count of 3, dengue, Garissa and the unverified report left out
    expect(answer.headers['x-dhis2-suppressed']).toBe('1');
    expect(answer.headers['x-dhis2-unmapped']).toBe('condition dengue; region garissa');
    expect(answer.headers['x-dhis2-example-mapping']).toBe('true');
    for (const value of payload.dataValues) expect(value.period).toMatch(/^\d{4}W\d{2}$/);
  });

  it('answers 404 in the product’s words for a country with no mapping, and 400 for a bad query', async () => {
    t = await createTestApp(backend, { now: () => NOW });
    const noMapping = await t.app.inject({
      method: 'GET',
      url: '/api/exports/dhis2/data-value-sets.json?country=UG',
    });
    expect(noMapping.statusCode).toBe(404);
    expect(noMapping.json().error.message).toBe('No DHIS2 mapping is configured for Uganda');
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/exports/dhis2/data-value-sets.json?country=KE&days=0',
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the DHIS2 mapping files', () => {
  it('parse with the mapping schema, and a malformed uid is refused (control)', () => {
    expect(dhis2MappingSchema.safeParse(mapping).success).toBe(true);
    const broken = { ...mapping, orgUnits: { ...mapping.orgUnits, nairobi: 'not-a-uid' } };
    expect(dhis2MappingSchema.safeParse(broken).success).toBe(false);
  });
});
