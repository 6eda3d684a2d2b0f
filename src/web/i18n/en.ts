/** English strings. Keys are shared by every language; a missing key falls back to English. */
export const en = {
  disclaimer: 'For professional use only. AI suggestions support, and never replace, the judgement of a qualified clinician; confirm every diagnosis and prescription.',
  notFound: { title: 'Page Not Found', body: 'There is no page at this address.', home: 'Go to the workflow' },
  loading: 'Loading…',
};
export type Strings = typeof en;
