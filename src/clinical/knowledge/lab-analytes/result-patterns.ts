/** Written results several analytes read (regular expression sources, matched case- and accent-insensitively). */
export const malariaPositive = [
  'p\\.? ?falciparum',
  'falciparum',
  '\\bp\\.? ?f\\b',
  'vivax',
  '\\bpv\\b',
  'malariae',
  'ovale',
  '\\bpan\\b',
  'trophozoites?',
  'gametocytes?',
  'ring forms?',
  'schizonts?',
  '\\bmps\\b(?! not)',
];
export const malariaNegative = ['\\bno\\b[^,;]*\\b(mps|parasites?|malaria)', '\\bnmps\\b', 'mps not seen'];
export const stoolOrganisms = [
  '\\bova\\b',
  '\\beggs?\\b',
  '\\bcysts?\\b',
  'trophozoites?',
  'larvae?',
  'ascaris',
  'hookworm',
  'trichuris',
  'taenia',
  'strongyloides',
  'schistosom',
  'mansoni',
  'histolytica',
  'giardia',
  'enterobius',
  'hymenolepis',
];
export const stoolNegative = ['\\bno\\b[^,;]*\\b(ova|cysts?|parasites?|o/c)', '\\bnos?f\\b'];
export const cellCount = [
  '\\d+\\s*-\\s*\\d+\\s*/?\\s*hpf',
  'numerous',
  'plenty',
  'many',
  'few',
  'occasional',
  '\\+{1,3}',
];
export const cellNegative = ['\\bno\\b[^,;]*\\b(cells?|rbcs?|pus)', '\\bnone\\b', '0\\s*/\\s*hpf'];
