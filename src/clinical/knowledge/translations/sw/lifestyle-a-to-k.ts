import type { TranslationGroup } from '../types';

/** swahiliLifestyle (see lifestyle.ts), the entries whose English key starts with a to k. */
export const swahiliLifestyleAToK: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      '30 minutes of walking most days.': 'Kutembea dakika 30 siku nyingi.',
      'A responsible adult stays for 24 hours; return at once for drowsiness, vomiting, worsening headache, fits, weakness or confusion.':
        'Mtu mzima anayewajibika akae kwa saa 24; rudi mara moja kwa usingizi, kutapika, maumivu ya kichwa yanayozidi, degedege, udhaifu au kuchanganyikiwa.',
      'Abstain from sex for 7 days after treatment and until partners are treated.':
        'Acha kujamiiana kwa siku 7 baada ya matibabu na mpaka wenzi wametibiwa.',
      'Abstain from sex until 7 days after treatment and until partners are treated.':
        'Acha kujamiiana mpaka siku 7 baada ya matibabu na mpaka wenzi wametibiwa.',
      'After a bite: keep still, immobilise the limb, go straight to a health facility; no tourniquet, cutting, sucking or traditional remedies.':
        'Baada ya kuumwa: kaa kimya, zuia kiungo kisisogee, nenda moja kwa moja kituo cha afya; usifunge kamba, usikate, usinyonye wala usitumie dawa za kienyeji.',
      'After deliberate overdose: a trusted person stays with the patient; remove medicines and pesticides from the home.':
        'Baada ya kuzidisha dawa kwa makusudi: mtu anayeaminika akae na mgonjwa; ondoa dawa na dawa za kuua wadudu nyumbani.',
      'After peripartum cardiomyopathy, discuss contraception: another pregnancy carries high risk.':
        'Baada ya peripartum cardiomyopathy, jadili uzazi wa mpango: mimba nyingine ina hatari kubwa.',
      'After recovery, complete the antibiotic course and return at once if fever or confusion come back.':
        'Baada ya kupona, maliza dozi ya antibiotiki na rudi mara moja homa au kuchanganyikiwa kukirudi.',
      'After recovery, sleep under an insecticide-treated net every night; children under 5 and pregnant women first.':
        'Baada ya kupona, lala ndani ya chandarua chenye dawa kila usiku; watoto chini ya miaka 5 na wajawazito kwanza.',
      'After recovery, take blood pressure medicines every day and never stop them suddenly.':
        'Baada ya kupona, meza dawa za shinikizo la damu kila siku na usiziache ghafla kamwe.',
      'After surgery, walk early and return for wound redness, fever or worsening pain.':
        'Baada ya upasuaji, anza kutembea mapema na rudi kwa wekundu wa jeraha, homa au maumivu yanayozidi.',
      'After the birth, report urine or stool leaking from the vagina (fistula) — it can be repaired.':
        'Baada ya kujifungua, ripoti mkojo au kinyesi kinachovuja ukeni (fistula) — inaweza kurekebishwa.',
      'All children complete oral and inactivated polio vaccine doses; mop-up campaigns after a case.':
        'Watoto wote wakamilishe dozi za chanjo ya polio ya kunywa na ya sindano; kampeni za ziada baada ya mgonjwa.',
      'Allergic conjunctivitis: avoid rubbing the eyes and use cold compresses.':
        'Conjunctivitis ya mzio: epuka kusugua macho na tumia kitambaa cha baridi.',
      'Antibiotics do not help a cold; they cause side effects and resistance.':
        'Antibiotiki hazisaidii mafua; husababisha madhara na usugu wa dawa.',
      'Any bleeding after 20 weeks is a danger sign: come to hospital at once, do not wait.':
        'Damu yoyote baada ya wiki 20 ni ishara ya hatari: njoo hospitali mara moja, usisubiri.',
      'Attend all follow-up blood tests.': 'Hudhuria vipimo vyote vya damu vya ufuatiliaji.',
      'Attend every antenatal visit for a blood pressure and urine check.':
        'Hudhuria kila kliniki ya wajawazito kupimwa shinikizo la damu na mkojo.',
      'Attend hearing and development follow-up after discharge.':
        'Hudhuria ufuatiliaji wa kusikia na ukuaji baada ya kuruhusiwa.',
      'Avoid alcohol and cannabis.': 'Epuka pombe na bangi.',
      'Avoid alcohol and drugs, which worsen depression.':
        'Epuka pombe na dawa za kulevya, zinazozidisha msongo wa mawazo.',
      'Avoid alcohol and drugs.': 'Epuka pombe na dawa za kulevya.',
      'Avoid alcohol completely and avoid herbal remedies and unprescribed medicines that may harm the liver.':
        'Epuka pombe kabisa na epuka dawa za mitishamba na dawa zisizoandikwa zinazoweza kudhuru ini.',
      'Avoid alcohol during metronidazole treatment.': 'Epuka pombe wakati wa matibabu ya metronidazole.',
      'Avoid alcohol while taking metronidazole.': 'Epuka pombe ukitumia metronidazole.',
      'Avoid bathing, swimming or washing in lakes, rivers and dams where snails live; use safe water.':
        'Epuka kuoga, kuogelea au kufua katika maziwa, mito na mabwawa yenye konokono; tumia maji salama.',
      'Avoid bottle-feeding lying flat and exposure to smoke.':
        'Epuka kunyonyesha kwa chupa mtoto akiwa amelala chali na kuwa kwenye moshi.',
      'Avoid contact with the body fluids of the sick and the dead; safe and dignified burial.':
        'Epuka kugusa majimaji ya mwili ya wagonjwa na waliokufa; mazishi salama na yenye heshima.',
      'Avoid decongestant cold remedies and antihistamines that can cause retention.':
        'Epuka dawa za mafua za kuzibua pua na antihistamines zinazoweza kusababisha kubanwa na mkojo.',
      'Avoid drinking alcohol on an empty stomach.': 'Epuka kunywa pombe tumbo likiwa tupu.',
      'Avoid NSAIDs (ibuprofen, diclofenac) and alcohol; stop smoking.':
        'Epuka NSAIDs (ibuprofen, diclofenac) na pombe; acha kuvuta sigara.',
      'Avoid NSAIDs (ibuprofen, diclofenac) and herbal remedies; tell every health worker you have kidney disease.':
        'Epuka NSAIDs (ibuprofen, diclofenac) na dawa za mitishamba; mwambie kila mhudumu wa afya kuwa una ugonjwa wa figo.',
      'Avoid NSAIDs (ibuprofen, diclofenac), sedatives and herbal remedies.':
        'Epuka NSAIDs (ibuprofen, diclofenac), dawa za usingizi na dawa za mitishamba.',
      'Avoid NSAIDs (ibuprofen, diclofenac, aspirin) unless a doctor says they are essential; use paracetamol for pain.':
        'Epuka NSAIDs (ibuprofen, diclofenac, aspirini) isipokuwa daktari akisema ni muhimu; tumia paracetamol kwa maumivu.',
      'Avoid NSAIDs and aspirin if they worsen the hives.':
        'Epuka NSAIDs na aspirini kama zinazidisha mabaka ya mzio.',
      'Avoid sex during illness and use condoms for 12 weeks after recovery.':
        'Epuka kujamiiana wakati wa ugonjwa na tumia kondomu kwa wiki 12 baada ya kupona.',
      'Avoid smoke (tobacco, charcoal and firewood cooking indoors), dust and known triggers.':
        'Epuka moshi (tumbaku, kupikia mkaa na kuni ndani ya nyumba), vumbi na vichochezi vinavyojulikana.',
      'Avoid smoke and known allergens.': 'Epuka moshi na vitu vinavyojulikana kusababisha mzio.',
      'Avoid the substance that causes contact dermatitis; wear gloves for wet work and cement.':
        'Epuka kitu kinachosababisha mzio wa kugusana; vaa glavu kwa kazi za maji na saruji.',
      'Avoid the trigger (the medicine, food or sting) and tell every clinician about a medicine allergy.':
        'Epuka kichochezi (dawa, chakula au kuumwa na mdudu) na mwambie kila mtaalamu kuhusu mzio wa dawa.',
      'Avoid the trigger; record the allergy in all health records and wear an alert bracelet or card.':
        'Epuka kichochezi; andika mzio katika kumbukumbu zote za afya na vaa bangili au kadi ya tahadhari.',
      'Be active at least 30 minutes on most days and lose weight if overweight.':
        'Fanya mazoezi angalau dakika 30 siku nyingi na punguza uzito kama una uzito uliozidi.',
      'Boil milk before drinking and avoid raw milk products; wear gloves when handling birthing animals or carcasses.':
        'Chemsha maziwa kabla ya kunywa na epuka bidhaa za maziwa mabichi; vaa glavu ukishika wanyama wanaozaa au mizoga.',
      'Boil or chlorinate drinking water, wash hands with soap, and use a latrine.':
        'Chemsha au weka klorini kwenye maji ya kunywa, nawa mikono kwa sabuni, na tumia choo.',
      'Breast milk only, every 2-3 hours; express and cup-feed if the baby cannot suck.':
        'Maziwa ya mama pekee, kila saa 2-3; kamua na lisha kwa kikombe kama mtoto hawezi kunyonya.',
      'Breastfed infants get vitamin D 400 IU daily through the first year.':
        'Watoto wanaonyonya wapate vitamini D 400 IU kila siku katika mwaka wa kwanza.',
      'Breastfeed 8-12 times a day; do not give water or glucose water.':
        'Nyonyesha mara 8-12 kwa siku; usimpe maji wala maji ya glukosi.',
      'Breastfeed often; feel the feet and back: cold feet mean the baby needs warming.':
        'Nyonyesha mara kwa mara; gusa miguu na mgongo: miguu baridi inamaanisha mtoto anahitaji kupashwa joto.',
      'Breastfeeding mothers of an infant with thrush treat their nipples too; boil teats and cups.':
        'Mama anayenyonyesha mtoto mwenye utando mweupe mdomoni atibu chuchu zake pia; chemsha chuchu za chupa na vikombe.',
      'Breathing exercises as the fluid clears.': 'Mazoezi ya kupumua maji yanapopungua.',
      'Brief intervention on the drinking pattern once sober; offer help for alcohol use.':
        'Ushauri mfupi kuhusu unywaji akiwa hana ulevi; toa msaada kwa matumizi ya pombe.',
      'Bring household contacts, especially children under 5 and people with HIV, for screening and preventive therapy.':
        'Leta wanaoishi nyumba moja, hasa watoto chini ya miaka 5 na watu wenye VVU, kwa uchunguzi na tiba ya kinga.',
      'Brush twice a day with fluoride toothpaste; fewer sugary snacks and drinks.':
        'Piga mswaki mara mbili kwa siku kwa dawa ya meno yenye fluoride; punguza vitafunio na vinywaji vyenye sukari.',
      'Call for help at once if chest pain lasts more than 10 minutes.':
        'Ita msaada mara moja kama maumivu ya kifua yanadumu zaidi ya dakika 10.',
      'Carers need rest and support; ask about help in the community.':
        'Walezi wanahitaji kupumzika na kusaidiwa; uliza kuhusu msaada katika jamii.',
      'Carry an adrenaline auto-injector if available and know how to use it.':
        'Beba sindano ya adrenaline ya kujidunga ikipatikana na ujue jinsi ya kuitumia.',
      'Carry sugar or sweets and take them at the first signs (sweating, shaking, hunger).':
        'Beba sukari au pipi na uzile dalili za kwanza zikianza (jasho, kutetemeka, njaa).',
      'Cataract surgery restores sight; ask about outreach surgical camps.':
        'Upasuaji wa mtoto wa jicho hurudisha kuona; uliza kuhusu kambi za upasuaji.',
      'Check numb hands and feet every day for wounds; soak and oil dry skin; wear protective footwear; use a cloth to hold hot pots.':
        'Kagua mikono na miguu yenye ganzi kila siku kwa majeraha; loweka na paka mafuta ngozi kavu; vaa viatu vya kujikinga; tumia kitambaa kushika sufuria za moto.',
      'Check the body for ticks after walking in bush or grass; remove them with tweezers close to the skin.':
        'Kagua mwili kwa kupe baada ya kutembea vichakani au kwenye nyasi; waondoe kwa koleo karibu na ngozi.',
      'Check the feet every day, wear closed well-fitting shoes, never walk barefoot; test bath water with the elbow.':
        'Kagua miguu kila siku, vaa viatu vilivyofungwa vinavyokutosha, usitembee peku kamwe; pima maji ya kuoga kwa kiwiko.',
      'Check your feet daily, wear closed shoes, and come early for any wound.':
        'Kagua miguu yako kila siku, vaa viatu vilivyofungwa, na njoo mapema kwa jeraha lolote.',
      'Children: give daily penicillin prophylaxis to age 5 and keep all vaccines up to date, including pneumococcal.':
        'Watoto: toa kinga ya penicillin kila siku hadi umri wa miaka 5 na hakikisha chanjo zote zimekamilika, pamoja na pneumococcal.',
      'Clean every wound well and get a tetanus booster when not up to date; pregnant women should receive tetanus-diphtheria vaccine; clean cord care at birth.':
        'Safisha kila jeraha vizuri na pata dozi ya nyongeza ya pepopunda kama chanjo hazijakamilika; wajawazito wapate chanjo ya tetanus-diphtheria; utunzaji safi wa kitovu wakati wa kuzaliwa.',
      'Clean the eyes with clean water and apply tetracycline eye ointment as instructed.':
        'Safisha macho kwa maji safi na paka mafuta ya macho ya tetracycline kama ulivyoelekezwa.',
      'Clean the eyes with clean water or saline every 1-2 hours until the pus stops; wash hands after.':
        'Safisha macho kwa maji safi au saline kila saa 1-2 mpaka usaha uishe; nawa mikono baadaye.',
      "Clear a child's blocked nose with saline drops before feeds.":
        'Safisha pua iliyoziba ya mtoto kwa matone ya maji ya chumvi kabla ya kunyonya.',
      'Clear the nose with saline drops before feeds; feed small amounts often and continue breastfeeding.':
        'Safisha pua kwa matone ya maji ya chumvi kabla ya kunyonya; lisha kidogo mara kwa mara na endelea kunyonyesha.',
      'Close household contacts of meningococcal disease should receive preventive antibiotic promptly.':
        'Wanaoishi karibu na mgonjwa wa meningococcal wanapaswa kupata antibiotiki ya kinga haraka.',
      'Come at once for severe headache, blurred vision, upper tummy pain, swelling of face or hands, or fits.':
        'Njoo mara moja kwa maumivu makali ya kichwa, kuona ukungu, maumivu ya juu ya tumbo, kuvimba kwa uso au mikono, au degedege.',
      'Come at once if you cannot pass urine.': 'Njoo mara moja kama huwezi kukojoa.',
      'Come back at once with yellow eyes, fever with shivering or severe continuous pain.':
        'Rudi mara moja macho yakiwa ya manjano, homa pamoja na kutetemeka au maumivu makali yasiyokoma.',
      'Come back quickly for fever during treatment (infection risk).':
        'Rudi haraka kwa homa wakati wa matibabu (hatari ya maambukizi).',
      'Come early for any sore throat; good dental care and tooth brushing to prevent endocarditis.':
        'Njoo mapema kwa kidonda chochote cha koo; utunzaji mzuri wa meno na kupiga mswaki kuzuia endocarditis.',
      'Come immediately for fever, chest pain, weakness, or a swollen tummy in a child.':
        'Njoo mara moja kwa homa, maumivu ya kifua, udhaifu, au tumbo lililovimba kwa mtoto.',
      'Complete all 6 doses of artemether-lumefantrine over 3 days, taken with fatty food or milk.':
        'Maliza dozi zote 6 za artemether-lumefantrine kwa siku 3, ukinywa pamoja na chakula chenye mafuta au maziwa.',
      'Complete every vaccine dose on the scheduled days.':
        'Kamilisha kila dozi ya chanjo katika siku zilizopangwa.',
      'Complete the antibiotic course; return if fever or back pain develops.':
        'Maliza dozi ya antibiotiki; rudi homa au maumivu ya mgongo yakianza.',
      'Complete the DTP schedule and boosters; vaccinate the patient on recovery.':
        'Kamilisha ratiba ya DTP na dozi za nyongeza; mchanje mgonjwa akipona.',
      'Complete the full 10-day course of penicillin/amoxicillin to prevent rheumatic fever.':
        'Maliza dozi kamili ya siku 10 ya penicillin/amoxicillin kuzuia homa ya baridi yabisi.',
      'Complete the full antibiotic course even when the fever settles.':
        'Maliza dozi yote ya antibiotiki hata homa ikishuka.',
      'Complete the full oral ACT course after parenteral artesunate once the patient can swallow.':
        'Maliza dozi kamili ya ACT ya kunywa baada ya artesunate ya sindano mara mgonjwa anapoweza kumeza.',
      'Complete the pentavalent (DTP) vaccine doses at 6, 10 and 14 weeks; vaccinate pregnant women where offered.':
        'Kamilisha dozi za chanjo ya pentavalent (DTP) katika wiki 6, 10 na 14; chanja wajawazito pale inapotolewa.',
      'Complete the tetanus vaccine course after recovery: the disease does not give immunity.':
        'Kamilisha chanjo ya pepopunda baada ya kupona: ugonjwa wenyewe haukupi kinga.',
      'Complete the whole antibiotic course (at least 3 weeks, longer for bone infection).':
        'Maliza dozi yote ya antibiotiki (angalau wiki 3, zaidi kwa maambukizi ya mfupa).',
      'Continue breastfeeding and feeding; give extra fluids.':
        'Endelea kunyonyesha na kulisha; toa maji ya ziada.',
      'Continue breastfeeding; add energy-dense family foods (oil, groundnut paste, beans, eggs, milk) 5 times a day.':
        'Endelea kunyonyesha; ongeza vyakula vya familia vyenye nguvu nyingi (mafuta, siagi ya karanga, maharagwe, mayai, maziwa) mara 5 kwa siku.',
      'Continue cotrimoxazole prophylaxis after treatment and take ART daily.':
        'Endelea na kinga ya cotrimoxazole baada ya matibabu na meza ARV kila siku.',
      'Continue feeding and give extra fluids or ORS.': 'Endelea kula na toa maji ya ziada au ORS.',
      'Continue the cream for 2 weeks after the rash has cleared.':
        'Endelea na krimu kwa wiki 2 baada ya upele kupona.',
      'Contraception can start the same day after post-abortion care if she wishes; fertility returns within 2 weeks.':
        'Uzazi wa mpango unaweza kuanza siku hiyo hiyo baada ya huduma ya baada ya kutoa mimba akipenda; uwezo wa kupata mimba hurudi ndani ya wiki 2.',
      'Control blood sugar; stop alcohol.': 'Dhibiti sukari ya damu; acha pombe.',
      'Control rats around the home and store food covered.':
        'Dhibiti panya kuzunguka nyumba na hifadhi chakula kikiwa kimefunikwa.',
      'Cool the burn with cool running water for 20 minutes as soon as possible; no butter, toothpaste, eggs or herbs.':
        'Poza sehemu iliyoungua kwa maji baridi yanayotiririka kwa dakika 20 haraka iwezekanavyo; usipake siagi, dawa ya meno, mayai wala mitishamba.',
      'Cover arms and legs near rivers during the day to avoid blackfly bites.':
        'Funika mikono na miguu karibu na mito wakati wa mchana kuepuka kuumwa na inzi weusi.',
      'Cover coughs and sneezes, wash hands; annual influenza vaccination for high-risk groups where available.':
        'Funika kikohozi na chafya, nawa mikono; chanjo ya influenza kila mwaka kwa makundi yaliyo hatarini inapopatikana.',
      'Cover the mouth when coughing, open windows, sleep apart from small children for the first 2 weeks.':
        'Funika mdomo unapokohoa, fungua madirisha, lala mbali na watoto wadogo kwa wiki 2 za kwanza.',
      'Cover the sore with a dry dressing; do not cut or drain it.':
        'Funika kidonda kwa bendeji kavu; usikikate wala kukikamua.',
      'Cut down alcohol, especially beer and spirits, and sugary drinks.':
        'Punguza pombe, hasa bia na pombe kali, na vinywaji vyenye sukari.',
      'Cut down alcohol, smoking, coffee, fatty and spicy foods if they bring on symptoms.':
        'Punguza pombe, sigara, kahawa, vyakula vyenye mafuta na viungo vikali kama vinaleta dalili.',
      'Cut down alcohol; treat high blood pressure; lose weight if overweight.':
        'Punguza pombe; tibu shinikizo la damu; punguza uzito kama una uzito uliozidi.',
      'Cut nails short and bathe daily to reduce scratching and infection.':
        'Kata kucha fupi na oga kila siku kupunguza kukuna na maambukizi.',
      'Daily outdoor play in the sunlight with arms and legs uncovered; calcium-rich foods (milk, small fish with bones, green leaves).':
        'Kucheza nje kila siku juani mikono na miguu ikiwa wazi; vyakula vyenye kalsiamu (maziwa, samaki wadogo pamoja na mifupa, mboga za majani).',
      'Developmental follow-up clinic visits through the first years.':
        'Kliniki za ufuatiliaji wa ukuaji katika miaka ya kwanza.',
      'Deworm children every 6-12 months in school or community programmes.':
        'Wape watoto dawa za minyoo kila miezi 6-12 katika programu za shule au jamii.',
      'Deworming after the first trimester and IPTp-SP at each visit from 13 weeks in malaria areas.':
        'Dawa za minyoo baada ya miezi mitatu ya kwanza na IPTp-SP kila kliniki kuanzia wiki 13 katika maeneo yenye malaria.',
      'Do not douche or wash inside the vagina; avoid alcohol with metronidazole and for 24 hours after.':
        'Usisafishe wala kuosha ndani ya uke; epuka pombe ukitumia metronidazole na kwa saa 24 baadaye.',
      'Do not eat or drink until seen by the surgeon.':
        'Usile wala usinywe mpaka uonwe na daktari wa upasuaji.',
      'Do not eat, skin or sell meat from animals that died suddenly; bury or burn carcasses without opening them.':
        'Usile, usichune wala usiuze nyama ya wanyama waliokufa ghafla; zika au choma mizoga bila kuifungua.',
      'Do not give aspirin (Reye syndrome) and avoid ibuprofen (severe skin infection); use paracetamol.':
        'Usitoe aspirini (Reye syndrome) na epuka ibuprofen (maambukizi makali ya ngozi); tumia paracetamol.',
      'Do not handle or eat bushmeat; store food away from rodents (Lassa).':
        'Usishike wala kula nyama ya porini; hifadhi chakula mbali na panya (Lassa).',
      'Do not make the child vomit or give milk or oil.': 'Usimtapishe mtoto wala kumpa maziwa au mafuta.',
      'Do not prepare food for others until recovered.': 'Usiwaandalie wengine chakula mpaka upone.',
      'Do not put traditional remedies or breast milk in the eyes.':
        'Usiweke dawa za kienyeji au maziwa ya mama machoni.',
      'Do not share combs, caps, towels or shoes; check and treat siblings with scalp ringworm.':
        'Usishirikiane kitana, kofia, taulo au viatu; chunguza na tibu ndugu wenye mba wa kichwa.',
      'Do not suture the bite wound immediately; keep it clean.':
        'Usishone jeraha la kuumwa mara moja; liweke safi.',
      'Do not swim alone, cook on open fires, climb heights or drive until seizure-free as local law requires.':
        'Usiogelee peke yako, usipike kwenye moto wa wazi, usipande mahali pa juu wala usiendeshe gari mpaka usiwe na degedege kwa muda unaotakiwa na sheria.',
      'Do not use pain medicines on more than 10 days a month (medication-overuse headache).':
        'Usitumie dawa za maumivu zaidi ya siku 10 kwa mwezi (maumivu ya kichwa ya kuzidisha dawa).',
      'Drink 2.5 to 3 litres of water a day to pass 2 to 2.5 litres of urine.':
        'Kunywa lita 2.5 hadi 3 za maji kwa siku ili kukojoa lita 2 hadi 2.5 za mkojo.',
      'Drink boiled or treated water and wash hands with soap; wash fruit and vegetables in clean water.':
        'Kunywa maji yaliyochemshwa au kutibiwa na nawa mikono kwa sabuni; osha matunda na mboga kwa maji safi.',
      'Drink less in the evening; cut down alcohol and caffeine.':
        'Kunywa kidogo jioni; punguza pombe na kafeini.',
      'Drink only boiled or treated water and wash hands with soap after the toilet and before eating.':
        'Kunywa maji yaliyochemshwa au kutibiwa tu na nawa mikono kwa sabuni baada ya choo na kabla ya kula.',
      'Drink ORS after every loose stool; continue feeding and breastfeeding.':
        'Kunywa ORS baada ya kila choo cha majimaji; endelea kula na kunyonyesha.',
      'Drink plenty of fluids (ORS, juice, soup); rest.': 'Kunywa maji mengi (ORS, juisi, supu); pumzika.',
      'Drink plenty of fluids and complete the full antibiotic course.':
        'Kunywa maji mengi na maliza dozi yote ya antibiotiki.',
      'Drink plenty of fluids and rest; return at once if unable to drink, very sleepy, convulsing or breathing fast.':
        'Kunywa maji mengi na pumzika; rudi mara moja kama hawezi kunywa, ana usingizi mwingi, ana degedege au anapumua haraka.',
      'Drink plenty of water and pass urine regularly and after sex.':
        'Kunywa maji mengi na kojoa mara kwa mara na baada ya kujamiiana.',
      'Drink plenty of water every day and avoid getting cold, dehydrated or over-exhausted.':
        'Kunywa maji mengi kila siku na epuka baridi, upungufu wa maji au uchovu mwingi.',
      'Drink plenty of water; rest and elevate the joint, apply ice during a flare.':
        'Kunywa maji mengi; pumzisha na inua kiungo, weka barafu wakati wa shambulio.',
      'Dry a discharging ear by wicking with clean cloth 3 times daily; do not put oil or objects in the ear.':
        'Kausha sikio linalotoa usaha kwa kitambaa safi kilichosokotwa mara 3 kwa siku; usiweke mafuta au vitu sikioni.',
      'Dry cord care (or chlorhexidine where recommended); hand washing before handling the baby.':
        'Utunzaji wa kitovu kikavu (au chlorhexidine inapopendekezwa); nawa mikono kabla ya kumshika mtoto.',
      'Dry the ear by wicking with a twisted clean cloth or tissue three times a day until it comes out dry.':
        'Kausha sikio kwa kitambaa safi kilichosokotwa au tishu mara tatu kwa siku mpaka kitoke kikavu.',
      'During a fit: lay the person on the side, protect the head, put nothing in the mouth; seek help if it lasts more than 5 minutes.':
        'Wakati wa degedege: mlaze mtu kwa ubavu, linda kichwa, usiweke kitu mdomoni; tafuta msaada likidumu zaidi ya dakika 5.',
      'Eat a balanced diet, avoid alcohol and tobacco, sleep under a bed net.':
        'Kula mlo kamili, epuka pombe na tumbaku, lala ndani ya chandarua.',
      'Eat beans, green leafy vegetables, meat, liver or fish; sleep under a treated net.':
        'Kula maharagwe, mboga za majani ya kijani, nyama, maini au samaki; lala ndani ya chandarua chenye dawa.',
      'Eat energy-rich food; complete the full supervised treatment course.':
        'Kula chakula chenye nguvu; maliza matibabu yote yanayosimamiwa.',
      'Eat enough energy and protein; avoid alcohol and smoking.':
        'Kula chakula cha kutosha chenye nguvu na protini; epuka pombe na sigara.',
      'Eat iron-rich foods: liver, meat, fish, beans, dark green leafy vegetables (sukuma wiki, managu), with fruit for vitamin C.':
        'Kula vyakula vyenye madini ya chuma: maini, nyama, samaki, maharagwe, mboga za majani ya kijani kibichi (sukuma wiki, managu), pamoja na matunda kwa vitamini C.',
      'Eat iron-rich foods (beans, green leaves, meat) when anaemic.':
        'Kula vyakula vyenye madini ya chuma (maharagwe, mboga za majani, nyama) ukiwa na upungufu wa damu.',
      'Eat less red meat, offal and seafood; lose weight gradually if overweight.':
        'Kula nyama nyekundu, maini na vyakula vya baharini kidogo; punguza uzito polepole kama una uzito uliozidi.',
      'Eat less salt (under 5 g a day: no added salt, fewer salty processed foods) and more fruit and vegetables.':
        'Kula chumvi kidogo (chini ya 5 g kwa siku: usiongeze chumvi, vyakula vichache vya kusindikwa vyenye chumvi) na matunda na mboga zaidi.',
      'Eat less salt and weigh yourself daily; come early if weight rises by 2 kg in 3 days.':
        'Kula chumvi kidogo na jipime uzito kila siku; njoo mapema uzito ukiongezeka kwa 2 kg ndani ya siku 3.',
      'Eat less salt; limit high-potassium foods (bananas, oranges, tomatoes) if potassium is high.':
        'Kula chumvi kidogo; punguza vyakula vyenye potasiamu nyingi (ndizi, machungwa, nyanya) kama potasiamu iko juu.',
      'Eat more vegetables, pulses and whole grains; cut sugary drinks, white bread and large starchy portions.':
        'Kula mboga zaidi, jamii ya kunde na nafaka zisizokobolewa; punguza vinywaji vyenye sukari, mkate mweupe na sehemu kubwa za wanga.',
      'Eat regular small meals; avoid foods that clearly worsen symptoms.':
        'Kula milo midogo kwa mpangilio; epuka vyakula vinavyoongeza dalili waziwazi.',
      'Empty containers holding water around the home and use repellents; Aedes mosquitoes bite by day.':
        'Mwaga vyombo vyenye maji kuzunguka nyumba na tumia dawa za kufukuza mbu; mbu wa Aedes huuma mchana.',
      'Exercise daily: muscle strengthening (quadriceps) and walking or cycling; exercise is treatment, not harm.':
        'Fanya mazoezi kila siku: kuimarisha misuli (ya paja) na kutembea au kuendesha baiskeli; mazoezi ni tiba, si madhara.',
      'Expressed breast milk by cup or tube until the baby can suck; keep warm skin-to-skin.':
        'Maziwa ya mama yaliyokamuliwa kwa kikombe au mpira mpaka mtoto aweze kunyonya; mweke kwenye joto ngozi kwa ngozi.',
      'Family members should know how to give sugar and when to bring the patient in.':
        'Wanafamilia wajue jinsi ya kumpa sukari na wakati wa kumleta mgonjwa.',
      'Family support, peer groups and regular follow-up; eat regular meals.':
        'Msaada wa familia, vikundi vya wenzao na ufuatiliaji wa mara kwa mara; kula milo ya mpangilio.',
      'Family support, return to work or school, and community rehabilitation.':
        'Msaada wa familia, kurudi kazini au shuleni, na urekebishaji katika jamii.',
      'Fasting glucose test 6-12 weeks after the birth and every 1-3 years after: risk of type 2 diabetes is high.':
        'Kipimo cha sukari baada ya kufunga wiki 6-12 baada ya kujifungua na kila miaka 1-3 baadaye: hatari ya kisukari aina ya 2 ni kubwa.',
      'Finish all 3 days of the antibiotic; return after 2 days if still bloody.':
        'Maliza siku zote 3 za antibiotiki; rudi baada ya siku 2 kama bado kuna damu.',
      'Follow a written asthma action plan and come at once if the reliever does not help.':
        'Fuata mpango wa maandishi wa pumu na njoo mara moja kama dawa ya kupunguza haisaidii.',
      'Follow-up visits after treatment to confirm cure.':
        'Ziara za ufuatiliaji baada ya matibabu kuthibitisha kupona.',
      'For SVT attacks: learn the modified Valsalva manoeuvre (blow into a syringe for 15 seconds, then lie flat with the legs raised).':
        'Kwa mashambulizi ya SVT: jifunze modified Valsalva manoeuvre (puliza ndani ya sindano kwa sekunde 15, kisha lala chali ukiinua miguu).',
      'Future pregnancies carry a higher risk: come for an early scan as soon as a period is missed.':
        'Mimba zijazo zina hatari kubwa zaidi: njoo kupimwa ultrasound mapema mara tu unapokosa hedhi.',
      'Get influenza and pneumococcal vaccines where available.':
        'Pata chanjo za influenza na pneumococcal inapopatikana.',
      'Give birth in a health facility; first labours and adolescent mothers especially.':
        'Jifungulie katika kituo cha afya; hasa uchungu wa kwanza na mama vijana.',
      'Give every dose of amoxicillin for the full course, even when the child seems better.':
        'Toa kila dozi ya amoxicillin kwa muda wote, hata mtoto akionekana kupata nafuu.',
      'Give only the therapeutic food (RUTF) as prescribed, in small frequent amounts, with clean water; keep breastfeeding.':
        'Toa chakula tiba (RUTF) pekee kama ilivyoandikwa, kidogo mara kwa mara, pamoja na maji safi; endelea kunyonyesha.',
      'Give ORS after each loose stool and extra fluids; continue breastfeeding and feeding.':
        'Toa ORS baada ya kila choo cha majimaji na maji ya ziada; endelea kunyonyesha na kulisha.',
      'Give the antibiotic for the full 5 days and paracetamol for pain.':
        'Toa antibiotiki kwa siku zote 5 na paracetamol kwa maumivu.',
      'Give zinc every day for 10-14 days even after the diarrhoea stops (children).':
        'Toa zinki kila siku kwa siku 10-14 hata kuhara kukiisha (watoto).',
      'Glaucoma drops are lifelong: use them every day even though vision does not improve.':
        'Matone ya glaucoma ni ya maisha yote: yatumie kila siku hata kama kuona hakuboreki.',
      'Have a reducible hernia repaired electively before it strangulates; return at once if it becomes painful or will not go back.':
        'Fanyiwa upasuaji wa ngiri inayorudi ndani kwa mpango kabla haijanyongwa; rudi mara moja ikianza kuuma au isiporudi ndani.',
      'Healthy diet low in salt and saturated fat, regular walking once recovered (cardiac rehabilitation).':
        'Lishe bora yenye chumvi kidogo na mafuta machache yaliyoganda, kutembea mara kwa mara baada ya kupona (urekebishaji wa moyo).',
      'Helmets on motorbikes (boda boda), seat belts, child restraints, no drink-driving.':
        'Kofia ngumu kwenye pikipiki (boda boda), mikanda ya usalama, viti vya watoto, usiendeshe ukiwa umelewa.',
      'Helmets on motorbikes and bicycles; seat belts.':
        'Kofia ngumu kwenye pikipiki na baiskeli; mikanda ya usalama.',
      'Hepatitis B vaccination at birth prevents most liver cancer; people with hepatitis B need 6-monthly ultrasound.':
        'Chanjo ya homa ya ini B wakati wa kuzaliwa huzuia saratani nyingi za ini; watu wenye homa ya ini B wanahitaji ultrasound kila miezi 6.',
      'High-protein, high-energy diet while burns heal.':
        'Chakula chenye protini na nguvu nyingi wakati majeraha ya moto yanapona.',
      'Household and close contacts take the prophylaxis given and report any fever within 7 days.':
        'Wanaoishi nyumba moja na wa karibu wameze kinga iliyotolewa na waripoti homa yoyote ndani ya siku 7.',
      'Household and sexual contacts of a person with hepatitis B should be tested and vaccinated; use condoms.':
        'Wanaoishi na mtu mwenye homa ya ini B na wenzi wake wa kimapenzi wapimwe na wachanjwe; tumia kondomu.',
      'Household contacts: watch for diarrhoea and come at once if it starts.':
        'Wanaoishi nyumba moja: angalieni kuhara na njooni mara moja kukianza.',
      'Household contacts under 1 year and pregnant contacts take the same antibiotic course.':
        'Wanaoishi nyumba moja walio chini ya mwaka 1 na wajawazito wameze dozi hiyo hiyo ya antibiotiki.',
      'If gallstones caused it, have the gallbladder removed during the same admission or soon after.':
        'Kama vijiwe vya nyongo ndio chanzo, ondoa kibofu cha nyongo katika kulazwa huko huko au muda mfupi baadaye.',
      'In hot weather drink water regularly, rest in the shade, avoid heavy work at midday, and check on older neighbours living alone.':
        'Wakati wa joto kunywa maji mara kwa mara, pumzika kivulini, epuka kazi nzito mchana, na watembelee wazee wanaoishi peke yao.',
      'In the next pregnancy, start low-dose aspirin from 12 weeks and calcium where diet is low in calcium.':
        'Katika mimba ijayo, anza aspirini ya dozi ndogo kuanzia wiki 12 na kalsiamu pale lishe ina kalsiamu kidogo.',
      'Insulin is life-long and must never be stopped, even when ill or not eating (sick-day rules).':
        'Insulini ni ya maisha yote na haipaswi kuachwa kamwe, hata ukiwa mgonjwa au hauli (kanuni za siku za ugonjwa).',
      'Iron and folic acid daily for 3 months after the birth; eat iron-rich foods.':
        'Madini ya chuma na folic acid kila siku kwa miezi 3 baada ya kujifungua; kula vyakula vyenye madini ya chuma.',
      'Iron and folic acid tablet every day through pregnancy and 3 months after; take with fruit, not with tea.':
        'Kidonge cha madini ya chuma na folic acid kila siku wakati wote wa ujauzito na miezi 3 baadaye; meza pamoja na matunda, si na chai.',
      'Iron may darken the stool; keep tablets out of reach of children (overdose is dangerous).':
        'Chuma kinaweza kufanya kinyesi kuwa cheusi; weka vidonge mbali na watoto (kuzidisha ni hatari).',
      'Isolate at home while symptomatic, wear a mask around others, ventilate rooms.':
        'Jitenge nyumbani ukiwa na dalili, vaa barakoa ukiwa karibu na wengine, pitisha hewa vyumbani.',
      'Isolate the patient (droplet precautions); close contacts get a throat swab, a macrolide course and a vaccine dose.':
        'Mtenge mgonjwa (tahadhari za matone); wa karibu wachukuliwe sampuli ya koo, dozi ya macrolide na dozi ya chanjo.',
      'Isolate until all lesions have crusted and new skin has formed; cover lesions, wear a mask near others.':
        'Jitenge mpaka vidonda vyote vimeganda na ngozi mpya imeota; funika vidonda, vaa barakoa karibu na wengine.',
      'Itching may last 2 to 4 weeks after successful treatment; this does not mean treatment failed.':
        'Kuwashwa kunaweza kudumu wiki 2 hadi 4 baada ya matibabu kufanikiwa; hii haimaanishi matibabu yameshindwa.',
      'Kangaroo mother care: skin-to-skin on the mother’s chest day and night.':
        'Utunzaji wa mama kangaroo: ngozi kwa ngozi kifuani mwa mama mchana na usiku.',
      'Keep a daily routine, regular sleep, and activities that used to be enjoyable, even if in small steps.':
        'Dumisha ratiba ya kila siku, usingizi wa mpangilio, na shughuli ulizokuwa ukifurahia, hata kwa hatua ndogo.',
      'Keep active within comfort; rest when breathless.':
        'Endelea kufanya shughuli kwa kiasi unachoweza; pumzika ukikosa pumzi.',
      'Keep away from pregnant women, newborns and people with weak immunity.':
        'Kaa mbali na wajawazito, watoto wachanga na watu wenye kinga dhaifu.',
      'Keep breastfeeding and offer fluids often; clear a blocked nose before feeds.':
        'Endelea kunyonyesha na mpe maji mara kwa mara; safisha pua iliyoziba kabla ya kunyonya.',
      'Keep breastfeeding often (express milk if the baby cannot suck); keep the baby skin-to-skin and warm.':
        'Endelea kunyonyesha mara kwa mara (kamua maziwa kama mtoto hawezi kunyonya); mweke mtoto ngozi kwa ngozi na kwenye joto.',
      'Keep breastfeeding unless she is very ill; wash hands before and after changing pads.':
        'Endelea kunyonyesha isipokuwa akiwa mgonjwa sana; nawa mikono kabla na baada ya kubadilisha pedi.',
      "Keep children's vaccines up to date (Hib, pneumococcal; MenAfriVac/MenFive in the meningitis belt).":
        'Hakikisha chanjo za watoto zimekamilika (Hib, pneumococcal; MenAfriVac/MenFive katika ukanda wa homa ya uti wa mgongo).',
      'Keep COVID-19 vaccination up to date if older or with chronic illness.':
        'Hakikisha chanjo ya COVID-19 imekamilika kama ni mzee au una ugonjwa sugu.',
      'Keep groundnuts, beans, coins, button batteries and small toys away from children under 4; sit children to eat.':
        'Weka karanga, maharagwe, sarafu, betri za kifungo na vitu vidogo vya kuchezea mbali na watoto chini ya miaka 4; mkalishe mtoto anapokula.',
      'Keep insulin cool (clay pot or cool place) and carry sugar at all times.':
        'Hifadhi insulini mahali pa baridi (chungu cha udongo au mahali baridi) na beba sukari muda wote.',
      'Keep lesions clean and dry; do not scratch; wash bedding separately.':
        'Weka vidonda safi na vikavu; usikune; fua matandiko peke yake.',
      'Keep nails short; cotton clothing.': 'Weka kucha fupi; nguo za pamba.',
      'Keep regular sleep, meals and fluid intake; note and avoid triggers (missed meals, stress, some foods).':
        'Dumisha mpangilio wa usingizi, milo na unywaji wa maji; andika na epuka vichochezi (kukosa mlo, msongo, baadhi ya vyakula).',
      'Keep regular sleep; watch for early signs of relapse (less sleep, more energy).':
        'Dumisha usingizi wa mpangilio; angalia dalili za mwanzo za kurudi kwa ugonjwa (usingizi mdogo, nguvu zaidi).',
      'Keep skin folds and feet clean and dry; dry well between the toes after washing.':
        'Weka mikunjo ya ngozi na miguu safi na mikavu; kausha vizuri kati ya vidole vya miguu baada ya kuosha.',
      'Keep the area clean and dry; salt-water baths ease herpes pain.':
        'Weka eneo safi na kavu; kuoga kwa maji ya chumvi hupunguza maumivu ya herpes.',
      'Keep the baby away from smoke; wash hands to protect other infants.':
        'Mweke mtoto mbali na moshi; nawa mikono kuwalinda watoto wengine wachanga.',
      'Keep the blisters covered and dry; avoid contact with pregnant women, newborns and people who have not had chickenpox until crusted.':
        'Weka malengelenge yamefunikwa na makavu; epuka kugusana na wajawazito, watoto wachanga na watu ambao hawajawahi kupata tetekuwanga mpaka yaganda.',
      'Keep the bowels open daily (lactulose as prescribed).':
        'Hakikisha unapata choo kila siku (lactulose kama ulivyoandikiwa).',
      'Keep the child away from other children and pregnant women until 4 days after the rash appears.':
        'Mweke mtoto mbali na watoto wengine na wajawazito mpaka siku 4 baada ya upele kutokea.',
      'Keep the child warm and covered, especially at night.':
        'Mweke mtoto kwenye joto na mfunike, hasa usiku.',
      'Keep the cord clean and dry; nothing (ash, cow dung, oil) on the cord; wash hands before touching it.':
        "Weka kitovu safi na kikavu; usiweke chochote (majivu, kinyesi cha ng'ombe, mafuta) kwenye kitovu; nawa mikono kabla ya kukigusa.",
      'Keep the limb raised and the splint or cast dry; move fingers and toes.':
        'Weka kiungo juu na banzi au hogo kavu; sogeza vidole vya mikono na miguu.',
      'Keep the person oriented: familiar people, a clock and calendar, glasses and hearing aids, light by day and dark at night.':
        'Msaidie mtu kujua mahali na wakati: watu anaowajua, saa na kalenda, miwani na vifaa vya kusikia, mwanga mchana na giza usiku.',
      'Keep the referral appointment: treatment works best early.':
        'Hudhuria miadi ya rufaa: matibabu hufanya kazi vizuri zaidi mapema.',
      'Keep vaccinations up to date (PCV, Hib, measles, pertussis) and avoid indoor smoke.':
        'Hakikisha chanjo zimekamilika (PCV, Hib, surua, kifaduro) na epuka moshi ndani ya nyumba.',
      'Keep water out of the ear (no swimming) until healed; do not put oil, herbs or sticks in the ear.':
        'Zuia maji yasiingie sikioni (usiogelee) mpaka lipone; usiweke mafuta, mitishamba au vijiti sikioni.',
      "Keep wounds clean and covered; treat athlete's foot; wear shoes when farming.":
        'Weka majeraha safi na yamefunikwa; tibu fangasi za miguu; vaa viatu ukilima.',
      'Know the signs of low sugar and carry sugar or sweets.':
        'Jua dalili za sukari ya chini na beba sukari au pipi.',
      'Know your breasts and come early for any new lump or change; a lump is not to be watched.':
        'Jua matiti yako na njoo mapema kwa uvimbe wowote mpya au mabadiliko; uvimbe hauachwi ukiangaliwa tu.',
    },
  },
];
