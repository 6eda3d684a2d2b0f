import type { TranslationGroup } from '../types';

/** swahiliTreatmentProtocols (see treatment-protocols.ts), the entries whose English key starts with r to s. */
export const swahiliTreatmentProtocolsRToS: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Rapid ART initiation (same day when ready, within 7 days) with tenofovir + lamivudine + dolutegravir (TLD) for adults and adolescents; dolutegravir-based regimens for children.':
        'Kuanza ART haraka (siku hiyo hiyo akiwa tayari, ndani ya siku 7) kwa tenofovir + lamivudine + dolutegravir (TLD) kwa watu wazima na vijana; mipango yenye dolutegravir kwa watoto.',
      'Reactions and neuritis: prednisolone by the programme protocol.':
        'Mmenyuko na uvimbe wa neva: prednisolone kufuata itifaki ya programu.',
      'Reassurance and advice to stay active; superficial heat; short course of an NSAID (ibuprofen) if no contraindication, or paracetamol; structured exercise, and physiotherapy or spinal manipulation for persistent pain.':
        'Kumhakikishia na ushauri wa kuendelea kujishughulisha; joto la juu juu; dozi fupi ya NSAID (ibuprofen) ikiwa hakuna kizuizi, au paracetamol; mazoezi yaliyopangwa, na tiba ya viungo au kunyoosha uti wa mgongo kwa maumivu yanayodumu.',
      'Reassurance and explanation; simple analgesics for episodes (paracetamol, ibuprofen or aspirin), limited to avoid medication overuse.':
        'Kumhakikishia na kumweleza; dawa rahisi za maumivu kwa matukio (paracetamol, ibuprofen au aspirin), kwa kiasi ili kuepuka matumizi ya dawa kupita kiasi.',
      'Recheck Hb after 4 weeks.': 'Pima Hb tena baada ya wiki 4.',
      'Recheck within 24-48 hours after discharge or stopping phototherapy.':
        'Pima tena ndani ya saa 24-48 baada ya kuruhusiwa au kusimamisha tiba ya mwanga.',
      'Reduce the aciclovir dose in kidney failure.':
        'Punguza dozi ya aciclovir figo zikishindwa kufanya kazi.',
      'Reduced ejection fraction: ACE inhibitor (enalapril) or ARB, evidence-based beta-blocker (carvedilol or bisoprolol) started once euvolaemic, mineralocorticoid antagonist (spironolactone), and an SGLT2 inhibitor where available (ESC 2021).':
        'Ejection fraction iliyopungua: ACE inhibitor (enalapril) au ARB, beta-blocker yenye ushahidi (carvedilol au bisoprolol) ianzishwe maji yakishakuwa sawa mwilini, mineralocorticoid antagonist (spironolactone), na SGLT2 inhibitor inapopatikana (ESC 2021).',
      'Rehydrate with IV 0.9% saline (with potassium as needed), antiemetic (metoclopramide, or cyclizine/promethazine first line), thiamine 100 mg daily for anyone vomiting for weeks; exclude molar pregnancy, urinary infection and malaria.':
        'Rudisha maji kwa saline 0.9% ya mshipa (pamoja na potasiamu inapohitajika), dawa ya kuzuia kutapika (metoclopramide, au cyclizine/promethazine chaguo la kwanza), thiamine 100 mg kila siku kwa yeyote anayetapika kwa wiki kadhaa; ondoa uwezekano wa mimba zabibu, maambukizi ya njia ya mkojo na malaria.',
      "Rehydration by the WHO plan for the degree of dehydration: Plan A (home fluids, ORS and zinc), Plan B (ORS at the clinic over 4 hours), Plan C (IV Ringer's lactate).":
        "Kurudisha maji mwilini kwa mpango wa WHO kulingana na kiwango cha upungufu wa maji: Mpango A (vinywaji vya nyumbani, ORS na zinki), Mpango B (ORS kliniki kwa saa 4), Mpango C (Ringer's lactate kwa mshipa).",
      "Rehydration is the treatment: ORS for some dehydration, IV Ringer's lactate for severe dehydration.":
        "Kurudisha maji mwilini ndiyo matibabu: ORS kwa upungufu wa wastani wa maji, Ringer's lactate ya mshipa kwa upungufu mkubwa wa maji.",
      'Relaxation techniques': 'Mbinu za kupumzisha mwili na akili',
      'Remove triggers.': 'Ondoa vichochezi.',
      'Repeat the dose if vomited within 30 minutes': 'Rudia dozi ikitapikwa ndani ya dakika 30',
      Rest: 'Kupumzika',
      'Rest and elevation of the joint': 'Kupumzisha na kuinua kiungo',
      'Rest and ice the joint.': 'Pumzisha kiungo na weka barafu.',
      'Rest and nutrition': 'Kupumzika na lishe',
      'Rest during acute carditis': 'Kupumzika wakati wa carditis ya ghafla',
      'Rest in a dark quiet room': 'Pumzika katika chumba chenye giza na utulivu',
      'Restrict salt and fluid; antihypertensive (amlodipine or nifedipine) if blood pressure stays raised after furosemide, by specialist advice in children.':
        'Punguza chumvi na maji; dawa ya shinikizo (amlodipine au nifedipine) ikiwa shinikizo la damu linabaki juu baada ya furosemide, kwa ushauri wa mtaalamu kwa watoto.',
      'Return at 7 days if not cured.': 'Rudi siku ya 7 kama hujapona.',
      'Return if breathless or not improving in 5 days.':
        'Rudi ukikosa pumzi au kama hakuna nafuu ndani ya siku 5.',
      'Return if not improving after 5 days (children) or 10 days (adults), or at once for breathing difficulty.':
        'Rudi kama hakuna nafuu baada ya siku 5 (watoto) au siku 10 (watu wazima), au mara moja kwa shida ya kupumua.',
      'Return if severe headache, vomiting, testicular or abdominal pain, or hearing loss.':
        'Rudi kwa maumivu makali ya kichwa, kutapika, maumivu ya korodani au tumbo, au kupoteza uwezo wa kusikia.',
      'Return on each vaccine day; review the wound at day 3.':
        'Rudi kila siku ya chanjo; kagua jeraha siku ya 3.',
      'Review after 1 to 2 weeks, then monthly; more often with suicidal thoughts.':
        'Rudi baada ya wiki 1 hadi 2, kisha kila mwezi; mara nyingi zaidi akiwa na mawazo ya kujiua.',
      'Review after 2 days (eye/mouth complications), then at 2-4 weeks for the third vitamin A dose if needed.':
        'Rudi baada ya siku 2 (matatizo ya macho/mdomo), kisha baada ya wiki 2-4 kwa dozi ya tatu ya vitamini A ikihitajika.',
      'Review after 2 days as an outpatient; the cough lasts weeks (“100-day cough”).':
        'Rudi baada ya siku 2 kama mgonjwa wa nje; kikohozi hudumu wiki kadhaa (“kikohozi cha siku 100”).',
      'Review after 2 days.': 'Rudi baada ya siku 2.',
      'Review after 2 days; if no improvement change to a second-line antibiotic or refer.':
        'Rudi baada ya siku 2; kama hakuna nafuu badilisha kwenda antibiotiki ya chaguo la pili au toa rufaa.',
      'Review after 2 to 3 months of prophylaxis or sooner if attacks change.':
        'Rudi baada ya miezi 2 hadi 3 ya kinga au mapema zaidi mashambulio yakibadilika.',
      'Review after 2 to 4 weeks if not improving; at once for red flags.':
        'Rudi baada ya wiki 2 hadi 4 kama hakuna nafuu; mara moja kwa dalili za hatari.',
      'Review after 2 to 4 weeks, or earlier if lesions become infected.':
        'Rudi baada ya wiki 2 hadi 4, au mapema vidonda vikipata maambukizi.',
      'Review after 2 to 4 weeks, then as needed.': 'Rudi baada ya wiki 2 hadi 4, kisha inapohitajika.',
      'Review after 2 to 4 weeks; scalp tinea at the end of the oral course.':
        'Rudi baada ya wiki 2 hadi 4; mba ya kichwa mwishoni mwa dozi ya kumeza.',
      'Review after 2 weeks.': 'Rudi baada ya wiki 2.',
      'Review after 3-5 days of treatment; earlier if abdominal pain worsens or bleeding occurs.':
        'Rudi baada ya siku 3-5 za matibabu; mapema maumivu ya tumbo yakizidi au kutokwa damu kukitokea.',
      'Review after 4 to 8 weeks; sooner with any alarm feature.':
        'Rudi baada ya wiki 4 hadi 8; mapema zaidi kwa dalili yoyote ya hatari.',
      'Review after 48-72 hours; chest X-ray at 6 weeks if symptoms persist or the patient is a smoker over 50.':
        'Rudi baada ya saa 48-72; X-ray ya kifua baada ya wiki 6 dalili zikiendelea au mgonjwa ni mvutaji sigara mwenye zaidi ya miaka 50.',
      'Review after 5 days if not better, at once if pain or blurred vision.':
        'Rudi baada ya siku 5 kama hakuna nafuu, mara moja kukiwa na maumivu au kuona ukungu.',
      'Review after 7 days.': 'Rudi baada ya siku 7.',
      'Review after 7-10 days if not improving.': 'Rudi baada ya siku 7-10 kama hakuna nafuu.',
      'Review after the flare (1 to 2 weeks), then every 2 to 5 weeks while titrating allopurinol.':
        'Rudi baada ya mlipuko (wiki 1 hadi 2), kisha kila wiki 2 hadi 5 wakati wa kurekebisha dozi ya allopurinol.',
      'Review at 2 weeks after ART start, monthly until stable, viral load at 3 months.':
        'Rudi wiki 2 baada ya kuanza ART, kila mwezi hadi hali itulie, kipimo cha wingi wa virusi miezi 3.',
      'Review at 3 months with ALP and X-ray.': 'Rudi baada ya miezi 3 na ALP na X-ray.',
      'Review at 3-6 months; post-operative review at 1 day, 1-2 weeks and 3-6 months.':
        'Rudi baada ya miezi 3-6; ufuatiliaji baada ya upasuaji siku 1, wiki 1-2 na miezi 3-6.',
      'Review at 4 to 8 weeks.': 'Rudi baada ya wiki 4 hadi 8.',
      'Review at 48 hours and at the end of treatment; the eschar heals slowly whatever the treatment.':
        'Rudi baada ya saa 48 na mwishoni mwa matibabu; kigaga hupona polepole bila kujali matibabu.',
      'Review at 48 to 72 hours.': 'Rudi baada ya saa 48 hadi 72.',
      'Review at 48-72 hours; extend to 7-10 days if slow to respond.':
        'Rudi baada ya saa 48-72; ongeza hadi siku 7-10 ikiwa nafuu inachelewa.',
      'Review at 48-72 hours; repeat urine culture in pregnancy.':
        'Rudi baada ya saa 48-72; rudia uoteshaji wa mkojo wakati wa ujauzito.',
      'Review at 7 days if not improved.': 'Rudi siku ya 7 kama hakuna nafuu.',
      'Review at 72 hours, and at the end of treatment.': 'Rudi baada ya saa 72, na mwishoni mwa matibabu.',
      'Review at 72 hours; repeat ultrasound only if not improving.':
        'Rudi baada ya saa 72; rudia ultrasound tu kama hakuna nafuu.',
      'Review every 2-3 days until lesions heal (2-4 weeks).':
        'Rudi kila siku 2-3 hadi vidonda vipone (wiki 2-4).',
      'Review Hb after 4 weeks, then every 1 to 3 months until 3 months after Hb is normal.':
        'Pima Hb tena baada ya wiki 4, kisha kila mwezi 1 hadi 3 hadi miezi 3 baada ya Hb kuwa ya kawaida.',
      'Review if new fever after initial improvement, breathing difficulty or infected spots.':
        'Rudi kwa homa mpya baada ya nafuu ya mwanzo, shida ya kupumua au vipele vyenye maambukizi.',
      'Review in 1 to 2 weeks with imaging to confirm passage.':
        'Rudi baada ya wiki 1 hadi 2 na picha kuthibitisha jiwe limetoka.',
      'Review in 2 days.': 'Rudi baada ya siku 2.',
      'Review in 2 days; refer infants under 2 months.':
        'Rudi baada ya siku 2; toa rufaa kwa watoto wachanga chini ya miezi 2.',
      'Review in 2 to 4 weeks during a flare.': 'Rudi baada ya wiki 2 hadi 4 wakati wa mlipuko.',
      'Review in 2 to 4 weeks if not settled.': 'Rudi baada ya wiki 2 hadi 4 kama haijatulia.',
      'Review in 3 days if not improving; at once for difficulty swallowing or breathing.':
        'Rudi baada ya siku 3 kama hakuna nafuu; mara moja kwa shida ya kumeza au kupumua.',
      'Review in 4 to 6 weeks if frequent; sooner if the pattern changes.':
        'Rudi baada ya wiki 4 hadi 6 yakiwa ya mara kwa mara; mapema zaidi mtindo ukibadilika.',
      'Review on day 3 if fever persists, and at once for any danger sign; a negative test with persisting fever calls for another cause.':
        'Rudi siku ya 3 homa ikiendelea, na mara moja kwa dalili yoyote ya hatari; kipimo hasi huku homa ikiendelea kunahitaji kutafuta chanzo kingine.',
      'Review thiazide diuretics (losartan or amlodipine preferred for hypertension).':
        'Kagua diuretics za thiazide (losartan au amlodipine hupendelewa kwa shinikizo la damu).',
      'Review weekly until jaundice settles; repeat HBsAg at 6 months; chronic hepatitis B every 6 to 12 months.':
        'Rudi kila wiki hadi manjano yapungue; rudia HBsAg baada ya miezi 6; homa ya ini B sugu kila miezi 6 hadi 12.',
      'Review within 1 to 2 weeks of discharge, then every 1 to 3 months while titrating medicines.':
        'Rudi ndani ya wiki 1 hadi 2 baada ya kuruhusiwa, kisha kila mwezi 1 hadi 3 wakati wa kurekebisha dawa.',
      'Review within 1 to 4 weeks after an exacerbation, then every 3 to 6 months.':
        'Rudi ndani ya wiki 1 hadi 4 baada ya ugonjwa kuzidi, kisha kila miezi 3 hadi 6.',
      'Review within 2 to 7 days after an attack, then every 1 to 3 months until controlled.':
        'Rudi ndani ya siku 2 hadi 7 baada ya shambulio, kisha kila mwezi 1 hadi 3 hadi idhibitiwe.',
      'Review within 24-48 hours after discharge and at each antenatal visit.':
        'Rudi ndani ya saa 24-48 baada ya kuruhusiwa na katika kila hudhurio la kliniki ya wajawazito.',
      'Rhodesiense: fexinidazole in the 2024 guidelines for adults and children >= 6 years and >= 20 kg; otherwise suramin (first stage) or melarsoprol (second stage).':
        'Rhodesiense: fexinidazole katika miongozo ya 2024 kwa watu wazima na watoto >= miaka 6 na >= kg 20; vinginevyo suramin (hatua ya kwanza) au melarsoprol (hatua ya pili).',
      'Rounded to whole 3 mg tablets.': 'Imezungushwa kufikia vidonge kamili vya 3 mg.',
      'Routine review after 4-6 weeks; annual mass treatment where prevalence is 10% or more.':
        'Ufuatiliaji wa kawaida baada ya wiki 4-6; matibabu ya jamii nzima kila mwaka mahali maambukizi ni 10% au zaidi.',
      'Routine; repeat deworming every 6-12 months in endemic areas.':
        'Kawaida; rudia dawa ya minyoo kila miezi 6-12 katika maeneo yenye ugonjwa.',
      'Rule out prostate cancer (hard nodular gland, raised PSA).':
        'Ondoa uwezekano wa saratani ya tezi dume (tezi ngumu yenye vinundu, PSA iliyopanda).',
      'RUTF (about 200 kcal/kg/day) for outpatients with appetite.':
        'RUTF (takriban 200 kcal/kg/siku) kwa wagonjwa wa nje wenye hamu ya kula.',
      'SAFE strategy.': 'Mkakati wa SAFE.',
      'Saline nasal drops': 'Matone ya chumvi puani',
      'Saline nasal irrigation': 'Kusafisha pua kwa maji ya chumvi',
      'Saline nasal rinses': 'Kusafisha pua kwa maji ya chumvi',
      'Saline rinses for mouth lesions, sitz baths for genital lesions':
        'Kusukutua kwa maji ya chumvi kwa vidonda vya mdomo, kukalia maji ya uvuguvugu kwa vidonda vya sehemu za siri',
      'Salt restriction; diuretics only under specialist supervision (hypovolaemia).':
        'Punguza chumvi; diuretics tu chini ya usimamizi wa mtaalamu (upungufu wa maji kwenye mishipa).',
      'SBP: ceftriaxone then long-term prophylaxis.': 'SBP: ceftriaxone kisha kinga ya muda mrefu.',
      'Scalp tinea and nail tinea need oral antifungal (griseofulvin for 6 to 8 weeks in children, or terbinafine); oral treatment also for extensive disease.':
        'Mba ya kichwa na ya kucha zinahitaji dawa ya fangasi ya kumeza (griseofulvin kwa wiki 6 hadi 8 kwa watoto, au terbinafine); matibabu ya kumeza pia kwa ugonjwa ulioenea.',
      'Screen for depression and anxiety': 'Chunguza msongo wa mawazo na wasiwasi',
      'Screen for diabetes and kidney disease': 'Chunguza kisukari na ugonjwa wa figo',
      'Screen for TB (and cryptococcal antigen if CD4 below 200) before starting; start ART within 7 days, same day if ready.':
        'Chunguza TB (na antigeni ya cryptococcus ikiwa CD4 iko chini ya 200) kabla ya kuanza; anza ART ndani ya siku 7, siku hiyo hiyo akiwa tayari.',
      'Screen for TB and treat infections first; under 1 year or over 12 years, refer before treating.':
        'Chunguza TB na tibu maambukizi kwanza; chini ya mwaka 1 au zaidi ya miaka 12, toa rufaa kabla ya kutibu.',
      'Screen for TB before steroids where prevalent.': 'Chunguza TB kabla ya steroidi mahali TB imeenea.',
      'Screen for TB; support adherence with the caregiver.':
        'Chunguza TB; saidia ufuasi wa matibabu pamoja na mlezi.',
      'Screen-and-treat precancer (HPV test, thermal ablation or LEEP).':
        'Chunguza na tibu hali ya kabla ya saratani (kipimo cha HPV, thermal ablation au LEEP).',
      'Scrotal support for orchitis': 'Kushikilia korodani kwa uvimbe wa korodani',
      'Second-generation non-sedating H1 antihistamine (cetirizine or loratadine) daily; if not controlled after 2 to 4 weeks the dose may be increased up to four-fold.':
        'Antihistamine ya H1 ya kizazi cha pili isiyoleta usingizi (cetirizine au loratadine) kila siku; isipodhibitiwa baada ya wiki 2 hadi 4 dozi inaweza kuongezwa hadi mara nne.',
      'Secondary prophylaxis for all with ARF or RHD: benzathine benzylpenicillin IM every 4 weeks (every 3 weeks in high-risk cases), for at least 10 years after the last attack or to age 40 for moderate or severe RHD.':
        'Kinga ya pili kwa wote wenye ARF au RHD: benzathine benzylpenicillin IM kila wiki 4 (kila wiki 3 kwa wenye hatari kubwa), kwa angalau miaka 10 baada ya shambulio la mwisho au hadi umri wa miaka 40 kwa RHD ya wastani au kali.',
      'Sedating antihistamine at night only for sleep in severe flares':
        'Antihistamine inayoleta usingizi usiku tu kwa usingizi katika milipuko mikali',
      'Self-care of hands, feet and eyes': 'Kujitunza mikono, miguu na macho',
      'Sepsis, vomiting or pregnancy: admit, ceftriaxone IV (with gentamicin if severe).':
        'Sepsis, kutapika au ujauzito: mlaze, ceftriaxone IV (pamoja na gentamicin ikiwa ni kali).',
      "Severe dehydration: Ringer's lactate 100 mL/kg IV (Plan C).":
        "Upungufu mkubwa wa maji: Ringer's lactate 100 mL/kg IV (Mpango C).",
      "Severe dehydration: Ringer's lactate 100 mL/kg IV (WHO Plan C).":
        "Upungufu mkubwa wa maji: Ringer's lactate 100 mL/kg IV (Mpango C wa WHO).",
      'Severe or complicated enteric fever (perforation, shock, altered consciousness): ceftriaxone IV and surgical review.':
        'Homa ya matumbo kali au yenye matatizo (kutoboka, mshtuko, fahamu kubadilika): ceftriaxone IV na kuonwa na daktari wa upasuaji.',
      'Severe or unable to take oral: IV ceftriaxone.': 'Kali au hawezi kumeza: ceftriaxone ya mshipa.',
      'Severe pain: IV morphine titrated in hospital.':
        'Maumivu makali: morphine ya mshipa inayorekebishwa hospitalini.',
      'Severe PID, pregnancy or failure: admit for IV therapy.':
        'PID kali, ujauzito au matibabu kushindwa: mlaze kwa tiba ya mshipa.',
      'Severe pneumonia: first dose of ampicillin or benzylpenicillin plus gentamicin, oxygen and referral; ceftriaxone as second line.':
        'Nimonia kali: dozi ya kwanza ya ampicillin au benzylpenicillin pamoja na gentamicin, oksijeni na rufaa; ceftriaxone kama chaguo la pili.',
      'Severe, vomiting or pregnant: IV ceftriaxone (or gentamicin) then oral step-down to complete 7-14 days.':
        'Kali, anatapika au mjamzito: ceftriaxone ya mshipa (au gentamicin) kisha dawa za kumeza kukamilisha siku 7-14.',
      'Severe: IV ceftriaxone or benzylpenicillin plus gentamicin, with a macrolide where atypical infection is suspected, switching to oral after clinical improvement.':
        'Kali: ceftriaxone ya mshipa au benzylpenicillin pamoja na gentamicin, na macrolide maambukizi yasiyo ya kawaida yakishukiwa, ukibadili kwenda dawa za kumeza baada ya nafuu ya kikliniki.',
      'Short course of nasal decongestant (adults)': 'Dozi fupi ya dawa ya kufungua pua (watu wazima)',
      'Short oral corticosteroid course only for severe acute flares.':
        'Dozi fupi ya corticosteroid ya kumeza tu kwa milipuko mikali ya ghafla.',
      'Short-acting beta-agonist (salbutamol) by metered-dose inhaler and spacer or nebuliser, repeated every 20 minutes in the first hour; add ipratropium in severe attacks; oxygen to keep SpO2 93-95% in adults (94-98% in children); oral prednisolone early (IV hydrocortisone if unable to swallow); IV magnesium sulfate for severe attacks not responding.':
        'Beta-agonist ya muda mfupi (salbutamol) kwa inhaler ya kipimo na spacer au nebuliser, ikirudiwa kila dakika 20 katika saa ya kwanza; ongeza ipratropium katika mashambulio makali; oksijeni kuweka SpO2 93-95% kwa watu wazima (94-98% kwa watoto); prednisolone ya kumeza mapema (hydrocortisone ya mshipa ikiwa hawezi kumeza); magnesium sulfate ya mshipa kwa mashambulio makali yasiyoitikia.',
      'Short-acting bronchodilators (salbutamol with or without ipratropium) by spacer or nebuliser; oral prednisolone for 5 days; antibiotic (amoxicillin or doxycycline) when sputum is purulent with more breathlessness or sputum volume; controlled oxygen to SpO2 88-92%.':
        'Dawa za kufungua njia ya hewa za muda mfupi (salbutamol pamoja na au bila ipratropium) kwa spacer au nebuliser; prednisolone ya kumeza kwa siku 5; antibiotiki (amoxicillin au doxycycline) makohozi yakiwa na usaha pamoja na kukosa pumzi zaidi au makohozi mengi; oksijeni iliyodhibitiwa hadi SpO2 88-92%.',
      'Short-term muscle relaxant only for severe spasm':
        'Dawa ya kulegeza misuli ya muda mfupi tu kwa mkakamao mkali',
      'Sieve urine and keep the stone for analysis': 'Chuja mkojo na uhifadhi jiwe kwa uchunguzi',
      'Simple goitre with normal tests: iodised salt, observation, surgery for compression.':
        'Goita ya kawaida yenye vipimo vya kawaida: chumvi yenye madini joto (iodine), kuangalia, upasuaji kwa kubana.',
      'Single-dose albendazole (half dose for children 12-23 months) or mebendazole; periodic preventive chemotherapy for children, adolescent girls and women of reproductive age in endemic areas.':
        'Albendazole dozi moja (nusu dozi kwa watoto wa miezi 12-23) au mebendazole; dawa za kinga za mara kwa mara kwa watoto, wasichana balehe na wanawake wa umri wa kuzaa katika maeneo yenye ugonjwa.',
      'Sit upright': 'Kaa wima',
      'Sit upright when breathless': 'Kaa wima ukikosa pumzi',
      'Sleep and daily routine': 'Usingizi na ratiba ya kila siku',
      'Sleep hygiene': 'Mazoea mazuri ya usingizi',
      'Sleep routine': 'Ratiba ya usingizi',
      'Soothe the throat with a safe remedy': 'Tuliza koo kwa dawa salama',
      'Specialist treatment at a HAT centre after staging.':
        'Matibabu ya kitaalamu katika kituo cha HAT baada ya kubaini hatua.',
      'Specialist-only treatment at a HAT centre (fexinidazole, acoziborole, NECT, suramin, melarsoprol, pentamidine): doses depend on stage, species and weight band and the medicines come from WHO; no dose is computed here.':
        'Matibabu ya wataalamu pekee katika kituo cha HAT (fexinidazole, acoziborole, NECT, suramin, melarsoprol, pentamidine): dozi hutegemea hatua, aina na kundi la uzito na dawa hutoka WHO; hakuna dozi inayokokotolewa hapa.',
      'Splint the limb': 'Weka banzi kwenye kiungo',
      'Start ART at once (same regimens as HIV infection; avoid delaying ART for chemotherapy).':
        'Anza ART mara moja (mipango sawa na maambukizi ya VVU; usichelewe ART kwa ajili ya tiba ya kemikali).',
      'Start ART within 2 weeks in people with HIV (delay in TB meningitis); cotrimoxazole prophylaxis.':
        'Anza ART ndani ya wiki 2 kwa watu wenye VVU (chelewesha katika homa ya uti wa mgongo ya TB); kinga ya cotrimoxazole.',
      'Start drug treatment when BP is confirmed >= 140/90 mmHg (immediately if >= 160/100 or high cardiovascular risk).':
        'Anza matibabu ya dawa shinikizo la damu likithibitishwa >= 140/90 mmHg (mara moja ikiwa >= 160/100 au hatari kubwa ya moyo na mishipa).',
      'Start low and go slow; older people and first episodes need lower doses.':
        'Anza kwa dozi ndogo na ongeza polepole; wazee na matukio ya kwanza yanahitaji dozi ndogo zaidi.',
      'Start or step up inhaled corticosteroid before discharge.':
        'Anza au ongeza corticosteroid ya kuvuta kabla ya kuruhusiwa.',
      'Statin for people aged 40 or more; blood pressure control with an ACE inhibitor if albuminuria.':
        'Statin kwa watu wenye umri wa miaka 40 au zaidi; kudhibiti shinikizo la damu kwa ACE inhibitor ikiwa kuna albumini kwenye mkojo.',
      'Statin if high cardiovascular risk.': 'Statin ikiwa hatari ya moyo na mishipa ni kubwa.',
      'Stay active, avoid bed rest; red flags (fever, weight loss, neurological deficit, trauma, cancer history): investigate.':
        'Endelea kujishughulisha, epuka kupumzika kitandani; dalili za hatari (homa, kupungua uzito, upungufu wa neva, jeraha, historia ya saratani): chunguza.',
      'Stones up to 10 mm in the ureter: medical expulsive therapy with an alpha-blocker (tamsulosin) where available and observation up to 4 to 6 weeks.':
        'Mawe hadi 10 mm kwenye mrija wa mkojo: tiba ya dawa ya kusaidia jiwe kutoka kwa alpha-blocker (tamsulosin) inapopatikana na kuangalia hadi wiki 4 hadi 6.',
      'Stop diuretics for sodium < 125 mmol/L, acute kidney injury, encephalopathy or potassium > 6 mmol/L.':
        'Acha diuretics kwa sodiamu < 125 mmol/L, figo kuumia ghafla, athari kwenye ubongo au potasiamu > 6 mmol/L.',
      'Stop NSAIDs.': 'Acha NSAIDs.',
      'Stop the burning and cool with water; airway first; IV Ringer’s lactate for burns > 10% (child) or > 15% (adult) by burn area and weight (first half in 8 hours) plus maintenance in children; adequate analgesia (oral paracetamol for minor burns; IV morphine for major, in hospital); clean and dress (silver sulfadiazine or clean dry dressings); tetanus prophylaxis; refer by the criteria.':
        'Simamisha kuungua na poza kwa maji; njia ya hewa kwanza; Ringer’s lactate ya mshipa kwa kuungua > 10% (mtoto) au > 15% (mtu mzima) kulingana na eneo la kuungua na uzito (nusu ya kwanza ndani ya saa 8) pamoja na maji ya kudumisha kwa watoto; dawa za maumivu za kutosha (paracetamol ya kumeza kwa kuungua kidogo; morphine ya mshipa kwa kuungua kukubwa, hospitalini); safisha na funga bandeji (silver sulfadiazine au bandeji safi kavu); kinga ya pepopunda; toa rufaa kufuata vigezo.',
      'Structured diabetes education': 'Elimu rasmi kuhusu kisukari',
      'Sunlight exposure': 'Kupigwa na jua',
      'Supportive and symptomatic care: pain control, skin care, nutrition and hydration, treatment of secondary bacterial infection; antivirals (tecovirimat) only within clinical trials or national protocols.':
        'Huduma ya kusaidia na ya dalili: kudhibiti maumivu, utunzaji wa ngozi, lishe na maji mwilini, kutibu maambukizi ya bakteria yanayofuata; dawa za virusi (tecovirimat) tu ndani ya majaribio ya kitabibu au itifaki za kitaifa.',
      'Supportive: paracetamol for pain and fever, fluids, soft food, warm or cold compresses; no antibiotic.':
        'Kusaidia: paracetamol kwa maumivu na homa, vinywaji, chakula laini, kitambaa cha moto au baridi; hakuna antibiotiki.',
      'Supportive: salt and fluid restriction, furosemide for oedema or hypertension, add an antihypertensive if still raised; a 10-day penicillin course to clear the streptococcus (does not change the nephritis); treat scabies and impetigo in the household.':
        'Kusaidia: punguza chumvi na maji, furosemide kwa uvimbe au shinikizo la damu, ongeza dawa ya shinikizo likiendelea kuwa juu; dozi ya penicillin ya siku 10 kuondoa streptococcus (haibadilishi nephritis); tibu upele na impetigo kwa wote wa nyumba hiyo.',
      'Surgical clinic within weeks of an attack of biliary colic.':
        'Kliniki ya upasuaji ndani ya wiki chache baada ya shambulio la maumivu ya nyongo.',
      'Suspected cancer (hard nodular prostate or raised PSA): refer to urology for biopsy and staging.':
        'Saratani inayoshukiwa (tezi dume ngumu yenye vinundu au PSA iliyopanda): toa rufaa kwa daktari wa njia ya mkojo kwa sampuli ya nyama na kubaini hatua.',
      'Suspected cancer: urgent referral for biopsy and staging; early stages: radical hysterectomy; locally advanced: chemoradiation.':
        'Saratani inayoshukiwa: rufaa ya haraka kwa sampuli ya nyama na kubaini hatua; hatua za mwanzo: kuondoa kizazi kikamilifu; iliyoenea eneo hilo: tiba ya kemikali pamoja na mionzi.',
      'Switch to oral when improving; total at least 3 weeks for septic arthritis and 3 to 6 weeks for osteomyelitis.':
        'Badilisha kwenda dawa za kumeza akipata nafuu; jumla angalau wiki 3 kwa maambukizi ya kiungo na wiki 3 hadi 6 kwa maambukizi ya mfupa.',
      'Symptomatic care for non-severe influenza in healthy people.':
        'Huduma ya dalili kwa mafua makali (influenza) yasiyo kali kwa watu wenye afya.',
      'Symptomatic care only: fluids, rest, paracetamol for fever or pain, saline nose drops.':
        'Huduma ya dalili pekee: vinywaji, kupumzika, paracetamol kwa homa au maumivu, matone ya chumvi puani.',
      'Symptomatic very high glucose or weight loss with ketones: start insulin.':
        'Sukari ya juu sana yenye dalili au kupungua uzito pamoja na ketoni: anza insulini.',
      'Syndromic treatment for gonorrhoea and chlamydia together: ceftriaxone IM single dose plus doxycycline for 7 days (azithromycin single dose in pregnancy or when adherence is a concern).':
        'Matibabu ya kidalili ya kisonono na chlamydia pamoja: ceftriaxone IM dozi moja pamoja na doxycycline kwa siku 7 (azithromycin dozi moja wakati wa ujauzito au ufuasi ukiwa na shaka).',
      'Syndromic treatment: benzathine penicillin 2.4 MIU IM once (syphilis) + azithromycin 1 g orally once (chancroid); for vesicles or recurrent ulcers add aciclovir 400 mg three times daily for 7 days (first episode) or 5 days (recurrence).':
        'Matibabu ya kidalili: benzathine penicillin 2.4 MIU IM mara moja (kaswende) + azithromycin 1 g kwa kumeza mara moja (chancroid); kwa malengelenge au vidonda vinavyojirudia ongeza aciclovir 400 mg mara tatu kwa siku kwa siku 7 (mara ya kwanza) au siku 5 (kujirudia).',
      'Systemic disease (fever with spreading oedema, gastrointestinal, inhalational, meningitis): IV combination therapy in hospital.':
        'Ugonjwa wa mwili mzima (homa pamoja na uvimbe unaoenea, wa tumbo, wa kuvuta hewa, homa ya uti wa mgongo): tiba mseto ya mshipa hospitalini.',
      'Systemic disease: IV combination in hospital.':
        'Ugonjwa wa mwili mzima: dawa mseto za mshipa hospitalini.',
    },
  },
];
