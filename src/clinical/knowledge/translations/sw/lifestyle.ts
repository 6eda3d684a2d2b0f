import type { TranslationGroup } from '../types';

/**
 * The advice to the patient and family the recommendations give, in Kiswahili, by their English wording
 * (lifestyle of knowledge/conditions); advice missing here is shown in English. Machine drafts (reviewer:
 * null) until a clinician fluent in Kiswahili reviews them.
 */
export const swahiliLifestyle: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Sleep under a long-lasting insecticide-treated net every night, the whole household.':
        'Lala ndani ya chandarua chenye dawa ya muda mrefu kila usiku, kaya nzima.',
      'Complete all 6 doses of artemether-lumefantrine over 3 days, taken with fatty food or milk.':
        'Maliza dozi zote 6 za artemether-lumefantrine kwa siku 3, ukinywa pamoja na chakula chenye mafuta au maziwa.',
      'Drink plenty of fluids and rest; return at once if unable to drink, very sleepy, convulsing or breathing fast.':
        'Kunywa maji mengi na pumzika; rudi mara moja kama hawezi kunywa, ana usingizi mwingi, ana degedege au anapumua haraka.',
      'After recovery, sleep under an insecticide-treated net every night; children under 5 and pregnant women first.':
        'Baada ya kupona, lala ndani ya chandarua chenye dawa kila usiku; watoto chini ya miaka 5 na wajawazito kwanza.',
      'Complete the full oral ACT course after parenteral artesunate once the patient can swallow.':
        'Maliza dozi kamili ya ACT ya kunywa baada ya artesunate ya sindano mara mgonjwa anapoweza kumeza.',
      'Drink only boiled or treated water and wash hands with soap after the toilet and before eating.':
        'Kunywa maji yaliyochemshwa au kutibiwa tu na nawa mikono kwa sabuni baada ya choo na kabla ya kula.',
      'Complete the full antibiotic course even when the fever settles.':
        'Maliza dozi yote ya antibiotiki hata homa ikishuka.',
      'Do not prepare food for others until recovered.': 'Usiwaandalie wengine chakula mpaka upone.',
      'Drink ORS after every loose stool; continue feeding and breastfeeding.':
        'Kunywa ORS baada ya kila choo cha majimaji; endelea kula na kunyonyesha.',
      'Boil or chlorinate drinking water, wash hands with soap, and use a latrine.':
        'Chemsha au weka klorini kwenye maji ya kunywa, nawa mikono kwa sabuni, na tumia choo.',
      'Household contacts: watch for diarrhoea and come at once if it starts.':
        'Wanaoishi nyumba moja: angalieni kuhara na njooni mara moja kukianza.',
      'Give ORS after each loose stool and extra fluids; continue breastfeeding and feeding.':
        'Toa ORS baada ya kila choo cha majimaji na maji ya ziada; endelea kunyonyesha na kulisha.',
      'Give zinc every day for 10-14 days even after the diarrhoea stops (children).':
        'Toa zinki kila siku kwa siku 10-14 hata kuhara kukiisha (watoto).',
      'Wash hands with soap after the toilet and before preparing food; drink treated water.':
        'Nawa mikono kwa sabuni baada ya choo na kabla ya kuandaa chakula; kunywa maji yaliyotibiwa.',
      'Return at once if the child cannot drink, becomes sleepy, has blood in the stool or drinks poorly.':
        'Rudi mara moja kama mtoto hawezi kunywa, anapata usingizi, ana damu kwenye kinyesi au anakunywa kidogo.',
      'Wash hands with soap after the toilet and before handling food; shigella spreads from few organisms.':
        'Nawa mikono kwa sabuni baada ya choo na kabla ya kushika chakula; shigella huenea kwa vijidudu vichache.',
      'Continue feeding and give extra fluids or ORS.': 'Endelea kula na toa maji ya ziada au ORS.',
      'Finish all 3 days of the antibiotic; return after 2 days if still bloody.':
        'Maliza siku zote 3 za antibiotiki; rudi baada ya siku 2 kama bado kuna damu.',
      'Drink boiled or treated water and wash hands with soap; wash fruit and vegetables in clean water.':
        'Kunywa maji yaliyochemshwa au kutibiwa na nawa mikono kwa sabuni; osha matunda na mboga kwa maji safi.',
      'Avoid alcohol during metronidazole treatment.': 'Epuka pombe wakati wa matibabu ya metronidazole.',
      'Use a latrine, wear shoes, and wash hands with soap before eating and after the toilet.':
        'Tumia choo, vaa viatu, na nawa mikono kwa sabuni kabla ya kula na baada ya choo.',
      'Deworm children every 6-12 months in school or community programmes.':
        'Wape watoto dawa za minyoo kila miezi 6-12 katika programu za shule au jamii.',
      'Eat iron-rich foods (beans, green leaves, meat) when anaemic.':
        'Kula vyakula vyenye madini ya chuma (maharagwe, mboga za majani, nyama) ukiwa na upungufu wa damu.',
      'Avoid bathing, swimming or washing in lakes, rivers and dams where snails live; use safe water.':
        'Epuka kuoga, kuogelea au kufua katika maziwa, mito na mabwawa yenye konokono; tumia maji salama.',
      'Urinate and defecate in latrines, not in or near water.':
        'Kojoa na jisaidie chooni, si ndani au karibu na maji.',
      'Take praziquantel with food during school or community mass treatment.':
        'Meza praziquantel pamoja na chakula wakati wa matibabu ya jumla shuleni au katika jamii.',
      'Take TB medicines every day for the whole course (6 months) under treatment support; never stop early.':
        'Meza dawa za TB kila siku kwa muda wote wa matibabu (miezi 6) ukisaidiwa; usiache mapema kamwe.',
      'Cover the mouth when coughing, open windows, sleep apart from small children for the first 2 weeks.':
        'Funika mdomo unapokohoa, fungua madirisha, lala mbali na watoto wadogo kwa wiki 2 za kwanza.',
      'Bring household contacts, especially children under 5 and people with HIV, for screening and preventive therapy.':
        'Leta wanaoishi nyumba moja, hasa watoto chini ya miaka 5 na watu wenye VVU, kwa uchunguzi na tiba ya kinga.',
      'Eat enough energy and protein; avoid alcohol and smoking.':
        'Kula chakula cha kutosha chenye nguvu na protini; epuka pombe na sigara.',
      'Rest, drink plenty of fluids, and complete the full antibiotic course.':
        'Pumzika, kunywa maji mengi, na maliza dozi yote ya antibiotiki.',
      'Return at once for breathlessness at rest, confusion, or fever after 3 days of treatment.':
        'Rudi mara moja ukikosa pumzi ukiwa umepumzika, ukichanganyikiwa, au homa ikiendelea baada ya siku 3 za matibabu.',
      'Stop smoking; pneumococcal and influenza vaccination for older adults and people with chronic illness where available.':
        'Acha kuvuta sigara; chanjo za pneumococcal na influenza kwa wazee na wenye magonjwa sugu inapopatikana.',
      'Give every dose of amoxicillin for the full course, even when the child seems better.':
        'Toa kila dozi ya amoxicillin kwa muda wote, hata mtoto akionekana kupata nafuu.',
      'Keep breastfeeding and offer fluids often; clear a blocked nose before feeds.':
        'Endelea kunyonyesha na mpe maji mara kwa mara; safisha pua iliyoziba kabla ya kunyonya.',
      'Return at once if breathing becomes difficult, the child cannot drink or becomes sicker.':
        'Rudi mara moja kama kupumua kunakuwa kugumu, mtoto hawezi kunywa au anazidi kuumwa.',
      'Keep vaccinations up to date (PCV, Hib, measles, pertussis) and avoid indoor smoke.':
        'Hakikisha chanjo zimekamilika (PCV, Hib, surua, kifaduro) na epuka moshi ndani ya nyumba.',
      'Clear the nose with saline drops before feeds; feed small amounts often and continue breastfeeding.':
        'Safisha pua kwa matone ya maji ya chumvi kabla ya kunyonya; lisha kidogo mara kwa mara na endelea kunyonyesha.',
      'Keep the baby away from smoke; wash hands to protect other infants.':
        'Mweke mtoto mbali na moshi; nawa mikono kuwalinda watoto wengine wachanga.',
      'Return at once if breathing is harder, the lips turn blue, pauses in breathing, or the baby will not feed.':
        'Rudi mara moja kama kupumua kunazidi kuwa kugumu, midomo inageuka bluu, anaacha kupumua kwa muda, au mtoto hanyonyi.',
      'Rest, drink warm fluids, and soothe the throat with honey (not under 1 year) or warm water.':
        'Pumzika, kunywa vinywaji vya moto, na tuliza koo kwa asali (si chini ya mwaka 1) au maji ya uvuguvugu.',
      'Antibiotics do not help a cold; they cause side effects and resistance.':
        'Antibiotiki hazisaidii mafua; husababisha madhara na usugu wa dawa.',
      'Wash hands and cover coughs and sneezes to protect others.':
        'Nawa mikono na funika kikohozi na chafya kuwalinda wengine.',
      "Clear a child's blocked nose with saline drops before feeds.":
        'Safisha pua iliyoziba ya mtoto kwa matone ya maji ya chumvi kabla ya kunyonya.',
      'Complete the full 10-day course of penicillin/amoxicillin to prevent rheumatic fever.':
        'Maliza dozi kamili ya siku 10 ya penicillin/amoxicillin kuzuia homa ya baridi yabisi.',
      'Warm saltwater gargles, soft food and plenty of fluids.':
        'Sukutua kwa maji ya uvuguvugu yenye chumvi, chakula laini na maji mengi.',
      'Stay off school for the first 24 hours of antibiotics.':
        'Usiende shule katika saa 24 za kwanza za antibiotiki.',
      'Dry a discharging ear by wicking with clean cloth 3 times daily; do not put oil or objects in the ear.':
        'Kausha sikio linalotoa usaha kwa kitambaa safi kilichosokotwa mara 3 kwa siku; usiweke mafuta au vitu sikioni.',
      'Give the antibiotic for the full 5 days and paracetamol for pain.':
        'Toa antibiotiki kwa siku zote 5 na paracetamol kwa maumivu.',
      'Avoid bottle-feeding lying flat and exposure to smoke.':
        'Epuka kunyonyesha kwa chupa mtoto akiwa amelala chali na kuwa kwenye moshi.',
      'Saline nasal rinses, steam inhalation and fluids; most cases clear in 2-3 weeks without antibiotics.':
        'Kusafisha pua kwa maji ya chumvi, kuvuta mvuke na maji mengi; wengi hupona ndani ya wiki 2-3 bila antibiotiki.',
      'Avoid smoke and known allergens.': 'Epuka moshi na vitu vinavyojulikana kusababisha mzio.',
      'Rest, drink plenty of fluids and stay home until 24 hours after the fever settles.':
        'Pumzika, kunywa maji mengi na kaa nyumbani mpaka saa 24 baada ya homa kushuka.',
      'Cover coughs and sneezes, wash hands; annual influenza vaccination for high-risk groups where available.':
        'Funika kikohozi na chafya, nawa mikono; chanjo ya influenza kila mwaka kwa makundi yaliyo hatarini inapopatikana.',
      'Isolate at home while symptomatic, wear a mask around others, ventilate rooms.':
        'Jitenge nyumbani ukiwa na dalili, vaa barakoa ukiwa karibu na wengine, pitisha hewa vyumbani.',
      'Rest, fluids and paracetamol; return at once if breathless.':
        'Pumzika, maji na paracetamol; rudi mara moja ukikosa pumzi.',
      'Keep COVID-19 vaccination up to date if older or with chronic illness.':
        'Hakikisha chanjo ya COVID-19 imekamilika kama ni mzee au una ugonjwa sugu.',
      'Close household contacts of meningococcal disease should receive preventive antibiotic promptly.':
        'Wanaoishi karibu na mgonjwa wa meningococcal wanapaswa kupata antibiotiki ya kinga haraka.',
      "Keep children's vaccines up to date (Hib, pneumococcal; MenAfriVac/MenFive in the meningitis belt).":
        'Hakikisha chanjo za watoto zimekamilika (Hib, pneumococcal; MenAfriVac/MenFive katika ukanda wa homa ya uti wa mgongo).',
      'Attend hearing and development follow-up after discharge.':
        'Hudhuria ufuatiliaji wa kusikia na ukuaji baada ya kuruhusiwa.',
      'Take fluconazole every day through consolidation and maintenance until the CD4 count recovers on ART.':
        'Meza fluconazole kila siku kupitia awamu ya kuimarisha na ya kuendeleza mpaka CD4 irudi juu ukiwa kwenye ARV.',
      'Start ART 4-6 weeks after antifungal treatment begins, not earlier.':
        'Anza ARV wiki 4-6 baada ya kuanza matibabu ya fangasi, si mapema zaidi.',
      'Take ART every day at the same time for life; undetectable means untransmittable.':
        'Meza ARV kila siku wakati uleule maisha yote; virusi visivyoonekana haviambukizi.',
      'Use condoms; offer testing to partners and children (index testing).':
        'Tumia kondomu; wapatie wenzi na watoto kipimo (index testing).',
      'Eat a balanced diet, avoid alcohol and tobacco, sleep under a bed net.':
        'Kula mlo kamili, epuka pombe na tumbaku, lala ndani ya chandarua.',
      'Continue cotrimoxazole prophylaxis after treatment and take ART daily.':
        'Endelea na kinga ya cotrimoxazole baada ya matibabu na meza ARV kila siku.',
      'Keep the child away from other children and pregnant women until 4 days after the rash appears.':
        'Mweke mtoto mbali na watoto wengine na wajawazito mpaka siku 4 baada ya upele kutokea.',
      'Continue breastfeeding and feeding; give extra fluids.':
        'Endelea kunyonyesha na kulisha; toa maji ya ziada.',
      'Vaccinate siblings and contacts who are not up to date (2 doses of measles-containing vaccine).':
        'Chanja ndugu na wengine wa karibu ambao chanjo zao hazijakamilika (dozi 2 za chanjo yenye surua).',
      'Clean the eyes with clean water and apply tetracycline eye ointment as instructed.':
        'Safisha macho kwa maji safi na paka mafuta ya macho ya tetracycline kama ulivyoelekezwa.',
      'Drink plenty of fluids (ORS, juice, soup); rest.': 'Kunywa maji mengi (ORS, juisi, supu); pumzika.',
      'Use paracetamol only; avoid aspirin, ibuprofen and other NSAIDs (bleeding risk).':
        'Tumia paracetamol pekee; epuka aspirini, ibuprofen na NSAIDs nyingine (hatari ya kuvuja damu).',
      'Empty containers holding water around the home and use repellents; Aedes mosquitoes bite by day.':
        'Mwaga vyombo vyenye maji kuzunguka nyumba na tumia dawa za kufukuza mbu; mbu wa Aedes huuma mchana.',
      'Return at once for abdominal pain, persistent vomiting, bleeding, drowsiness or when the fever falls but the patient feels worse.':
        'Rudi mara moja kwa maumivu ya tumbo, kutapika kusikoisha, kutokwa damu, usingizi au homa ikishuka lakini mgonjwa anajisikia vibaya zaidi.',
      'Boil milk before drinking and avoid raw milk products; wear gloves when handling birthing animals or carcasses.':
        'Chemsha maziwa kabla ya kunywa na epuka bidhaa za maziwa mabichi; vaa glavu ukishika wanyama wanaozaa au mizoga.',
      'Take the full 6 weeks of treatment; relapse is common when stopped early.':
        'Maliza wiki zote 6 za matibabu; ugonjwa hurudi mara nyingi ukiacha mapema.',
      'Sleep under an insecticide-treated net; sandflies bite from dusk to dawn.':
        'Lala ndani ya chandarua chenye dawa; nzi wa mchanga huuma kuanzia jioni hadi alfajiri.',
      'Eat energy-rich food; complete the full supervised treatment course.':
        'Kula chakula chenye nguvu; maliza matibabu yote yanayosimamiwa.',
      'Avoid contact with the body fluids of the sick and the dead; safe and dignified burial.':
        'Epuka kugusa majimaji ya mwili ya wagonjwa na waliokufa; mazishi salama na yenye heshima.',
      'Do not handle or eat bushmeat; store food away from rodents (Lassa).':
        'Usishike wala kula nyama ya porini; hifadhi chakula mbali na panya (Lassa).',
      'Survivors: use condoms until semen tests negative (Ebola, Marburg).':
        'Walionusurika: tumieni kondomu mpaka shahawa zipimwe na kuwa hasi (Ebola, Marburg).',
      'Isolate until all lesions have crusted and new skin has formed; cover lesions, wear a mask near others.':
        'Jitenge mpaka vidonda vyote vimeganda na ngozi mpya imeota; funika vidonda, vaa barakoa karibu na wengine.',
      'Avoid sex during illness and use condoms for 12 weeks after recovery.':
        'Epuka kujamiiana wakati wa ugonjwa na tumia kondomu kwa wiki 12 baada ya kupona.',
      'Keep lesions clean and dry; do not scratch; wash bedding separately.':
        'Weka vidonda safi na vikavu; usikune; fua matandiko peke yake.',
      'Complete every vaccine dose on the scheduled days.':
        'Kamilisha kila dozi ya chanjo katika siku zilizopangwa.',
      'Vaccinate dogs every year; teach children to avoid stray dogs and to report every bite.':
        'Chanja mbwa kila mwaka; fundisha watoto kuepuka mbwa wanaozurura na kuripoti kila kuumwa.',
      'Do not suture the bite wound immediately; keep it clean.':
        'Usishone jeraha la kuumwa mara moja; liweke safi.',
      'Complete the tetanus vaccine course after recovery: the disease does not give immunity.':
        'Kamilisha chanjo ya pepopunda baada ya kupona: ugonjwa wenyewe haukupi kinga.',
      'Clean every wound well and get a tetanus booster when not up to date; pregnant women should receive tetanus-diphtheria vaccine; clean cord care at birth.':
        'Safisha kila jeraha vizuri na pata dozi ya nyongeza ya pepopunda kama chanjo hazijakamilika; wajawazito wapate chanjo ya tetanus-diphtheria; utunzaji safi wa kitovu wakati wa kuzaliwa.',
      'Drink plenty of water and pass urine regularly and after sex.':
        'Kunywa maji mengi na kojoa mara kwa mara na baada ya kujamiiana.',
      'Complete the antibiotic course; return if fever or back pain develops.':
        'Maliza dozi ya antibiotiki; rudi homa au maumivu ya mgongo yakianza.',
      'Drink plenty of fluids and complete the full antibiotic course.':
        'Kunywa maji mengi na maliza dozi yote ya antibiotiki.',
      'Return at once if vomiting prevents taking tablets or you feel faint.':
        'Rudi mara moja kama kutapika kunazuia kumeza vidonge au unajisikia kuzirai.',
      'Abstain from sex for 7 days after treatment and until partners are treated.':
        'Acha kujamiiana kwa siku 7 baada ya matibabu na mpaka wenzi wametibiwa.',
      'Notify and refer sexual partners from the last 60 days for treatment.':
        'Wajulishe na uwapeleke wenzi wa siku 60 zilizopita kwa matibabu.',
      'Use condoms consistently; consider HIV pre-exposure prophylaxis if at ongoing risk.':
        'Tumia kondomu kila mara; fikiria dawa za kinga ya VVU kabla ya kuambukizwa (PrEP) kama hatari inaendelea.',
      'Abstain from sex until 7 days after treatment and until partners are treated.':
        'Acha kujamiiana mpaka siku 7 baada ya matibabu na mpaka wenzi wametibiwa.',
      'Notify all partners for testing and treatment; use condoms.':
        'Wajulishe wenzi wote kwa vipimo na matibabu; tumia kondomu.',
      'Attend all follow-up blood tests.': 'Hudhuria vipimo vyote vya damu vya ufuatiliaji.',
      'Take the full 14 days of treatment; abstain from sex until you and your partner have finished treatment.':
        'Maliza siku zote 14 za matibabu; acha kujamiiana mpaka wewe na mwenzi wako mmemaliza matibabu.',
      'Partners from the last 60 days need treatment; use condoms.':
        'Wenzi wa siku 60 zilizopita wanahitaji matibabu; tumia kondomu.',
      'Avoid alcohol while taking metronidazole.': 'Epuka pombe ukitumia metronidazole.',
      'Raise the affected limb and rest; take the full antibiotic course.':
        'Inua kiungo kilichoathirika na pumzika; maliza dozi yote ya antibiotiki.',
      "Keep wounds clean and covered; treat athlete's foot; wear shoes when farming.":
        'Weka majeraha safi na yamefunikwa; tibu fangasi za miguu; vaa viatu ukilima.',
      'Return if the redness spreads past the marked line, or fever and pain worsen.':
        'Rudi kama wekundu unavuka mstari uliowekwa alama, au homa na maumivu yanazidi.',
      'Treat every household member and close contact at the same time, even without itching.':
        'Tibu kila mtu wa nyumbani na wa karibu kwa wakati mmoja, hata bila kuwashwa.',
      'Wash clothes, towels and bedding in hot water and dry in the sun, or seal them in a bag for 3 days.':
        'Fua nguo, taulo na matandiko kwa maji ya moto na anika juani, au yafunge kwenye mfuko kwa siku 3.',
      'Itching may last 2 to 4 weeks after successful treatment; this does not mean treatment failed.':
        'Kuwashwa kunaweza kudumu wiki 2 hadi 4 baada ya matibabu kufanikiwa; hii haimaanishi matibabu yameshindwa.',
      'Keep skin folds and feet clean and dry; dry well between the toes after washing.':
        'Weka mikunjo ya ngozi na miguu safi na mikavu; kausha vizuri kati ya vidole vya miguu baada ya kuosha.',
      'Do not share combs, caps, towels or shoes; check and treat siblings with scalp ringworm.':
        'Usishirikiane kitana, kofia, taulo au viatu; chunguza na tibu ndugu wenye mba wa kichwa.',
      'Continue the cream for 2 weeks after the rash has cleared.':
        'Endelea na krimu kwa wiki 2 baada ya upele kupona.',
      'Avoid alcohol completely and avoid herbal remedies and unprescribed medicines that may harm the liver.':
        'Epuka pombe kabisa na epuka dawa za mitishamba na dawa zisizoandikwa zinazoweza kudhuru ini.',
      'Wash hands after using the toilet and drink safe water (hepatitis A and E spread by the faecal-oral route).':
        'Nawa mikono baada ya kutumia choo na kunywa maji salama (homa ya ini A na E huenea kupitia kinyesi na mdomo).',
      'Household and sexual contacts of a person with hepatitis B should be tested and vaccinated; use condoms.':
        'Wanaoishi na mtu mwenye homa ya ini B na wenzi wake wa kimapenzi wapimwe na wachanjwe; tumia kondomu.',
      'Rest and eat small frequent meals while recovering.':
        'Pumzika na kula milo midogo mara kwa mara wakati wa kupona.',
      'After recovery, complete the antibiotic course and return at once if fever or confusion come back.':
        'Baada ya kupona, maliza dozi ya antibiotiki na rudi mara moja homa au kuchanganyikiwa kukirudi.',
      'People with HIV or diabetes: keep taking ART and diabetes treatment; vaccinations lower the risk of severe infection.':
        'Watu wenye VVU au kisukari: endeleeni na ARV na matibabu ya kisukari; chanjo hupunguza hatari ya maambukizi makali.',
      'Stay home from school or work until all spots have crusted (about 5 days after the rash starts).':
        'Kaa nyumbani bila kwenda shule au kazini mpaka madoa yote yameganda (kama siku 5 baada ya upele kuanza).',
      'Keep away from pregnant women, newborns and people with weak immunity.':
        'Kaa mbali na wajawazito, watoto wachanga na watu wenye kinga dhaifu.',
      'Cut nails short and bathe daily to reduce scratching and infection.':
        'Kata kucha fupi na oga kila siku kupunguza kukuna na maambukizi.',
      'Do not give aspirin (Reye syndrome) and avoid ibuprofen (severe skin infection); use paracetamol.':
        'Usitoe aspirini (Reye syndrome) na epuka ibuprofen (maambukizi makali ya ngozi); tumia paracetamol.',
      'Wash hands often, do not share towels or face cloths, and clean discharge with boiled cooled water.':
        'Nawa mikono mara kwa mara, usishirikiane taulo au vitambaa vya uso, na safisha uchafu kwa maji yaliyochemshwa na kupozwa.',
      'Do not put traditional remedies or breast milk in the eyes.':
        'Usiweke dawa za kienyeji au maziwa ya mama machoni.',
      'Allergic conjunctivitis: avoid rubbing the eyes and use cold compresses.':
        'Conjunctivitis ya mzio: epuka kusugua macho na tumia kitambaa cha baridi.',
      'Eat more vegetables, pulses and whole grains; cut sugary drinks, white bread and large starchy portions.':
        'Kula mboga zaidi, jamii ya kunde na nafaka zisizokobolewa; punguza vinywaji vyenye sukari, mkate mweupe na sehemu kubwa za wanga.',
      'Walk briskly or do other moderate activity at least 30 minutes on 5 days a week; lose 5-10% of weight if overweight.':
        'Tembea kwa haraka au fanya mazoezi mengine ya wastani angalau dakika 30 siku 5 kwa wiki; punguza uzito kwa 5-10% kama una uzito uliozidi.',
      'Stop smoking and limit alcohol.': 'Acha kuvuta sigara na punguza pombe.',
      'Check your feet daily, wear closed shoes, and come early for any wound.':
        'Kagua miguu yako kila siku, vaa viatu vilivyofungwa, na njoo mapema kwa jeraha lolote.',
      'Take medicines every day even when you feel well.': 'Meza dawa kila siku hata ukijisikia vizuri.',
      'Never stop insulin during illness; check glucose and ketones more often and seek care early if vomiting.':
        'Usiache insulini kamwe wakati wa ugonjwa; pima sukari na ketoni mara nyingi zaidi na tafuta huduma mapema ukitapika.',
      'Keep insulin cool (clay pot or cool place) and carry sugar at all times.':
        'Hifadhi insulini mahali pa baridi (chungu cha udongo au mahali baridi) na beba sukari muda wote.',
      'Never skip meals when taking insulin or a sulfonylurea; eat extra before heavy work.':
        'Usiruke mlo kamwe ukitumia insulini au sulfonylurea; kula zaidi kabla ya kazi ngumu.',
      'Carry sugar or sweets and take them at the first signs (sweating, shaking, hunger).':
        'Beba sukari au pipi na uzile dalili za kwanza zikianza (jasho, kutetemeka, njaa).',
      'Family members should know how to give sugar and when to bring the patient in.':
        'Wanafamilia wajue jinsi ya kumpa sukari na wakati wa kumleta mgonjwa.',
      'Avoid drinking alcohol on an empty stomach.': 'Epuka kunywa pombe tumbo likiwa tupu.',
      'Eat less salt (under 5 g a day: no added salt, fewer salty processed foods) and more fruit and vegetables.':
        'Kula chumvi kidogo (chini ya 5 g kwa siku: usiongeze chumvi, vyakula vichache vya kusindikwa vyenye chumvi) na matunda na mboga zaidi.',
      'Be active at least 30 minutes on most days and lose weight if overweight.':
        'Fanya mazoezi angalau dakika 30 siku nyingi na punguza uzito kama una uzito uliozidi.',
      'Take the tablets every day for life, even when there are no symptoms.':
        'Meza vidonge kila siku maisha yote, hata kama hakuna dalili.',
      'After recovery, take blood pressure medicines every day and never stop them suddenly.':
        'Baada ya kupona, meza dawa za shinikizo la damu kila siku na usiziache ghafla kamwe.',
      'Reduce salt and alcohol; come for monthly BP checks.':
        'Punguza chumvi na pombe; njoo kupimwa BP kila mwezi.',
      'Eat less salt and weigh yourself daily; come early if weight rises by 2 kg in 3 days.':
        'Kula chumvi kidogo na jipime uzito kila siku; njoo mapema uzito ukiongezeka kwa 2 kg ndani ya siku 3.',
      'Keep active within comfort; rest when breathless.':
        'Endelea kufanya shughuli kwa kiasi unachoweza; pumzika ukikosa pumzi.',
      'Avoid NSAIDs (ibuprofen, diclofenac) and alcohol; stop smoking.':
        'Epuka NSAIDs (ibuprofen, diclofenac) na pombe; acha kuvuta sigara.',
      'Take all heart medicines daily; do not stop them when swelling goes.':
        'Meza dawa zote za moyo kila siku; usiziache uvimbe ukiisha.',
      'Take blood pressure, statin and antiplatelet medicines daily to prevent another stroke.':
        'Meza dawa za shinikizo la damu, statin na za kuzuia chembe sahani kila siku kuzuia kiharusi kingine.',
      'Stop smoking, limit alcohol and salt.': 'Acha kuvuta sigara, punguza pombe na chumvi.',
      'Learn the FAST signs: come at once for face drooping, arm weakness or speech trouble.':
        'Jifunze ishara za FAST: njoo mara moja uso ukilegea, mkono ukidhoofika au shida ya kuongea.',
      'Stop smoking completely.': 'Acha kuvuta sigara kabisa.',
      'Take aspirin, statin, beta-blocker and ACE inhibitor every day after a heart attack.':
        'Meza aspirini, statin, beta-blocker na ACE inhibitor kila siku baada ya shambulio la moyo.',
      'Call for help at once if chest pain lasts more than 10 minutes.':
        'Ita msaada mara moja kama maumivu ya kifua yanadumu zaidi ya dakika 10.',
      'Healthy diet low in salt and saturated fat, regular walking once recovered (cardiac rehabilitation).':
        'Lishe bora yenye chumvi kidogo na mafuta machache yaliyoganda, kutembea mara kwa mara baada ya kupona (urekebishaji wa moyo).',
      'Never miss the monthly penicillin injection: it prevents new attacks that damage the heart further.':
        'Usikose kamwe sindano ya penicillin ya kila mwezi: inazuia mashambulizi mapya yanayoharibu moyo zaidi.',
      'Come early for any sore throat; good dental care and tooth brushing to prevent endocarditis.':
        'Njoo mapema kwa kidonda chochote cha koo; utunzaji mzuri wa meno na kupiga mswaki kuzuia endocarditis.',
      'Women with RHD should plan pregnancies with the heart clinic and use reliable contraception.':
        'Wanawake wenye RHD wapange mimba pamoja na kliniki ya moyo na watumie njia za uzazi wa mpango za kuaminika.',
      'Use the controller inhaler every day (inhaled corticosteroid) and check your inhaler technique with a spacer.':
        'Tumia inhaler ya kudhibiti kila siku (corticosteroid ya kuvuta) na hakikisha unaitumia vizuri pamoja na spacer.',
      'Avoid smoke (tobacco, charcoal and firewood cooking indoors), dust and known triggers.':
        'Epuka moshi (tumbaku, kupikia mkaa na kuni ndani ya nyumba), vumbi na vichochezi vinavyojulikana.',
      'Follow a written asthma action plan and come at once if the reliever does not help.':
        'Fuata mpango wa maandishi wa pumu na njoo mara moja kama dawa ya kupunguza haisaidii.',
      'Stop smoking and avoid smoke from cooking fires (cook outdoors or use an improved stove with ventilation).':
        'Acha kuvuta sigara na epuka moshi wa moto wa kupikia (pika nje au tumia jiko bora lenye hewa ya kutosha).',
      'Stay as active as possible (pulmonary rehabilitation); breathing exercises.':
        'Endelea kufanya shughuli kadri iwezekanavyo (urekebishaji wa mapafu); mazoezi ya kupumua.',
      'Get influenza and pneumococcal vaccines where available.':
        'Pata chanjo za influenza na pneumococcal inapopatikana.',
      'Use the maintenance inhaler daily and check technique.':
        'Tumia inhaler ya kila siku na hakikisha unaitumia vizuri.',
      'Eat iron-rich foods: liver, meat, fish, beans, dark green leafy vegetables (sukuma wiki, managu), with fruit for vitamin C.':
        'Kula vyakula vyenye madini ya chuma: maini, nyama, samaki, maharagwe, mboga za majani ya kijani kibichi (sukuma wiki, managu), pamoja na matunda kwa vitamini C.',
      'Take iron tablets between meals; avoid tea or coffee within 1 hour of them.':
        'Meza vidonge vya chuma kati ya milo; epuka chai au kahawa ndani ya saa 1 kabla au baada.',
      'Wear shoes outdoors and deworm regularly to prevent hookworm.':
        'Vaa viatu nje na tumia dawa za minyoo mara kwa mara kuzuia minyoo ya safura.',
      'Iron may darken the stool; keep tablets out of reach of children (overdose is dangerous).':
        'Chuma kinaweza kufanya kinyesi kuwa cheusi; weka vidonge mbali na watoto (kuzidisha ni hatari).',
      'Drink plenty of water every day and avoid getting cold, dehydrated or over-exhausted.':
        'Kunywa maji mengi kila siku na epuka baridi, upungufu wa maji au uchovu mwingi.',
      'Sleep under a treated bed net and take malaria prevention and folic acid as prescribed.':
        'Lala ndani ya chandarua chenye dawa na meza kinga ya malaria na folic acid kama ulivyoandikiwa.',
      'Children: give daily penicillin prophylaxis to age 5 and keep all vaccines up to date, including pneumococcal.':
        'Watoto: toa kinga ya penicillin kila siku hadi umri wa miaka 5 na hakikisha chanjo zote zimekamilika, pamoja na pneumococcal.',
      'Come immediately for fever, chest pain, weakness, or a swollen tummy in a child.':
        'Njoo mara moja kwa homa, maumivu ya kifua, udhaifu, au tumbo lililovimba kwa mtoto.',
      'Give only the therapeutic food (RUTF) as prescribed, in small frequent amounts, with clean water; keep breastfeeding.':
        'Toa chakula tiba (RUTF) pekee kama ilivyoandikwa, kidogo mara kwa mara, pamoja na maji safi; endelea kunyonyesha.',
      'Keep the child warm and covered, especially at night.':
        'Mweke mtoto kwenye joto na mfunike, hasa usiku.',
      'Wash hands before feeding; use safe water.': 'Nawa mikono kabla ya kulisha; tumia maji salama.',
      'Play with and stimulate the child every day.': 'Cheza na mchangamshe mtoto kila siku.',
      'Return every week to the programme and at once if the child stops eating or becomes sick.':
        'Rudi kwenye programu kila wiki na mara moja mtoto akiacha kula au akiugua.',
      'Avoid NSAIDs (ibuprofen, diclofenac, aspirin) unless a doctor says they are essential; use paracetamol for pain.':
        'Epuka NSAIDs (ibuprofen, diclofenac, aspirini) isipokuwa daktari akisema ni muhimu; tumia paracetamol kwa maumivu.',
      'Stop smoking and reduce alcohol.': 'Acha kuvuta sigara na punguza pombe.',
      'Eat regular small meals; avoid foods that clearly worsen symptoms.':
        'Kula milo midogo kwa mpangilio; epuka vyakula vinavyoongeza dalili waziwazi.',
      'Lose weight if overweight; eat the last meal at least 3 hours before lying down.':
        'Punguza uzito kama una uzito uliozidi; kula mlo wa mwisho angalau saa 3 kabla ya kulala.',
      'Raise the head of the bed; avoid tight clothing.':
        'Inua upande wa kichwa wa kitanda; epuka nguo zinazobana.',
      'Cut down alcohol, smoking, coffee, fatty and spicy foods if they bring on symptoms.':
        'Punguza pombe, sigara, kahawa, vyakula vyenye mafuta na viungo vikali kama vinaleta dalili.',
      'Do not eat or drink until seen by the surgeon.':
        'Usile wala usinywe mpaka uonwe na daktari wa upasuaji.',
      'After surgery, walk early and return for wound redness, fever or worsening pain.':
        'Baada ya upasuaji, anza kutembea mapema na rudi kwa wekundu wa jeraha, homa au maumivu yanayozidi.',
      'Take the anti-seizure medicine every day and never stop it suddenly.':
        'Meza dawa ya kifafa kila siku na usiiache ghafla kamwe.',
      'Do not swim alone, cook on open fires, climb heights or drive until seizure-free as local law requires.':
        'Usiogelee peke yako, usipike kwenye moto wa wazi, usipande mahali pa juu wala usiendeshe gari mpaka usiwe na degedege kwa muda unaotakiwa na sheria.',
      'During a fit: lay the person on the side, protect the head, put nothing in the mouth; seek help if it lasts more than 5 minutes.':
        'Wakati wa degedege: mlaze mtu kwa ubavu, linda kichwa, usiweke kitu mdomoni; tafuta msaada likidumu zaidi ya dakika 5.',
      'Regular sleep and avoiding alcohol reduce seizures; epilepsy is not contagious or caused by witchcraft.':
        'Usingizi wa mpangilio na kuepuka pombe hupunguza degedege; kifafa hakiambukizi wala hakisababishwi na uchawi.',
      'Keep regular sleep, meals and fluid intake; note and avoid triggers (missed meals, stress, some foods).':
        'Dumisha mpangilio wa usingizi, milo na unywaji wa maji; andika na epuka vichochezi (kukosa mlo, msongo, baadhi ya vyakula).',
      'Take pain medicine early in an attack and rest in a dark quiet room.':
        'Meza dawa ya maumivu mapema wakati wa shambulio na pumzika katika chumba chenye giza na kimya.',
      'Do not use pain medicines on more than 10 days a month (medication-overuse headache).':
        'Usitumie dawa za maumivu zaidi ya siku 10 kwa mwezi (maumivu ya kichwa ya kuzidisha dawa).',
      'Women with migraine with aura should avoid combined oestrogen contraceptives.':
        'Wanawake wenye kipandauso chenye aura waepuke vidonge vya uzazi wa mpango vyenye oestrogen.',
      'Regular sleep, meals, water and physical activity; relaxation and neck stretching exercises.':
        'Usingizi wa mpangilio, milo, maji na mazoezi; mazoezi ya kutuliza na kunyoosha shingo.',
      'Limit pain medicines to fewer than 10 to 15 days a month to avoid medication-overuse headache.':
        'Punguza dawa za maumivu hadi chini ya siku 10 hadi 15 kwa mwezi kuepuka maumivu ya kichwa ya kuzidisha dawa.',
      'Talk about sources of stress; counselling helps frequent headaches.':
        'Ongea kuhusu vyanzo vya msongo; ushauri nasaha husaidia maumivu ya kichwa ya mara kwa mara.',
      'Keep a daily routine, regular sleep, and activities that used to be enjoyable, even if in small steps.':
        'Dumisha ratiba ya kila siku, usingizi wa mpangilio, na shughuli ulizokuwa ukifurahia, hata kwa hatua ndogo.',
      'Stay connected with family, friends or community and faith groups; do not isolate.':
        'Endelea kuwa karibu na familia, marafiki au jamii na vikundi vya imani; usijitenge.',
      'Regular physical activity such as walking.': 'Mazoezi ya mara kwa mara kama kutembea.',
      'Avoid alcohol and drugs, which worsen depression.':
        'Epuka pombe na dawa za kulevya, zinazozidisha msongo wa mawazo.',
      'Wear shoes or boots and use a torch when walking at night; keep the compound clear of grass and rubbish.':
        'Vaa viatu au buti na tumia tochi ukitembea usiku; weka uwanja bila nyasi na takataka.',
      'Sleep under a net or off the floor; do not handle or try to kill snakes.':
        'Lala ndani ya chandarua au juu ya kitanda si sakafuni; usishike wala usijaribu kuua nyoka.',
      'After a bite: keep still, immobilise the limb, go straight to a health facility; no tourniquet, cutting, sucking or traditional remedies.':
        'Baada ya kuumwa: kaa kimya, zuia kiungo kisisogee, nenda moja kwa moja kituo cha afya; usifunge kamba, usikate, usinyonye wala usitumie dawa za kienyeji.',
      'Store pesticides locked away from the home and children, in the original container.':
        'Hifadhi dawa za kuua wadudu zimefungwa mbali na nyumba na watoto, kwenye chombo chake cha asili.',
      'Wear protective clothing and gloves when spraying; wash after use.':
        'Vaa nguo za kujikinga na glavu unaponyunyizia; jiogeshe baada ya kutumia.',
      'Avoid NSAIDs (ibuprofen, diclofenac) and herbal remedies; tell every health worker you have kidney disease.':
        'Epuka NSAIDs (ibuprofen, diclofenac) na dawa za mitishamba; mwambie kila mhudumu wa afya kuwa una ugonjwa wa figo.',
      'Eat less salt; limit high-potassium foods (bananas, oranges, tomatoes) if potassium is high.':
        'Kula chumvi kidogo; punguza vyakula vyenye potasiamu nyingi (ndizi, machungwa, nyanya) kama potasiamu iko juu.',
      'Take blood pressure and diabetes medicines daily.':
        'Meza dawa za shinikizo la damu na kisukari kila siku.',
      'Stop smoking; keep active.': 'Acha kuvuta sigara; endelea kufanya mazoezi.',
      'Attend every antenatal visit for a blood pressure and urine check.':
        'Hudhuria kila kliniki ya wajawazito kupimwa shinikizo la damu na mkojo.',
      'Come at once for severe headache, blurred vision, upper tummy pain, swelling of face or hands, or fits.':
        'Njoo mara moja kwa maumivu makali ya kichwa, kuona ukungu, maumivu ya juu ya tumbo, kuvimba kwa uso au mikono, au degedege.',
      'In the next pregnancy, start low-dose aspirin from 12 weeks and calcium where diet is low in calcium.':
        'Katika mimba ijayo, anza aspirini ya dozi ndogo kuanzia wiki 12 na kalsiamu pale lishe ina kalsiamu kidogo.',
      'Future pregnancies carry a higher risk: come for an early scan as soon as a period is missed.':
        'Mimba zijazo zina hatari kubwa zaidi: njoo kupimwa ultrasound mapema mara tu unapokosa hedhi.',
      'Use condoms and get STIs treated early to protect the fallopian tubes.':
        'Tumia kondomu na tibu magonjwa ya zinaa mapema kulinda mirija ya uzazi.',
      'Cut down alcohol, especially beer and spirits, and sugary drinks.':
        'Punguza pombe, hasa bia na pombe kali, na vinywaji vyenye sukari.',
      'Eat less red meat, offal and seafood; lose weight gradually if overweight.':
        'Kula nyama nyekundu, maini na vyakula vya baharini kidogo; punguza uzito polepole kama una uzito uliozidi.',
      'Drink plenty of water; rest and elevate the joint, apply ice during a flare.':
        'Kunywa maji mengi; pumzisha na inua kiungo, weka barafu wakati wa shambulio.',
      'Once started, take allopurinol every day, including during flares.':
        'Ukishaanza, meza allopurinol kila siku, hata wakati wa mashambulizi.',
      'Exercise daily: muscle strengthening (quadriceps) and walking or cycling; exercise is treatment, not harm.':
        'Fanya mazoezi kila siku: kuimarisha misuli (ya paja) na kutembea au kuendesha baiskeli; mazoezi ni tiba, si madhara.',
      'Lose weight if overweight: each kilogram lost reduces knee load.':
        'Punguza uzito kama una uzito uliozidi: kila kilo inayopungua hupunguza mzigo kwenye goti.',
      'Use a walking stick in the opposite hand and supportive shoes.':
        'Tumia fimbo ya kutembelea kwa mkono wa upande mwingine na viatu vinavyosaidia.',
      'Stay active and continue normal activities as far as possible; bed rest slows recovery.':
        'Endelea kufanya shughuli za kawaida kadri iwezekanavyo; kulala kitandani huchelewesha kupona.',
      'Use heat for pain relief; do regular back and core exercises once the acute pain settles.':
        'Tumia joto kupunguza maumivu; fanya mazoezi ya mgongo na ya misuli ya kati mara kwa mara maumivu makali yakipungua.',
      'Lift with bent knees, keep loads close to the body, avoid long static postures.':
        'Inua vitu ukiwa umepinda magoti, weka mzigo karibu na mwili, epuka kukaa katika mkao mmoja kwa muda mrefu.',
      'Reduce dust and smoke at home: damp dusting, airing bedding in the sun, no smoking or cooking smoke indoors.':
        'Punguza vumbi na moshi nyumbani: futa vumbi kwa kitambaa chenye unyevu, anika matandiko juani, hakuna sigara wala moshi wa kupikia ndani.',
      'Rinse the nose with salt water (saline).': 'Safisha pua kwa maji ya chumvi (saline).',
      'Use the steroid nasal spray daily during the season, not only when bad; aim the spray away from the middle of the nose.':
        'Tumia dawa ya steroid ya kupuliza puani kila siku wakati wa msimu, si tu ukiwa vibaya; elekeza dawa mbali na katikati ya pua.',
      'Avoid the trigger; record the allergy in all health records and wear an alert bracelet or card.':
        'Epuka kichochezi; andika mzio katika kumbukumbu zote za afya na vaa bangili au kadi ya tahadhari.',
      'Carry an adrenaline auto-injector if available and know how to use it.':
        'Beba sindano ya adrenaline ya kujidunga ikipatikana na ujue jinsi ya kuitumia.',
      'Return at once if symptoms come back in the next 24 hours.':
        'Rudi mara moja dalili zikirudi katika saa 24 zijazo.',
      'Iron and folic acid daily for 3 months after the birth; eat iron-rich foods.':
        'Madini ya chuma na folic acid kila siku kwa miezi 3 baada ya kujifungua; kula vyakula vyenye madini ya chuma.',
      'Return at once for bleeding that soaks a pad in under an hour, clots, dizziness or fainting.':
        'Rudi mara moja kwa damu inayojaza pedi chini ya saa moja, mabonge, kizunguzungu au kuzirai.',
      'Plan the next birth in a facility with skilled attendants (previous PPH is a risk for the next).':
        'Panga kujifungua tena katika kituo chenye wahudumu wenye ujuzi (PPH ya awali ni hatari kwa inayofuata).',
      'Any bleeding after 20 weeks is a danger sign: come to hospital at once, do not wait.':
        'Damu yoyote baada ya wiki 20 ni ishara ya hatari: njoo hospitali mara moja, usisubiri.',
      'Nothing in the vagina (no intercourse, no herbs) while a low placenta is suspected.':
        'Usiweke chochote ukeni (usijamiiane, hakuna mitishamba) wakati kondo la nyuma kuwa chini linashukiwa.',
      'Keep breastfeeding unless she is very ill; wash hands before and after changing pads.':
        'Endelea kunyonyesha isipokuwa akiwa mgonjwa sana; nawa mikono kabla na baada ya kubadilisha pedi.',
      'Return at once for fever, foul discharge or abdominal pain in the 6 weeks after birth.':
        'Rudi mara moja kwa homa, uchafu wenye harufu mbaya au maumivu ya tumbo katika wiki 6 baada ya kujifungua.',
      'Return at once for heavy bleeding (soaking 2 pads an hour), fever, foul discharge or severe pain.':
        'Rudi mara moja kwa kutokwa damu nyingi (kujaza pedi 2 kwa saa), homa, uchafu wenye harufu mbaya au maumivu makali.',
      'Contraception can start the same day after post-abortion care if she wishes; fertility returns within 2 weeks.':
        'Uzazi wa mpango unaweza kuanza siku hiyo hiyo baada ya huduma ya baada ya kutoa mimba akipenda; uwezo wa kupata mimba hurudi ndani ya wiki 2.',
      'Threatened abortion: no specific treatment helps; rest if it eases symptoms, review if bleeding increases.':
        'Tishio la kuharibika kwa mimba: hakuna matibabu maalum yanayosaidia; pumzika kama inapunguza dalili, rudi damu ikiongezeka.',
      'Small frequent dry meals, fluids in small sips between meals; ginger may help.':
        'Milo midogo mikavu mara kwa mara, vinywaji kidogo kidogo kati ya milo; tangawizi inaweza kusaidia.',
      'Return if unable to keep any fluid down for 24 hours, passing little urine, or confused.':
        'Rudi kama hawezi kubakiza kinywaji chochote kwa saa 24, anakojoa kidogo, au amechanganyikiwa.',
      'Give birth in a health facility; first labours and adolescent mothers especially.':
        'Jifungulie katika kituo cha afya; hasa uchungu wa kwanza na mama vijana.',
      'After the birth, report urine or stool leaking from the vagina (fistula) — it can be repaired.':
        'Baada ya kujifungua, ripoti mkojo au kinyesi kinachovuja ukeni (fistula) — inaweza kurekebishwa.',
      'Iron and folic acid tablet every day through pregnancy and 3 months after; take with fruit, not with tea.':
        'Kidonge cha madini ya chuma na folic acid kila siku wakati wote wa ujauzito na miezi 3 baadaye; meza pamoja na matunda, si na chai.',
      'Eat beans, green leafy vegetables, meat, liver or fish; sleep under a treated net.':
        'Kula maharagwe, mboga za majani ya kijani, nyama, maini au samaki; lala ndani ya chandarua chenye dawa.',
      'Deworming after the first trimester and IPTp-SP at each visit from 13 weeks in malaria areas.':
        'Dawa za minyoo baada ya miezi mitatu ya kwanza na IPTp-SP kila kliniki kuanzia wiki 13 katika maeneo yenye malaria.',
      'Meals with whole grains, vegetables and legumes; avoid sugary drinks and sweets; regular small meals.':
        'Milo yenye nafaka zisizokobolewa, mboga na jamii ya kunde; epuka vinywaji vyenye sukari na peremende; milo midogo ya mpangilio.',
      '30 minutes of walking most days.': 'Kutembea dakika 30 siku nyingi.',
      'Fasting glucose test 6-12 weeks after the birth and every 1-3 years after: risk of type 2 diabetes is high.':
        'Kipimo cha sukari baada ya kufunga wiki 6-12 baada ya kujifungua na kila miaka 1-3 baadaye: hatari ya kisukari aina ya 2 ni kubwa.',
      'Do not douche or wash inside the vagina; avoid alcohol with metronidazole and for 24 hours after.':
        'Usisafishe wala kuosha ndani ya uke; epuka pombe ukitumia metronidazole na kwa saa 24 baadaye.',
      'Trichomoniasis: treat the partner too and use condoms until both are treated.':
        'Trichomoniasis: mtibu mwenzi pia na tumia kondomu mpaka wote wawili wametibiwa.',
      'No sex until healed; condoms always; partner(s) to be treated.':
        'Usijamiiane mpaka upone; kondomu kila mara; mwenzi/wenzi watibiwe.',
      'Keep the area clean and dry; salt-water baths ease herpes pain.':
        'Weka eneo safi na kavu; kuoga kwa maji ya chumvi hupunguza maumivu ya herpes.',
      'Household and close contacts take the prophylaxis given and report any fever within 7 days.':
        'Wanaoishi nyumba moja na wa karibu wameze kinga iliyotolewa na waripoti homa yoyote ndani ya siku 7.',
      'Treat the house and pets for fleas before killing rats; do not handle dead rodents with bare hands.':
        'Tibu nyumba na wanyama wa nyumbani dhidi ya viroboto kabla ya kuua panya; usishike panya waliokufa kwa mikono mitupu.',
      'Safe burial of anyone who dies of plague, by trained teams with protective equipment.':
        'Mazishi salama ya yeyote anayekufa kwa tauni, na timu zilizofunzwa zenye vifaa vya kujikinga.',
      'Do not eat, skin or sell meat from animals that died suddenly; bury or burn carcasses without opening them.':
        'Usile, usichune wala usiuze nyama ya wanyama waliokufa ghafla; zika au choma mizoga bila kuifungua.',
      'Cover the sore with a dry dressing; do not cut or drain it.':
        'Funika kidonda kwa bendeji kavu; usikikate wala kukikamua.',
      'Vaccinate livestock through the veterinary services.': 'Chanja mifugo kupitia huduma za mifugo.',
      'Stop alcohol completely.': 'Acha pombe kabisa.',
      'Restart eating as soon as pain and vomiting allow; a low-fat diet at first.':
        'Anza kula tena mara maumivu na kutapika vikiruhusu; mwanzoni chakula chenye mafuta kidogo.',
      'If gallstones caused it, have the gallbladder removed during the same admission or soon after.':
        'Kama vijiwe vya nyongo ndio chanzo, ondoa kibofu cha nyongo katika kulazwa huko huko au muda mfupi baadaye.',
      'Smaller meals lower in fat while waiting for surgery.':
        'Milo midogo yenye mafuta kidogo ukisubiri upasuaji.',
      'Come back at once with yellow eyes, fever with shivering or severe continuous pain.':
        'Rudi mara moja macho yakiwa ya manjano, homa pamoja na kutetemeka au maumivu makali yasiyokoma.',
      'Nothing to eat or drink until the surgeon has seen the patient.':
        'Asile wala asinywe kitu mpaka daktari wa upasuaji amwone mgonjwa.',
      'Have a reducible hernia repaired electively before it strangulates; return at once if it becomes painful or will not go back.':
        'Fanyiwa upasuaji wa ngiri inayorudi ndani kwa mpango kabla haijanyongwa; rudi mara moja ikianza kuuma au isiporudi ndani.',
      'No alcohol at all.': 'Hakuna pombe kabisa.',
      'No added salt (about 5 g salt a day); eat enough protein, with a late evening snack.':
        'Usiongeze chumvi (kama 5 g ya chumvi kwa siku); kula protini ya kutosha, pamoja na kitafunio cha jioni.',
      'Avoid NSAIDs (ibuprofen, diclofenac), sedatives and herbal remedies.':
        'Epuka NSAIDs (ibuprofen, diclofenac), dawa za usingizi na dawa za mitishamba.',
      'Keep the bowels open daily (lactulose as prescribed).':
        'Hakikisha unapata choo kila siku (lactulose kama ulivyoandikiwa).',
      'Drink 2.5 to 3 litres of water a day to pass 2 to 2.5 litres of urine.':
        'Kunywa lita 2.5 hadi 3 za maji kwa siku ili kukojoa lita 2 hadi 2.5 za mkojo.',
      'Less salt and less animal protein; do not cut down calcium in the diet.':
        'Chumvi kidogo na protini ya wanyama kidogo; usipunguze kalsiamu katika chakula.',
      'Drink less in the evening; cut down alcohol and caffeine.':
        'Kunywa kidogo jioni; punguza pombe na kafeini.',
      'Avoid decongestant cold remedies and antihistamines that can cause retention.':
        'Epuka dawa za mafua za kuzibua pua na antihistamines zinazoweza kusababisha kubanwa na mkojo.',
      'Come at once if you cannot pass urine.': 'Njoo mara moja kama huwezi kukojoa.',
      'Walk as soon as possible; do not stay in bed.': 'Tembea mapema iwezekanavyo; usikae kitandani.',
      'On warfarin: keep INR appointments, avoid new medicines or herbal remedies without asking, report any bleeding.':
        'Ukitumia warfarin: hudhuria vipimo vya INR, epuka dawa mpya au za mitishamba bila kuuliza, ripoti damu yoyote.',
      'Stop oestrogen-containing contraception.': 'Acha njia za uzazi wa mpango zenye oestrogen.',
      'Cut down alcohol; treat high blood pressure; lose weight if overweight.':
        'Punguza pombe; tibu shinikizo la damu; punguza uzito kama una uzito uliozidi.',
      'Take the blood thinner exactly as prescribed and keep INR appointments.':
        'Meza dawa ya kuzuia damu kuganda kama ilivyoandikwa hasa na hudhuria vipimo vya INR.',
      'For SVT attacks: learn the modified Valsalva manoeuvre (blow into a syringe for 15 seconds, then lie flat with the legs raised).':
        'Kwa mashambulizi ya SVT: jifunze modified Valsalva manoeuvre (puliza ndani ya sindano kwa sekunde 15, kisha lala chali ukiinua miguu).',
      'Rest from strenuous activity until symptoms and CRP settle.':
        'Pumzika kutokana na shughuli nzito mpaka dalili na CRP zitulie.',
      'Take every dose of TB treatment for the full course if it is tuberculous.':
        'Meza kila dozi ya matibabu ya TB kwa muda wote kama ni ya kifua kikuu.',
      'Limit salt; weigh daily and report rapid gain.':
        'Punguza chumvi; jipime uzito kila siku na ripoti ongezeko la haraka.',
      'No alcohol.': 'Hakuna pombe.',
      'After peripartum cardiomyopathy, discuss contraception: another pregnancy carries high risk.':
        'Baada ya peripartum cardiomyopathy, jadili uzazi wa mpango: mimba nyingine ina hatari kubwa.',
      'Keep the person oriented: familiar people, a clock and calendar, glasses and hearing aids, light by day and dark at night.':
        'Msaidie mtu kujua mahali na wakati: watu anaowajua, saa na kalenda, miwani na vifaa vya kusikia, mwanga mchana na giza usiku.',
      'Make sure the person drinks and eats enough; keep the bowels and bladder working.':
        'Hakikisha mtu anakunywa na kula vya kutosha; hakikisha choo na mkojo vinatoka vizuri.',
      'Carers need rest and support; ask about help in the community.':
        'Walezi wanahitaji kupumzika na kusaidiwa; uliza kuhusu msaada katika jamii.',
      'Keep breastfeeding often (express milk if the baby cannot suck); keep the baby skin-to-skin and warm.':
        'Endelea kunyonyesha mara kwa mara (kamua maziwa kama mtoto hawezi kunyonya); mweke mtoto ngozi kwa ngozi na kwenye joto.',
      'Dry cord care (or chlorhexidine where recommended); hand washing before handling the baby.':
        'Utunzaji wa kitovu kikavu (au chlorhexidine inapopendekezwa); nawa mikono kabla ya kumshika mtoto.',
      'Breastfeed 8-12 times a day; do not give water or glucose water.':
        'Nyonyesha mara 8-12 kwa siku; usimpe maji wala maji ya glukosi.',
      'Sunlight exposure is not a treatment; return if the yellow colour spreads to the legs, palms or soles, or the baby feeds poorly.':
        'Kuanikwa juani si tiba; rudi kama rangi ya njano inaenea miguuni, viganjani au nyayoni, au mtoto ananyonya vibaya.',
      'Expressed breast milk by cup or tube until the baby can suck; keep warm skin-to-skin.':
        'Maziwa ya mama yaliyokamuliwa kwa kikombe au mpira mpaka mtoto aweze kunyonya; mweke kwenye joto ngozi kwa ngozi.',
      'Developmental follow-up clinic visits through the first years.':
        'Kliniki za ufuatiliaji wa ukuaji katika miaka ya kwanza.',
      'Kangaroo mother care: skin-to-skin on the mother’s chest day and night.':
        'Utunzaji wa mama kangaroo: ngozi kwa ngozi kifuani mwa mama mchana na usiku.',
      'Breast milk only, every 2-3 hours; express and cup-feed if the baby cannot suck.':
        'Maziwa ya mama pekee, kila saa 2-3; kamua na lisha kwa kikombe kama mtoto hawezi kunyonya.',
      'Return at once if the baby feeds poorly, feels cold, breathes fast or stops breathing.':
        'Rudi mara moja kama mtoto ananyonya vibaya, ni baridi, anapumua haraka au anaacha kupumua.',
      'Skin-to-skin contact, cap and socks, room warm, delay the first bath for 24 hours.':
        'Ngozi kwa ngozi, kofia na soksi, chumba chenye joto, chelewesha kuoga kwa kwanza kwa saa 24.',
      'Breastfeed often; feel the feet and back: cold feet mean the baby needs warming.':
        'Nyonyesha mara kwa mara; gusa miguu na mgongo: miguu baridi inamaanisha mtoto anahitaji kupashwa joto.',
      'Keep the cord clean and dry; nothing (ash, cow dung, oil) on the cord; wash hands before touching it.':
        "Weka kitovu safi na kikavu; usiweke chochote (majivu, kinyesi cha ng'ombe, mafuta) kwenye kitovu; nawa mikono kabla ya kukigusa.",
      'Return at once if redness spreads, the baby feeds poorly, or stiffens.':
        'Rudi mara moja kama wekundu unaenea, mtoto ananyonya vibaya, au anakakamaa.',
      'Clean the eyes with clean water or saline every 1-2 hours until the pus stops; wash hands after.':
        'Safisha macho kwa maji safi au saline kila saa 1-2 mpaka usaha uishe; nawa mikono baadaye.',
      'Mother and partner to be tested and treated for STIs.':
        'Mama na mwenzi wake wapimwe na kutibiwa magonjwa ya zinaa.',
      'Continue breastfeeding; add energy-dense family foods (oil, groundnut paste, beans, eggs, milk) 5 times a day.':
        'Endelea kunyonyesha; ongeza vyakula vya familia vyenye nguvu nyingi (mafuta, siagi ya karanga, maharagwe, mayai, maziwa) mara 5 kwa siku.',
      'Safe water, hand washing, vaccination and vitamin A on schedule, deworming from 1 year.':
        'Maji salama, kunawa mikono, chanjo na vitamini A kwa ratiba, dawa za minyoo kuanzia mwaka 1.',
      'Complete the pentavalent (DTP) vaccine doses at 6, 10 and 14 weeks; vaccinate pregnant women where offered.':
        'Kamilisha dozi za chanjo ya pentavalent (DTP) katika wiki 6, 10 na 14; chanja wajawazito pale inapotolewa.',
      'Small frequent feeds after coughing spells; keep the infant away from smoke and other infants.':
        'Lisha kidogo mara kwa mara baada ya mashambulizi ya kikohozi; mweke mtoto mbali na moshi na watoto wengine wachanga.',
      'Household contacts under 1 year and pregnant contacts take the same antibiotic course.':
        'Wanaoishi nyumba moja walio chini ya mwaka 1 na wajawazito wameze dozi hiyo hiyo ya antibiotiki.',
      'Isolate the patient (droplet precautions); close contacts get a throat swab, a macrolide course and a vaccine dose.':
        'Mtenge mgonjwa (tahadhari za matone); wa karibu wachukuliwe sampuli ya koo, dozi ya macrolide na dozi ya chanjo.',
      'Complete the DTP schedule and boosters; vaccinate the patient on recovery.':
        'Kamilisha ratiba ya DTP na dozi za nyongeza; mchanje mgonjwa akipona.',
      'All children complete oral and inactivated polio vaccine doses; mop-up campaigns after a case.':
        'Watoto wote wakamilishe dozi za chanjo ya polio ya kunywa na ya sindano; kampeni za ziada baada ya mgonjwa.',
      'Physiotherapy and positioning to prevent contractures and pressure sores.':
        'Fiziotherapia na ulazaji sahihi kuzuia viungo kukakamaa na vidonda vya kulala.',
      'Stay home from school or work for 5 days after the swelling starts.':
        'Kaa nyumbani bila kwenda shule au kazini kwa siku 5 baada ya uvimbe kuanza.',
      'Soft food and plenty of fluids; avoid sour drinks that make the pain worse.':
        'Chakula laini na maji mengi; epuka vinywaji vichachu vinavyozidisha maumivu.',
      'Measles-mumps-rubella vaccine where it is in the national schedule.':
        'Chanjo ya surua-matubwitubwi-rubella pale ilipo katika ratiba ya kitaifa.',
      'Daily outdoor play in the sunlight with arms and legs uncovered; calcium-rich foods (milk, small fish with bones, green leaves).':
        'Kucheza nje kila siku juani mikono na miguu ikiwa wazi; vyakula vyenye kalsiamu (maziwa, samaki wadogo pamoja na mifupa, mboga za majani).',
      'Breastfed infants get vitamin D 400 IU daily through the first year.':
        'Watoto wanaonyonya wapate vitamini D 400 IU kila siku katika mwaka wa kwanza.',
      'No added salt; normal protein intake; do not restrict fluids unless told.':
        'Usiongeze chumvi; protini ya kawaida; usipunguze maji isipokuwa ukiambiwa.',
      'Test the urine for protein at home and return if it comes back, or with fever.':
        'Pima protini kwenye mkojo nyumbani na rudi ikirudi, au ukiwa na homa.',
      'Pneumococcal vaccination; no live vaccines on high-dose prednisolone.':
        'Chanjo ya pneumococcal; hakuna chanjo hai ukiwa kwenye prednisolone ya dozi kubwa.',
      'No added salt and limit fluids to the amount advised while swollen or hypertensive.':
        'Usiongeze chumvi na punguza maji hadi kiasi ulichoshauriwa ukiwa umevimba au na shinikizo la damu la juu.',
      'Treat skin sores and scabies in the family early; wash and keep sores clean.':
        'Tibu vidonda vya ngozi na upele (scabies) katika familia mapema; osha na weka vidonda safi.',
      'Take ivermectin at every community distribution round, every 6 to 12 months for years.':
        'Meza ivermectin katika kila mzunguko wa ugawaji wa jamii, kila miezi 6 hadi 12 kwa miaka.',
      'Cover arms and legs near rivers during the day to avoid blackfly bites.':
        'Funika mikono na miguu karibu na mito wakati wa mchana kuepuka kuumwa na inzi weusi.',
      'Wash the affected limb twice daily with soap and clean water, dry carefully between toes and folds.':
        'Osha kiungo kilichoathirika mara mbili kwa siku kwa sabuni na maji safi, kausha kwa uangalifu kati ya vidole na mikunjo.',
      'Raise the leg at night, exercise the ankle, wear comfortable shoes; treat small wounds and fungal infection early.':
        'Inua mguu usiku, zoeza kifundo cha mguu, vaa viatu vizuri; tibu majeraha madogo na fangasi mapema.',
      'Sleep under a treated bed net; take the community tablets every year.':
        'Lala ndani ya chandarua chenye dawa; meza vidonge vya jamii kila mwaka.',
      'Wear long sleeves of neutral colours in tsetse areas; avoid bright blue and black clothing.':
        "Vaa mikono mirefu ya rangi zisizong'aa katika maeneo ya mbung'o; epuka nguo za bluu angavu na nyeusi.",
      'Follow-up visits after treatment to confirm cure.':
        'Ziara za ufuatiliaji baada ya matibabu kuthibitisha kupona.',
      'Wear boots and gloves in flood water, fields and abattoirs; cover cuts.':
        'Vaa buti na glavu katika maji ya mafuriko, mashambani na machinjioni; funika majeraha.',
      'Control rats around the home and store food covered.':
        'Dhibiti panya kuzunguka nyumba na hifadhi chakula kikiwa kimefunikwa.',
      'Check the body for ticks after walking in bush or grass; remove them with tweezers close to the skin.':
        'Kagua mwili kwa kupe baada ya kutembea vichakani au kwenye nyasi; waondoe kwa koleo karibu na ngozi.',
      'Treat dogs and livestock for ticks.': 'Tibu mbwa na mifugo dhidi ya kupe.',
      'The cough usually lasts 2 to 3 weeks and settles without antibiotics.':
        'Kikohozi kwa kawaida hudumu wiki 2 hadi 3 na hupona bila antibiotiki.',
      'Warm drinks, honey (not under 1 year), rest; stop smoking and avoid smoke from cooking fires.':
        'Vinywaji vya moto, asali (si chini ya mwaka 1), kupumzika; acha kuvuta sigara na epuka moshi wa moto wa kupikia.',
      'Take every dose of TB treatment for 6 months if the effusion is tuberculous.':
        'Meza kila dozi ya matibabu ya TB kwa miezi 6 kama maji ya pleura ni ya kifua kikuu.',
      'Breathing exercises as the fluid clears.': 'Mazoezi ya kupumua maji yanapopungua.',
      'Complete the whole antibiotic course (at least 3 weeks, longer for bone infection).':
        'Maliza dozi yote ya antibiotiki (angalau wiki 3, zaidi kwa maambukizi ya mfupa).',
      'Rest and splint the limb at first, then physiotherapy to keep the joint moving.':
        'Pumzisha na weka banzi kwenye kiungo mwanzoni, kisha fiziotherapia kuweka kiungo kikisogea.',
      'Brush twice a day with fluoride toothpaste; fewer sugary snacks and drinks.':
        'Piga mswaki mara mbili kwa siku kwa dawa ya meno yenye fluoride; punguza vitafunio na vinywaji vyenye sukari.',
      'See a dentist for the tooth even when the pain settles.':
        'Mwone daktari wa meno kwa jino hata maumivu yakitulia.',
      'Dry the ear by wicking with a twisted clean cloth or tissue three times a day until it comes out dry.':
        'Kausha sikio kwa kitambaa safi kilichosokotwa au tishu mara tatu kwa siku mpaka kitoke kikavu.',
      'Keep water out of the ear (no swimming) until healed; do not put oil, herbs or sticks in the ear.':
        'Zuia maji yasiingie sikioni (usiogelee) mpaka lipone; usiweke mafuta, mitishamba au vijiti sikioni.',
      'Stop the tablets and come at once for a blood count if you get a sore throat, fever or mouth ulcers.':
        'Acha vidonge na njoo mara moja kupima damu ukipata kidonda cha koo, homa au vidonda mdomoni.',
      'Use iodised salt (prevents goitre).': 'Tumia chumvi yenye madini joto (iodine) (huzuia goita).',
      'Stop smoking (worsens eye disease).': 'Acha kuvuta sigara (huzidisha ugonjwa wa macho).',
      'Take levothyroxine every morning on an empty stomach, 4 hours apart from iron or calcium tablets.':
        'Meza levothyroxine kila asubuhi tumbo likiwa tupu, saa 4 mbali na vidonge vya chuma au kalsiamu.',
      'Treatment is usually lifelong; tell the clinic if you become pregnant (the dose needs increasing).':
        'Matibabu kwa kawaida ni ya maisha yote; iambie kliniki ukipata mimba (dozi inahitaji kuongezwa).',
      'Insulin is life-long and must never be stopped, even when ill or not eating (sick-day rules).':
        'Insulini ni ya maisha yote na haipaswi kuachwa kamwe, hata ukiwa mgonjwa au hauli (kanuni za siku za ugonjwa).',
      'Know the signs of low sugar and carry sugar or sweets.':
        'Jua dalili za sukari ya chini na beba sukari au pipi.',
      'Regular meals with consistent carbohydrate, and regular activity.':
        'Milo ya mpangilio yenye wanga wa kiasi kilekile, na mazoezi ya mara kwa mara.',
      'Keep the referral appointment: treatment works best early.':
        'Hudhuria miadi ya rufaa: matibabu hufanya kazi vizuri zaidi mapema.',
      'Start and keep taking ART every day: it shrinks Kaposi sarcoma in many people.':
        'Anza na endelea kumeza ARV kila siku: hupunguza Kaposi sarcoma kwa watu wengi.',
      'Take the medicine every day even when well; stopping early brings relapse.':
        'Meza dawa kila siku hata ukiwa mzima; kuacha mapema huleta ugonjwa kurudi.',
      'Avoid alcohol and cannabis.': 'Epuka pombe na bangi.',
      'Family support, return to work or school, and community rehabilitation.':
        'Msaada wa familia, kurudi kazini au shuleni, na urekebishaji katika jamii.',
      'Keep regular sleep; watch for early signs of relapse (less sleep, more energy).':
        'Dumisha usingizi wa mpangilio; angalia dalili za mwanzo za kurudi kwa ugonjwa (usingizi mdogo, nguvu zaidi).',
      'Avoid alcohol and drugs.': 'Epuka pombe na dawa za kulevya.',
      'Take the mood stabiliser long term as prescribed.':
        'Meza dawa ya kutuliza hisia kwa muda mrefu kama ulivyoandikiwa.',
      'Slow breathing and relaxation exercises daily, and during attacks.':
        'Mazoezi ya kupumua polepole na kutuliza kila siku, na wakati wa mashambulizi.',
      'Regular activity, sleep routine; less caffeine and alcohol.':
        'Mazoezi ya mara kwa mara, ratiba ya usingizi; kafeini na pombe kidogo.',
      'Panic attacks are frightening but not dangerous; face avoided situations step by step.':
        'Mashambulizi ya hofu yanatisha lakini si hatari; kabili hali unazoziepuka hatua kwa hatua.',
      'Women 30 to 49 years: screen with an HPV test every 5 to 10 years (every 3 to 5 years with HIV); girls 9 to 14: HPV vaccine.':
        'Wanawake wa miaka 30 hadi 49: uchunguzi kwa kipimo cha HPV kila miaka 5 hadi 10 (kila miaka 3 hadi 5 wenye VVU); wasichana wa miaka 9 hadi 14: chanjo ya HPV.',
      'Know your breasts and come early for any new lump or change; a lump is not to be watched.':
        'Jua matiti yako na njoo mapema kwa uvimbe wowote mpya au mabadiliko; uvimbe hauachwi ukiangaliwa tu.',
      'Men over 50 (over 45 with a family history) can discuss PSA testing with the clinician.':
        'Wanaume zaidi ya miaka 50 (zaidi ya 45 kukiwa na historia ya familia) wanaweza kujadili kipimo cha PSA na mtaalamu.',
      'Hepatitis B vaccination at birth prevents most liver cancer; people with hepatitis B need 6-monthly ultrasound.':
        'Chanjo ya homa ya ini B wakati wa kuzaliwa huzuia saratani nyingi za ini; watu wenye homa ya ini B wanahitaji ultrasound kila miezi 6.',
      'No alcohol; store grain dry to avoid mouldy (aflatoxin) food.':
        'Hakuna pombe; hifadhi nafaka mahali pakavu kuepuka chakula chenye ukungu (aflatoxin).',
      'Soft or liquid energy-dense food in small frequent meals; sit upright while eating.':
        'Chakula laini au cha majimaji chenye nguvu nyingi katika milo midogo mara kwa mara; kaa wima wakati wa kula.',
      'Stop smoking and alcohol; avoid very hot drinks.':
        'Acha sigara na pombe; epuka vinywaji vya moto sana.',
      'Come back quickly for fever during treatment (infection risk).':
        'Rudi haraka kwa homa wakati wa matibabu (hatari ya maambukizi).',
      'Glaucoma drops are lifelong: use them every day even though vision does not improve.':
        'Matone ya glaucoma ni ya maisha yote: yatumie kila siku hata kama kuona hakuboreki.',
      'People over 40 with a family history of glaucoma should have their eyes checked.':
        'Watu zaidi ya miaka 40 wenye historia ya familia ya glaucoma wapimwe macho.',
      'Cataract surgery restores sight; ask about outreach surgical camps.':
        'Upasuaji wa mtoto wa jicho hurudisha kuona; uliza kuhusu kambi za upasuaji.',
      'Protect the eye: lubricating drops by day, tape the eye closed at night, sunglasses outdoors.':
        'Linda jicho: matone ya kulainisha mchana, funga jicho kwa plasta usiku, miwani ya jua nje.',
      'Most people recover fully within weeks to 3 months.':
        'Watu wengi hupona kabisa ndani ya wiki hadi miezi 3.',
      'Check the feet every day, wear closed well-fitting shoes, never walk barefoot; test bath water with the elbow.':
        'Kagua miguu kila siku, vaa viatu vilivyofungwa vinavyokutosha, usitembee peku kamwe; pima maji ya kuoga kwa kiwiko.',
      'Control blood sugar; stop alcohol.': 'Dhibiti sukari ya damu; acha pombe.',
      'Avoid the trigger (the medicine, food or sting) and tell every clinician about a medicine allergy.':
        'Epuka kichochezi (dawa, chakula au kuumwa na mdudu) na mwambie kila mtaalamu kuhusu mzio wa dawa.',
      'Avoid NSAIDs and aspirin if they worsen the hives.':
        'Epuka NSAIDs na aspirini kama zinazidisha mabaka ya mzio.',
      'Use an emollient (petroleum jelly or aqueous cream) all over several times a day, and instead of soap.':
        'Tumia mafuta ya kulainisha (petroleum jelly au aqueous cream) mwili mzima mara kadhaa kwa siku, na badala ya sabuni.',
      'Avoid the substance that causes contact dermatitis; wear gloves for wet work and cement.':
        'Epuka kitu kinachosababisha mzio wa kugusana; vaa glavu kwa kazi za maji na saruji.',
      'Keep nails short; cotton clothing.': 'Weka kucha fupi; nguo za pamba.',
      'Keep groundnuts, beans, coins, button batteries and small toys away from children under 4; sit children to eat.':
        'Weka karanga, maharagwe, sarafu, betri za kifungo na vitu vidogo vya kuchezea mbali na watoto chini ya miaka 4; mkalishe mtoto anapokula.',
      'Learn back blows and chest/abdominal thrusts.': 'Jifunze kupiga mgongoni na kusukuma kifua/tumbo.',
      'Store kerosene and paraffin in labelled containers out of children’s reach, never in soda bottles.':
        'Hifadhi mafuta ya taa katika vyombo vyenye lebo mbali na watoto, kamwe si kwenye chupa za soda.',
      'Do not make the child vomit or give milk or oil.': 'Usimtapishe mtoto wala kumpa maziwa au mafuta.',
      'Store all medicines, especially iron and paracetamol, locked and out of children’s reach.':
        'Hifadhi dawa zote, hasa za chuma na paracetamol, zimefungwa na mbali na watoto.',
      'After deliberate overdose: a trusted person stays with the patient; remove medicines and pesticides from the home.':
        'Baada ya kuzidisha dawa kwa makusudi: mtu anayeaminika akae na mgonjwa; ondoa dawa na dawa za kuua wadudu nyumbani.',
      'Cool the burn with cool running water for 20 minutes as soon as possible; no butter, toothpaste, eggs or herbs.':
        'Poza sehemu iliyoungua kwa maji baridi yanayotiririka kwa dakika 20 haraka iwezekanavyo; usipake siagi, dawa ya meno, mayai wala mitishamba.',
      'Raise cooking fires off the floor, keep children away from hot pots and kerosene lamps.':
        'Inua moto wa kupikia juu ya sakafu, weka watoto mbali na sufuria za moto na taa za mafuta ya taa.',
      'High-protein, high-energy diet while burns heal.':
        'Chakula chenye protini na nguvu nyingi wakati majeraha ya moto yanapona.',
      'A responsible adult stays for 24 hours; return at once for drowsiness, vomiting, worsening headache, fits, weakness or confusion.':
        'Mtu mzima anayewajibika akae kwa saa 24; rudi mara moja kwa usingizi, kutapika, maumivu ya kichwa yanayozidi, degedege, udhaifu au kuchanganyikiwa.',
      'Helmets on motorbikes and bicycles; seat belts.':
        'Kofia ngumu kwenye pikipiki na baiskeli; mikanda ya usalama.',
      'Keep the limb raised and the splint or cast dry; move fingers and toes.':
        'Weka kiungo juu na banzi au hogo kavu; sogeza vidole vya mikono na miguu.',
      'Return at once for severe pain, numbness or cold, pale fingers or toes.':
        'Rudi mara moja kwa maumivu makali, ganzi au vidole baridi na vyeupe.',
      'Helmets on motorbikes (boda boda), seat belts, child restraints, no drink-driving.':
        'Kofia ngumu kwenye pikipiki (boda boda), mikanda ya usalama, viti vya watoto, usiendeshe ukiwa umelewa.',
      'Never leave young children near water (buckets, wells, ponds) unsupervised; cover wells.':
        'Usimwache mtoto mdogo karibu na maji (ndoo, visima, mabwawa) bila uangalizi; funika visima.',
      'Life jackets on boats; learn safe rescue and CPR.':
        'Jaketi za kuokoa maisha kwenye boti; jifunze uokoaji salama na CPR.',
      'In hot weather drink water regularly, rest in the shade, avoid heavy work at midday, and check on older neighbours living alone.':
        'Wakati wa joto kunywa maji mara kwa mara, pumzika kivulini, epuka kazi nzito mchana, na watembelee wazee wanaoishi peke yao.',
      'Never leave children in a parked vehicle.': 'Usimwache mtoto ndani ya gari lililoegeshwa kamwe.',
      'Never drink unlabelled or home-distilled spirits; methanol cannot be tasted or smelled.':
        'Usinywe kamwe pombe isiyo na lebo au ya kienyeji; methanol haionji wala hainuki.',
      'Brief intervention on the drinking pattern once sober; offer help for alcohol use.':
        'Ushauri mfupi kuhusu unywaji akiwa hana ulevi; toa msaada kwa matumizi ya pombe.',
      'Stop drinking with medical help rather than suddenly at home if drinking daily and heavily; avoid driving.':
        'Acha kunywa kwa msaada wa kitabibu badala ya ghafla nyumbani kama unakunywa kila siku kwa wingi; epuka kuendesha gari.',
      'Family support, peer groups and regular follow-up; eat regular meals.':
        'Msaada wa familia, vikundi vya wenzao na ufuatiliaji wa mara kwa mara; kula milo ya mpangilio.',
      'Keep the blisters covered and dry; avoid contact with pregnant women, newborns and people who have not had chickenpox until crusted.':
        'Weka malengelenge yamefunikwa na makavu; epuka kugusana na wajawazito, watoto wachanga na watu ambao hawajawahi kupata tetekuwanga mpaka yaganda.',
      'Take the HIV test offered and start treatment if positive.':
        'Kubali kipimo cha VVU na anza matibabu ukiwa chanya.',
      'Breastfeeding mothers of an infant with thrush treat their nipples too; boil teats and cups.':
        'Mama anayenyonyesha mtoto mwenye utando mweupe mdomoni atibu chuchu zake pia; chemsha chuchu za chupa na vikombe.',
      'Rinse the mouth after using an inhaled steroid.': 'Sukutua mdomo baada ya kutumia steroid ya kuvuta.',
      'Wash the sores gently with soap and water and remove the crusts daily; cut nails; separate towels; stay out of school until crusts are dry or 48 hours of antibiotic.':
        'Osha vidonda taratibu kwa sabuni na maji na ondoa magamba kila siku; kata kucha; taulo tofauti; usiende shule mpaka magamba yakauke au baada ya saa 48 za antibiotiki.',
      'Treat scabies in the whole household if present.': 'Tibu upele (scabies) kwa kaya nzima kama upo.',
      'Check numb hands and feet every day for wounds; soak and oil dry skin; wear protective footwear; use a cloth to hold hot pots.':
        'Kagua mikono na miguu yenye ganzi kila siku kwa majeraha; loweka na paka mafuta ngozi kavu; vaa viatu vya kujikinga; tumia kitambaa kushika sufuria za moto.',
      'Leprosy is curable and not passed on once treatment starts; household contacts should be examined.':
        'Ukoma unatibika na hauambukizi tena matibabu yakianza; wanaoishi nyumba moja wachunguzwe.',
      'Wash children’s faces daily with clean water; do not share towels.':
        'Osha nyuso za watoto kila siku kwa maji safi; usishirikiane taulo.',
      'Use a latrine and dispose of animal dung away from the house to reduce flies.':
        'Tumia choo na tupa kinyesi cha wanyama mbali na nyumba kupunguza nzi.',
    },
  },
];
