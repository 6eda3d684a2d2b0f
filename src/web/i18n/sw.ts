import type { Translation } from './en';

export const sw: Translation = {
  disclaimer:
    'Kwa matumizi ya wataalamu pekee. Mapendekezo ya AI yanasaidia, na hayachukui nafasi ya, uamuzi wa mhudumu wa afya aliyehitimu; thibitisha kila utambuzi na dawa.',
  notFound: {
    title: 'Ukurasa Haupatikani',
    body: 'Hakuna ukurasa katika anwani hii.',
    home: 'Nenda kwenye mtiririko wa kazi',
  },
  loading: 'Inapakia…',
};
