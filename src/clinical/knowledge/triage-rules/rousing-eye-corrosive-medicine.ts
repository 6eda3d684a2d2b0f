import type { TriageRule } from '../triage-rule-schema';

const becDisability = {
  sourceId: 'who-bec-2018',
  section: 'Module 1: ABCDE approach — D: AVPU (responds only to voice or pain is altered consciousness)',
} as const;
const pocketPoison = {
  sourceId: 'who-pocket-book-2013',
  section:
    'Chapter 1.10: Common poisoning — corrosives; drugs toxic in small doses (tricyclics, cardiac drugs)',
} as const;
const primaryEyeCare = {
  sourceId: 'who-afro-primary-eye-care-2018',
  section: 'Eye emergencies: chemical injury (irrigate at once); sudden loss of vision (refer the same day)',
} as const;

/** Emergencies told in everyday words: hard to wake, eye emergencies, corrosives, small-dose poisons in a child. */
export const rousingEyeCorrosiveMedicineRules = [
  {
    id: 'hard-to-rouse',
    anyOf: ['hard-to-rouse'],
    urgency: 'emergency',
    reason: 'Hard to wake: reduced consciousness (AVPU: responds only to voice or pain)',
    actions: ['Airway, recovery position, check glucose; look for sepsis, malaria, stroke, poisoning'],
    citations: [becDisability],
  },
  {
    id: 'chemical-eye-injury',
    anyOf: ['chemical-eye-injury'],
    urgency: 'emergency',
    reason: 'Chemical in the eye: irrigate now',
    actions: ['Irrigate with clean water for at least 30 minutes before anything else, then refer'],
    citations: [primaryEyeCare, { sourceId: 'who-bec-2018', section: 'Module 3: Trauma — eye injuries' }],
  },
  {
    id: 'sudden-vision-loss',
    anyOf: ['sudden-vision-loss'],
    urgency: 'emergency',
    reason: 'Sudden loss of vision (retinal artery occlusion, retinal detachment, stroke)',
    actions: ['Refer today to an eye unit; check blood pressure and glucose'],
    citations: [primaryEyeCare],
  },
  {
    // A red or painful eye with a white spot or haze on the cornea is a corneal ulcer (bacterial, fungal,
    // exposure or herpetic) until an eye worker has looked: it perforates within days without treatment.
    id: 'red-eye-with-corneal-opacity',
    anyOf: ['red-eyes', 'severe-eye-pain'],
    allOf: ['cloudy-cornea'],
    urgency: 'emergency',
    reason: 'Red or painful eye with a white spot or haze on the cornea (corneal ulcer)',
    actions: ['Start topical antibiotic, do not pad a discharging eye, refer to an eye unit today'],
    citations: [
      {
        sourceId: 'who-afro-primary-eye-care-2018',
        section: 'Primary eye care: the red eye; danger signs (corneal opacity or ulcer: refer the same day)',
      },
    ],
  },
  {
    // An eye that cannot close (facial-nerve palsy) dries and ulcerates: once it is red with pain, photophobia
    // or a white spot the cornea is exposed and breaking down (exposure keratitis), which the palsy's eye
    // care is there to prevent; it is referred the same day as a corneal ulcer is.
    id: 'exposed-eye-red-and-painful',
    anyOf: ['severe-eye-pain', 'photophobia', 'cloudy-cornea'],
    allOf: ['facial-weakness-forehead-involved'],
    urgency: 'emergency',
    reason: 'Eye that cannot close, now painful or sensitive to light (exposure keratitis)',
    actions: [
      'Lubricate and protect the eye now (ointment, tape the lid shut at night); refer to an eye unit today',
    ],
    citations: [
      { sourceId: 'aao-hns-bells-2013', section: 'Statement 10: eye care for impaired eye closure' },
      {
        sourceId: 'who-afro-primary-eye-care-2018',
        section: 'Primary eye care: the red eye; danger signs (pain, photophobia, reduced vision: refer)',
      },
    ],
  },
  {
    // Acute angle closure told by what the patient sees and feels besides the eye itself: rainbow haloes round
    // lights in a red eye, with vomiting, headache or misty sight, even when the eye's pain is not told.
    id: 'red-eye-with-haloes',
    anyOf: ['vomiting', 'headache', 'visual-disturbance'],
    allOf: ['halos-around-lights', 'red-eyes'],
    urgency: 'emergency',
    reason: 'Red eye with haloes round lights and vomiting, headache or blurred sight (acute angle closure)',
    actions: ['Same-day eye referral; lower the pressure where trained (acetazolamide, timolol)'],
    citations: [
      {
        sourceId: 'aao-glaucoma-ppp-2020',
        section: 'Primary angle-closure disease: acute angle closure (haloes, red eye, nausea and vomiting)',
      },
    ],
  },
  {
    id: 'corrosive-with-swallowing-or-breathing-signs',
    anyOf: ['drooling-unable-to-swallow', 'stridor', 'respiratory-distress', 'melaena'],
    allOf: ['corrosive-ingestion'],
    urgency: 'emergency',
    reason: 'Corrosive swallowed with drooling or breathing difficulty',
    actions: ['Do not induce vomiting, no charcoal; protect the airway and refer now'],
    citations: [pocketPoison],
  },
  {
    id: 'corrosive-ingestion',
    anyOf: ['corrosive-ingestion'],
    urgency: 'urgent',
    reason: 'Corrosive swallowed (priority sign: poisoning)',
    actions: ['Do not induce vomiting, no charcoal; watch for drooling'],
    citations: [pocketPoison],
  },
  {
    id: 'child-swallowed-high-risk-medicine',
    anyOf: ['high-risk-medicine-named'],
    allOf: ['medicine-overdose'],
    ageYears: { max: 5 },
    urgency: 'emergency',
    reason: 'Young child swallowed a medicine toxic in small doses',
    actions: ['Admit; monitor ECG, pulse and blood pressure even if well'],
    citations: [pocketPoison],
  },
  {
    // A tricyclic, heart or blood-pressure medicine taken in excess that already dulls the mind or races or
    // disturbs the heart is on its way to fits, a wide-complex arrhythmia and coma within hours: resuscitation
    // room, ECG and monitoring now (sodium bicarbonate for a wide QRS), not a same-day review.
    id: 'high-risk-medicine-with-toxic-signs',
    anyOf: ['lethargy', 'hard-to-rouse', 'confusion', 'very-fast-heart-rate', 'irregular-pulse'],
    allOf: ['high-risk-medicine-named'],
    urgency: 'critical',
    reason:
      'Medicine toxic in small doses swallowed, now drowsy, confused or with a racing or irregular heart',
    actions: ['Airway, recovery position, glucose; ECG and cardiac monitor now; refer to hospital'],
    citations: [
      pocketPoison,
      {
        sourceId: 'who-bec-2018',
        section:
          'Module 5: Altered mental status \u2014 poisoning and overdose (toxidromes, ECG in tricyclic overdose)',
      },
    ],
  },
] as const satisfies readonly TriageRule[];
