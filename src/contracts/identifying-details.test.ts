import { describe, expect, it } from 'vitest';
import { findIdentifyingDetail } from './identifying-details';

describe('identifying details in public outbreak notes', () => {
  it.each([
    ['Index case Wanjiru Kamau, 34 years, from Bondeni', /name and age/],
    ['Baby Achieng (2 yrs) admitted', /name and age/],
    ['Otieno aged 45 died on arrival', /name and age/],
    ['First case John 34 years old', /name and age/],
    ['DOB 12/03/1990', /date of birth/],
    ['index case born on 3 May 1988', /date of birth/],
    ['call the mother on 0712 345 678', /phone, ID or record/],
    ['Caller +254712345678', /phone, ID or record/],
    ['national ID 2345678', /ID or record/],
    ['IP no. 44-2031', /ID or record/],
    ['The mother is HIV positive', /HIV status/],
    ['HIV reactive woman from Likoni', /HIV status/],
    ['Mary was tested for HIV', /HIV status/],
  ])('refuses %j', (text, message) => {
    expect(findIdentifyingDetail(text)).toMatch(message);
  });

  it.each([
    'Cluster since 2026-03-02 near borehole 12',
    '3 children under 5 and 2 adults, all from the same estate',
    'Two of the 14 cases HIV-positive; all on ART',
    'Rising over 2 months in Garissa; water trucking started',
    'Cases aged 5 to 14 years mostly',
    'Dr Hassan confirmed by RDT at Garissa County Referral Hospital',
    'Lab confirmed by PCR at KEMRI Nairobi',
  ])('lets aggregate wording through: %j', (text) => {
    expect(findIdentifyingDetail(text)).toBeUndefined();
  });
});
