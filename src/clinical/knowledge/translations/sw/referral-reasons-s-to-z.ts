import type { TranslationGroup } from '../types';

/** swahiliReferralReasons (see referral-reasons.ts), the entries whose English key starts with s to z. */
export const swahiliReferralReasonsSToZ: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Septic shock or organ dysfunction needs monitoring, vasopressors and source control.':
        'Mshtuko wa sepsis au viungo kushindwa kunahitaji ufuatiliaji, vasopressors na kudhibiti chanzo.',
      'Severe complicated measles.': 'Surua kali yenye matatizo.',
      'Severe dehydration needing IV fluids, or a facility without IV capacity.':
        'Upungufu mkubwa wa maji unaohitaji maji ya mshipa, au kituo kisicho na uwezo wa kutoa maji ya mshipa.',
      'Severe dehydration when IV treatment is not possible, or dehydration with severe malnutrition.':
        'Upungufu mkubwa wa maji matibabu ya mshipa yasipowezekana, au upungufu wa maji pamoja na utapiamlo mkali.',
      'Severe depression, psychotic features, bipolar disorder, or no response to first-line care.':
        'Msongo mkali wa mawazo, dalili za saikosisi, ugonjwa wa bipolar, au kutoitikia huduma ya chaguo la kwanza.',
      'Severe disease (confusion, shock, bleeding, kidney failure).':
        'Ugonjwa mkali (kuchanganyikiwa, mshtuko, kutokwa damu, figo kushindwa).',
      'Severe disease, children, pregnant women, people with advanced HIV.':
        'Ugonjwa mkali, watoto, wajawazito, watu wenye VVU iliyokomaa.',
      'Severe disease: kidney failure, jaundice, bleeding, lung involvement.':
        'Ugonjwa mkali: figo kushindwa, manjano, kutokwa damu, mapafu kuathirika.',
      'Severe exacerbation, respiratory failure or no response to initial treatment.':
        'Ugonjwa kuzidi kwa ukali, mfumo wa kupumua kushindwa au kutoitikia matibabu ya mwanzo.',
      'Severe hypertension, oliguria, rising creatinine, nephrotic-range proteinuria, or C3 still low after 8 weeks.':
        'Shinikizo kubwa la damu, mkojo kidogo, creatinine inayopanda, protini nyingi kwenye mkojo ya kiwango cha nephrotic, au C3 bado chini baada ya wiki 8.',
      'Severe malaria needs parenteral treatment, transfusion and monitoring.':
        'Malaria kali inahitaji matibabu ya sindano, kuongezewa damu na ufuatiliaji.',
      'Severe or critical COVID-19.': 'COVID-19 kali au mahututi.',
      'Severe or life-threatening attack, or poor response after 1 hour of treatment.':
        'Shambulio kali au la kuhatarisha maisha, au mwitikio duni baada ya saa 1 ya matibabu.',
      'Severe or widespread eczema not responding, suspected contact allergy, eczema on the face not settling.':
        'Ukurutu mkali au ulioenea usioitikia, mzio wa kugusana unaoshukiwa, ukurutu wa uso usiotulia.',
      'Severe pain needing opioids, acute chest syndrome, stroke, sequestration or fever.':
        'Maumivu makali yanayohitaji opioids, acute chest syndrome, kiharusi, damu kujilimbikiza kwenye bandama au homa.',
      'Severe PID, tubo-ovarian abscess, pregnancy, or no response to oral therapy.':
        'PID kali, jipu la mirija na ovari, ujauzito, au kutoitikia tiba ya kumeza.',
      'Severe pneumonia (danger sign, hypoxaemia) or age under 2 months.':
        'Nimonia kali (dalili ya hatari, oksijeni pungufu) au umri chini ya miezi 2.',
      'Severe pre-eclampsia or eclampsia: stabilise, then deliver.':
        'Pre-eclampsia kali au eclampsia: tuliza hali, kisha zalisha.',
      'Severe symptoms despite conservative care (joint replacement).':
        'Dalili kali licha ya huduma bila upasuaji (kubadilisha kiungo).',
      'Shock, internal bleeding, chest or abdominal injury, or multiple fractures need surgery and blood.':
        'Mshtuko, kuvuja damu ndani, jeraha la kifua au tumbo, au kuvunjika kwa mifupa mingi vinahitaji upasuaji na damu.',
      'Signs of acute liver failure.': 'Dalili za ini kushindwa ghafla.',
      'Specially formulated food and follow-up until MUAC ≥ 125 mm on 2 visits.':
        'Chakula maalum na ufuatiliaji hadi MUAC ≥ 125 mm katika mahudhurio 2.',
      'Spirometry confirmation and long-term inhaler plan.':
        'Uthibitisho kwa spirometry na mpango wa inhaler wa muda mrefu.',
      'Spondylitis, neurobrucellosis, endocarditis or relapse.':
        'Spondylitis, brucellosis ya mfumo wa neva, endocarditis au kurudia.',
      'Staging and chemotherapy (paclitaxel, or bleomycin with vincristine, or liposomal doxorubicin) for advanced, symptomatic or visceral disease.':
        'Kubaini hatua na tiba ya kemikali (paclitaxel, au bleomycin pamoja na vincristine, au liposomal doxorubicin) kwa ugonjwa uliokomaa, wenye dalili au wa viungo vya ndani.',
      'Staging and treatment; medicines are supplied through WHO.':
        'Kubaini hatua na matibabu; dawa hutolewa kupitia WHO.',
      'Start of metformin or insulin, planning delivery by 39-40 weeks, neonatal glucose checks.':
        'Kuanza metformin au insulini, kupanga kujifungua kufikia wiki 39-40, kupima sukari ya mtoto mchanga.',
      'Start or review antiretroviral therapy; cotrimoxazole prophylaxis.':
        'Anza au kagua tiba ya dawa za VVU; kinga ya cotrimoxazole.',
      'Status epilepticus, first seizure with fever or focal signs, or seizure in pregnancy.':
        'Status epilepticus, degedege la kwanza pamoja na homa au dalili za sehemu moja, au degedege wakati wa ujauzito.',
      'Stone > 10 mm, failure to pass within 4 to 6 weeks, infection, single kidney or renal impairment.':
        'Jiwe > 10 mm, kushindwa kutoka ndani ya wiki 4 hadi 6, maambukizi, figo moja au figo kudhoofika.',
      'Structured exercise and walking aids.': 'Mazoezi yaliyopangwa na vifaa vya kusaidia kutembea.',
      'Sulfonylurea-induced or recurrent hypoglycaemia, or slow recovery.':
        'Sukari ya chini iliyosababishwa na sulfonylurea au inayojirudia, au kupona polepole.',
      'Suspected intestinal perforation.': 'Kutoboka kwa utumbo kunakoshukiwa.',
      'Suspected methanol poisoning, coma, fits or acidosis.':
        'Sumu ya methanol inayoshukiwa, koma, degedege au asidi mwilini.',
      'Suspected neurosyphilis, ocular or cardiovascular syphilis.':
        'Kaswende ya mfumo wa neva, ya macho au ya moyo na mishipa inayoshukiwa.',
      'Suspected PE; imaging; thrombolysis for high-risk PE.':
        'PE inayoshukiwa; picha; thrombolysis kwa PE yenye hatari kubwa.',
      'Suspected worm bolus obstruction or biliary ascariasis.':
        'Kuziba kwa utumbo kwa bonge la minyoo kunakoshukiwa au minyoo kwenye mirija ya nyongo.',
      'Systemic toxicity, rapidly spreading infection or orbital involvement.':
        'Sumu ya mwili mzima, maambukizi yanayoenea haraka au kuathirika kwa tundu la jicho.',
      'Systemic, gastrointestinal, inhalational or meningeal anthrax, or head and neck lesions.':
        'Kimeta cha mwili mzima, cha tumbo, cha kuvuta hewa au cha utando wa ubongo, au vidonda vya kichwa na shingo.',
      'Targets not met on two oral agents, need for insulin, or complications.':
        'Malengo hayajafikiwa kwa dawa mbili za kumeza, hitaji la insulini, au matatizo.',
      'Temperature < 35.5 °C, or with a danger sign (possible serious bacterial infection).':
        'Joto < 35.5 °C, au pamoja na dalili ya hatari (uwezekano wa maambukizi makali ya bakteria).',
      'Tophaceous or frequent gout, CKD, or diagnostic doubt.':
        'Gauti yenye tophi au ya mara kwa mara, CKD, au shaka ya utambuzi.',
      'Toxic dose, unknown amount, symptoms, or need for acetylcysteine or desferrioxamine.':
        'Dozi ya sumu, kiasi kisichojulikana, dalili, au hitaji la acetylcysteine au desferrioxamine.',
      'Trichiasis surgery; corneal opacity.': 'Upasuaji wa trichiasis; ukungu wa konea.',
      'Triple assessment, staging and treatment (surgery, chemotherapy, radiotherapy, hormonal therapy).':
        'Tathmini ya hatua tatu, kubaini hatua na matibabu (upasuaji, tiba ya kemikali, tiba ya mionzi, tiba ya homoni).',
      'Ulcers not healing after 2 weeks or recurrent frequent herpes (suppressive therapy).':
        'Vidonda visivyopona baada ya wiki 2 au herpes inayojirudia mara kwa mara (tiba ya kuzuia).',
      'Unable to take oral medicine, confusion, or failure to respond to oral antibiotics.':
        'Kushindwa kumeza dawa, kuchanganyikiwa, au kutoitikia antibiotiki za kumeza.',
      'Uncomplicated SAM with good appetite.': 'SAM isiyo na matatizo yenye hamu nzuri ya kula.',
      'Uncontrolled despite treatment, unilateral symptoms, or immunotherapy assessment.':
        'Haidhibitiki licha ya matibabu, dalili za upande mmoja, au tathmini ya immunotherapy.',
      'Uncontrolled epilepsy on two drugs, or diagnostic doubt.':
        'Kifafa kisichodhibitiwa kwa dawa mbili, au shaka ya utambuzi.',
      'Uncontrolled on three drugs, hypertension under 30 years, or suspected secondary cause.':
        'Halidhibitiki kwa dawa tatu, shinikizo la damu chini ya umri wa miaka 30, au sababu ya pili inayoshukiwa.',
      'Vomiting, pregnancy, sepsis, or failure of oral therapy.':
        'Kutapika, ujauzito, sepsis, au tiba ya kumeza kushindwa.',
      'VTE in pregnancy: LMWH throughout, not warfarin.':
        'VTE wakati wa ujauzito: LMWH muda wote, si warfarin.',
      'Warning signs or severe dengue.': 'Dalili za tahadhari au dengue kali.',
      'When vaccine or RIG is not available on site.': 'Chanjo au RIG isipopatikana hapo.',
    },
  },
];
