import type { Source } from '../types';

/** Guidelines for conditions 75-115 of clinical-scope.md: mothers, newborns, children's infections, injuries, poisoning and skin and eye diseases. */
export const maternalNewbornInjurySources = [
  {
    id: 'who-pph-2012',
    title: 'WHO recommendations for the prevention and treatment of postpartum haemorrhage',
    publisher: 'World Health Organization',
    edition: '2012',
    url: 'https://www.who.int/publications/i/item/9789241548502',
  },
  {
    id: 'who-pph-2023',
    title:
      'WHO recommendations on the assessment of postpartum blood loss and use of a treatment bundle for postpartum haemorrhage',
    publisher: 'World Health Organization',
    edition: '2023',
    url: 'https://www.who.int/publications/i/item/9789240085398',
  },
  {
    id: 'who-txa-pph-2017',
    title: 'WHO recommendation on tranexamic acid for the treatment of postpartum haemorrhage',
    publisher: 'World Health Organization',
    edition: '2017',
    url: 'https://www.who.int/publications/i/item/WHO-RHR-17.21',
  },
  {
    id: 'who-pcpnc-2015',
    title: 'Pregnancy, childbirth, postpartum and newborn care: a guide for essential practice',
    publisher: 'World Health Organization',
    edition: '3rd edition, 2015',
    url: 'https://www.who.int/publications/i/item/9789241549356',
  },
  {
    id: 'who-anc-2016',
    title: 'WHO recommendations on antenatal care for a positive pregnancy experience',
    publisher: 'World Health Organization',
    edition: '2016',
    url: 'https://www.who.int/publications/i/item/9789241549912',
  },
  {
    id: 'who-peripartum-infection-2015',
    title: 'WHO recommendations for prevention and treatment of maternal peripartum infections',
    publisher: 'World Health Organization',
    edition: '2015',
    url: 'https://www.who.int/publications/i/item/9789241549363',
  },
  {
    id: 'who-abortion-care-2022',
    title: 'Abortion care guideline',
    publisher: 'World Health Organization',
    edition: '2022',
    url: 'https://www.who.int/publications/i/item/9789240039483',
  },
  {
    id: 'who-hip-2013',
    title: 'Diagnostic criteria and classification of hyperglycaemia first detected in pregnancy',
    publisher: 'World Health Organization',
    edition: '2013',
    url: 'https://www.who.int/publications/i/item/WHO-NMH-MND-13.2',
  },
  {
    id: 'rcog-hyperemesis-2016',
    title:
      'The management of nausea and vomiting of pregnancy and hyperemesis gravidarum (Green-top Guideline No. 69)',
    publisher: 'Royal College of Obstetricians and Gynaecologists',
    edition: '2016',
  },
  {
    id: 'bashh-rcog-herpes-pregnancy-2014',
    title: 'Management of genital herpes in pregnancy',
    publisher:
      'British Association for Sexual Health and HIV and Royal College of Obstetricians and Gynaecologists',
    edition: 'October 2014',
  },
  {
    id: 'rcog-rfm-2011',
    title: 'Reduced fetal movements (Green-top Guideline No. 57)',
    publisher: 'Royal College of Obstetricians and Gynaecologists',
    edition: '2011',
  },
  {
    id: 'nice-cg192-2014',
    title: 'Antenatal and postnatal mental health: clinical management and service guidance (CG192)',
    publisher: 'National Institute for Health and Care Excellence',
    edition: '2014, updated 2020',
    url: 'https://www.nice.org.uk/guidance/cg192',
  },
  {
    id: 'nice-ng126-2019',
    title: 'Ectopic pregnancy and miscarriage: diagnosis and initial management (NG126)',
    publisher: 'National Institute for Health and Care Excellence',
    edition: '2019, updated 2023',
    url: 'https://www.nice.org.uk/guidance/ng126',
  },
  {
    id: 'who-psbi-2015',
    title:
      'Guideline: managing possible serious bacterial infection in young infants when referral is not feasible',
    publisher: 'World Health Organization',
    edition: '2015',
    url: 'https://www.who.int/publications/i/item/9789241509268',
  },
  {
    id: 'who-newborn-2017',
    title:
      'WHO recommendations on newborn health: guidelines approved by the WHO Guidelines Review Committee',
    publisher: 'World Health Organization',
    edition: '2017',
  },
  {
    id: 'who-bec-2018',
    title: 'Basic emergency care: approach to the acutely ill and injured',
    publisher: 'World Health Organization and International Committee of the Red Cross',
    edition: '2018',
    url: 'https://www.who.int/publications/i/item/basic-emergency-care-approach-to-the-acutely-ill-and-injured',
  },
  {
    id: 'who-wasting-2023',
    title:
      'WHO guideline on the prevention and management of wasting and nutritional oedema (acute malnutrition) in infants and children under 5 years',
    publisher: 'World Health Organization',
    edition: '2023',
    url: 'https://www.who.int/publications/i/item/9789240082830',
  },
  {
    id: 'who-vpd-surveillance-2018',
    title: 'Surveillance standards for vaccine-preventable diseases',
    publisher: 'World Health Organization',
    edition: '2nd edition, 2018',
    url: 'https://www.who.int/publications/i/item/surveillance-standards-for-vaccine-preventable-diseases-2nd-edition',
  },
  {
    id: 'rickets-consensus-2016',
    title: 'Global consensus recommendations on prevention and management of nutritional rickets',
    publisher: 'Munns CF et al., Journal of Clinical Endocrinology and Metabolism 101(2):394-415',
    edition: '2016',
  },
  {
    id: 'kdigo-gn-2021',
    title: 'KDIGO clinical practice guideline for the management of glomerular diseases',
    publisher: 'Kidney Disease: Improving Global Outcomes',
    edition: '2021',
  },
  {
    id: 'ipna-ssns-2023',
    title:
      'IPNA clinical practice recommendations for the diagnosis and management of children with steroid-sensitive nephrotic syndrome',
    publisher: 'Trautmann A et al., Pediatric Nephrology 38:877-919',
    edition: '2023',
  },
  {
    id: 'who-leprosy-2018',
    title: 'Guidelines for the diagnosis, treatment and prevention of leprosy',
    publisher: 'World Health Organization, Regional Office for South-East Asia',
    edition: '2018',
    url: 'https://www.who.int/publications/i/item/9789290226383',
  },
  {
    id: 'ilep-reactions-2002',
    title: 'How to diagnose and treat leprosy reactions (ILEP Learning Guide Two)',
    publisher: 'International Federation of Anti-Leprosy Associations (ILEP)',
    edition: '2002',
  },
  {
    id: 'who-trachoma-2006',
    title: 'Trachoma control: a guide for programme managers',
    publisher: 'World Health Organization',
    edition: '2006',
  },
  {
    id: 'who-diphtheria-2024',
    title: 'Clinical management of diphtheria: guideline',
    publisher: 'World Health Organization',
    edition: '2024',
    url: 'https://www.who.int/publications/i/item/WHO-DIPH-Clinical-2024.1',
  },
  {
    id: 'who-gbs-2016',
    title:
      'Assessment and management of Guillain-Barré syndrome in the context of Zika virus infection: interim guidance',
    publisher: 'World Health Organization',
    edition: '2016',
    url: 'https://www.who.int/publications/i/item/WHO-ZIKV-MOC-16.4',
  },
  {
    id: 'who-methanol-2014',
    title: 'Information note: methanol poisoning outbreaks',
    publisher: 'World Health Organization',
    edition: '2014',
  },
  {
    id: 'bouchama-heatstroke-2022',
    title: 'Classic and exertional heatstroke',
    publisher: 'Bouchama A et al., Nature Reviews Disease Primers 8:8',
    edition: '2022',
  },
] satisfies readonly Source[];
