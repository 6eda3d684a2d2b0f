import type { TranslationGroup } from '../types';

/** swahiliLifestyle (see lifestyle.ts), the entries whose English key starts with l to z. */
export const swahiliLifestyleLToZ: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Learn back blows and chest/abdominal thrusts.': 'Jifunze kupiga mgongoni na kusukuma kifua/tumbo.',
      'Learn the FAST signs: come at once for face drooping, arm weakness or speech trouble.':
        'Jifunze ishara za FAST: njoo mara moja uso ukilegea, mkono ukidhoofika au shida ya kuongea.',
      'Leprosy is curable and not passed on once treatment starts; household contacts should be examined.':
        'Ukoma unatibika na hauambukizi tena matibabu yakianza; wanaoishi nyumba moja wachunguzwe.',
      'Less salt and less animal protein; do not cut down calcium in the diet.':
        'Chumvi kidogo na protini ya wanyama kidogo; usipunguze kalsiamu katika chakula.',
      'Life jackets on boats; learn safe rescue and CPR.':
        'Jaketi za kuokoa maisha kwenye boti; jifunze uokoaji salama na CPR.',
      'Lift with bent knees, keep loads close to the body, avoid long static postures.':
        'Inua vitu ukiwa umepinda magoti, weka mzigo karibu na mwili, epuka kukaa katika mkao mmoja kwa muda mrefu.',
      'Limit pain medicines to fewer than 10 to 15 days a month to avoid medication-overuse headache.':
        'Punguza dawa za maumivu hadi chini ya siku 10 hadi 15 kwa mwezi kuepuka maumivu ya kichwa ya kuzidisha dawa.',
      'Limit salt; weigh daily and report rapid gain.':
        'Punguza chumvi; jipime uzito kila siku na ripoti ongezeko la haraka.',
      'Lose weight if overweight: each kilogram lost reduces knee load.':
        'Punguza uzito kama una uzito uliozidi: kila kilo inayopungua hupunguza mzigo kwenye goti.',
      'Lose weight if overweight; eat the last meal at least 3 hours before lying down.':
        'Punguza uzito kama una uzito uliozidi; kula mlo wa mwisho angalau saa 3 kabla ya kulala.',
      'Make sure the person drinks and eats enough; keep the bowels and bladder working.':
        'Hakikisha mtu anakunywa na kula vya kutosha; hakikisha choo na mkojo vinatoka vizuri.',
      'Meals with whole grains, vegetables and legumes; avoid sugary drinks and sweets; regular small meals.':
        'Milo yenye nafaka zisizokobolewa, mboga na jamii ya kunde; epuka vinywaji vyenye sukari na peremende; milo midogo ya mpangilio.',
      'Measles-mumps-rubella vaccine where it is in the national schedule.':
        'Chanjo ya surua-matubwitubwi-rubella pale ilipo katika ratiba ya kitaifa.',
      'Men over 50 (over 45 with a family history) can discuss PSA testing with the clinician.':
        'Wanaume zaidi ya miaka 50 (zaidi ya 45 kukiwa na historia ya familia) wanaweza kujadili kipimo cha PSA na mtaalamu.',
      'Most people recover fully within weeks to 3 months.':
        'Watu wengi hupona kabisa ndani ya wiki hadi miezi 3.',
      'Mother and partner to be tested and treated for STIs.':
        'Mama na mwenzi wake wapimwe na kutibiwa magonjwa ya zinaa.',
      'Never drink unlabelled or home-distilled spirits; methanol cannot be tasted or smelled.':
        'Usinywe kamwe pombe isiyo na lebo au ya kienyeji; methanol haionji wala hainuki.',
      'Never leave children in a parked vehicle.': 'Usimwache mtoto ndani ya gari lililoegeshwa kamwe.',
      'Never leave young children near water (buckets, wells, ponds) unsupervised; cover wells.':
        'Usimwache mtoto mdogo karibu na maji (ndoo, visima, mabwawa) bila uangalizi; funika visima.',
      'Never miss the monthly penicillin injection: it prevents new attacks that damage the heart further.':
        'Usikose kamwe sindano ya penicillin ya kila mwezi: inazuia mashambulizi mapya yanayoharibu moyo zaidi.',
      'Never skip meals when taking insulin or a sulfonylurea; eat extra before heavy work.':
        'Usiruke mlo kamwe ukitumia insulini au sulfonylurea; kula zaidi kabla ya kazi ngumu.',
      'Never stop insulin during illness; check glucose and ketones more often and seek care early if vomiting.':
        'Usiache insulini kamwe wakati wa ugonjwa; pima sukari na ketoni mara nyingi zaidi na tafuta huduma mapema ukitapika.',
      'No added salt (about 5 g salt a day); eat enough protein, with a late evening snack.':
        'Usiongeze chumvi (kama 5 g ya chumvi kwa siku); kula protini ya kutosha, pamoja na kitafunio cha jioni.',
      'No added salt and limit fluids to the amount advised while swollen or hypertensive.':
        'Usiongeze chumvi na punguza maji hadi kiasi ulichoshauriwa ukiwa umevimba au na shinikizo la damu la juu.',
      'No added salt; normal protein intake; do not restrict fluids unless told.':
        'Usiongeze chumvi; protini ya kawaida; usipunguze maji isipokuwa ukiambiwa.',
      'No alcohol at all.': 'Hakuna pombe kabisa.',
      'No alcohol.': 'Hakuna pombe.',
      'No alcohol; store grain dry to avoid mouldy (aflatoxin) food.':
        'Hakuna pombe; hifadhi nafaka mahali pakavu kuepuka chakula chenye ukungu (aflatoxin).',
      'No sex until healed; condoms always; partner(s) to be treated.':
        'Usijamiiane mpaka upone; kondomu kila mara; mwenzi/wenzi watibiwe.',
      'Nothing in the vagina (no intercourse, no herbs) while a low placenta is suspected.':
        'Usiweke chochote ukeni (usijamiiane, hakuna mitishamba) wakati kondo la nyuma kuwa chini linashukiwa.',
      'Nothing to eat or drink until the surgeon has seen the patient.':
        'Asile wala asinywe kitu mpaka daktari wa upasuaji amwone mgonjwa.',
      'Notify all partners for testing and treatment; use condoms.':
        'Wajulishe wenzi wote kwa vipimo na matibabu; tumia kondomu.',
      'Notify and refer sexual partners from the last 60 days for treatment.':
        'Wajulishe na uwapeleke wenzi wa siku 60 zilizopita kwa matibabu.',
      'On warfarin: keep INR appointments, avoid new medicines or herbal remedies without asking, report any bleeding.':
        'Ukitumia warfarin: hudhuria vipimo vya INR, epuka dawa mpya au za mitishamba bila kuuliza, ripoti damu yoyote.',
      'Once started, take allopurinol every day, including during flares.':
        'Ukishaanza, meza allopurinol kila siku, hata wakati wa mashambulizi.',
      'Panic attacks are frightening but not dangerous; face avoided situations step by step.':
        'Mashambulizi ya hofu yanatisha lakini si hatari; kabili hali unazoziepuka hatua kwa hatua.',
      'Partners from the last 60 days need treatment; use condoms.':
        'Wenzi wa siku 60 zilizopita wanahitaji matibabu; tumia kondomu.',
      'People over 40 with a family history of glaucoma should have their eyes checked.':
        'Watu zaidi ya miaka 40 wenye historia ya familia ya glaucoma wapimwe macho.',
      'People with HIV or diabetes: keep taking ART and diabetes treatment; vaccinations lower the risk of severe infection.':
        'Watu wenye VVU au kisukari: endeleeni na ARV na matibabu ya kisukari; chanjo hupunguza hatari ya maambukizi makali.',
      'Physiotherapy and positioning to prevent contractures and pressure sores.':
        'Fiziotherapia na ulazaji sahihi kuzuia viungo kukakamaa na vidonda vya kulala.',
      'Plan the next birth in a facility with skilled attendants (previous PPH is a risk for the next).':
        'Panga kujifungua tena katika kituo chenye wahudumu wenye ujuzi (PPH ya awali ni hatari kwa inayofuata).',
      'Play with and stimulate the child every day.': 'Cheza na mchangamshe mtoto kila siku.',
      'Pneumococcal vaccination; no live vaccines on high-dose prednisolone.':
        'Chanjo ya pneumococcal; hakuna chanjo hai ukiwa kwenye prednisolone ya dozi kubwa.',
      'Protect the eye: lubricating drops by day, tape the eye closed at night, sunglasses outdoors.':
        'Linda jicho: matone ya kulainisha mchana, funga jicho kwa plasta usiku, miwani ya jua nje.',
      'Raise cooking fires off the floor, keep children away from hot pots and kerosene lamps.':
        'Inua moto wa kupikia juu ya sakafu, weka watoto mbali na sufuria za moto na taa za mafuta ya taa.',
      'Raise the affected limb and rest; take the full antibiotic course.':
        'Inua kiungo kilichoathirika na pumzika; maliza dozi yote ya antibiotiki.',
      'Raise the head of the bed; avoid tight clothing.':
        'Inua upande wa kichwa wa kitanda; epuka nguo zinazobana.',
      'Raise the leg at night, exercise the ankle, wear comfortable shoes; treat small wounds and fungal infection early.':
        'Inua mguu usiku, zoeza kifundo cha mguu, vaa viatu vizuri; tibu majeraha madogo na fangasi mapema.',
      'Reduce dust and smoke at home: damp dusting, airing bedding in the sun, no smoking or cooking smoke indoors.':
        'Punguza vumbi na moshi nyumbani: futa vumbi kwa kitambaa chenye unyevu, anika matandiko juani, hakuna sigara wala moshi wa kupikia ndani.',
      'Reduce salt and alcohol; come for monthly BP checks.':
        'Punguza chumvi na pombe; njoo kupimwa BP kila mwezi.',
      'Regular activity, sleep routine; less caffeine and alcohol.':
        'Mazoezi ya mara kwa mara, ratiba ya usingizi; kafeini na pombe kidogo.',
      'Regular meals with consistent carbohydrate, and regular activity.':
        'Milo ya mpangilio yenye wanga wa kiasi kilekile, na mazoezi ya mara kwa mara.',
      'Regular physical activity such as walking.': 'Mazoezi ya mara kwa mara kama kutembea.',
      'Regular sleep and avoiding alcohol reduce seizures; epilepsy is not contagious or caused by witchcraft.':
        'Usingizi wa mpangilio na kuepuka pombe hupunguza degedege; kifafa hakiambukizi wala hakisababishwi na uchawi.',
      'Regular sleep, meals, water and physical activity; relaxation and neck stretching exercises.':
        'Usingizi wa mpangilio, milo, maji na mazoezi; mazoezi ya kutuliza na kunyoosha shingo.',
      'Rest and eat small frequent meals while recovering.':
        'Pumzika na kula milo midogo mara kwa mara wakati wa kupona.',
      'Rest and splint the limb at first, then physiotherapy to keep the joint moving.':
        'Pumzisha na weka banzi kwenye kiungo mwanzoni, kisha fiziotherapia kuweka kiungo kikisogea.',
      'Rest from strenuous activity until symptoms and CRP settle.':
        'Pumzika kutokana na shughuli nzito mpaka dalili na CRP zitulie.',
      'Rest, drink plenty of fluids and stay home until 24 hours after the fever settles.':
        'Pumzika, kunywa maji mengi na kaa nyumbani mpaka saa 24 baada ya homa kushuka.',
      'Rest, drink plenty of fluids, and complete the full antibiotic course.':
        'Pumzika, kunywa maji mengi, na maliza dozi yote ya antibiotiki.',
      'Rest, drink warm fluids, and soothe the throat with honey (not under 1 year) or warm water.':
        'Pumzika, kunywa vinywaji vya moto, na tuliza koo kwa asali (si chini ya mwaka 1) au maji ya uvuguvugu.',
      'Rest, fluids and paracetamol; return at once if breathless.':
        'Pumzika, maji na paracetamol; rudi mara moja ukikosa pumzi.',
      'Restart eating as soon as pain and vomiting allow; a low-fat diet at first.':
        'Anza kula tena mara maumivu na kutapika vikiruhusu; mwanzoni chakula chenye mafuta kidogo.',
      'Return at once for abdominal pain, persistent vomiting, bleeding, drowsiness or when the fever falls but the patient feels worse.':
        'Rudi mara moja kwa maumivu ya tumbo, kutapika kusikoisha, kutokwa damu, usingizi au homa ikishuka lakini mgonjwa anajisikia vibaya zaidi.',
      'Return at once for bleeding that soaks a pad in under an hour, clots, dizziness or fainting.':
        'Rudi mara moja kwa damu inayojaza pedi chini ya saa moja, mabonge, kizunguzungu au kuzirai.',
      'Return at once for breathlessness at rest, confusion, or fever after 3 days of treatment.':
        'Rudi mara moja ukikosa pumzi ukiwa umepumzika, ukichanganyikiwa, au homa ikiendelea baada ya siku 3 za matibabu.',
      'Return at once for fever, foul discharge or abdominal pain in the 6 weeks after birth.':
        'Rudi mara moja kwa homa, uchafu wenye harufu mbaya au maumivu ya tumbo katika wiki 6 baada ya kujifungua.',
      'Return at once for heavy bleeding (soaking 2 pads an hour), fever, foul discharge or severe pain.':
        'Rudi mara moja kwa kutokwa damu nyingi (kujaza pedi 2 kwa saa), homa, uchafu wenye harufu mbaya au maumivu makali.',
      'Return at once for severe pain, numbness or cold, pale fingers or toes.':
        'Rudi mara moja kwa maumivu makali, ganzi au vidole baridi na vyeupe.',
      'Return at once if breathing becomes difficult, the child cannot drink or becomes sicker.':
        'Rudi mara moja kama kupumua kunakuwa kugumu, mtoto hawezi kunywa au anazidi kuumwa.',
      'Return at once if breathing is harder, the lips turn blue, pauses in breathing, or the baby will not feed.':
        'Rudi mara moja kama kupumua kunazidi kuwa kugumu, midomo inageuka bluu, anaacha kupumua kwa muda, au mtoto hanyonyi.',
      'Return at once if redness spreads, the baby feeds poorly, or stiffens.':
        'Rudi mara moja kama wekundu unaenea, mtoto ananyonya vibaya, au anakakamaa.',
      'Return at once if symptoms come back in the next 24 hours.':
        'Rudi mara moja dalili zikirudi katika saa 24 zijazo.',
      'Return at once if the baby feeds poorly, feels cold, breathes fast or stops breathing.':
        'Rudi mara moja kama mtoto ananyonya vibaya, ni baridi, anapumua haraka au anaacha kupumua.',
      'Return at once if the child cannot drink, becomes sleepy, has blood in the stool or drinks poorly.':
        'Rudi mara moja kama mtoto hawezi kunywa, anapata usingizi, ana damu kwenye kinyesi au anakunywa kidogo.',
      'Return at once if vomiting prevents taking tablets or you feel faint.':
        'Rudi mara moja kama kutapika kunazuia kumeza vidonge au unajisikia kuzirai.',
      'Return every week to the programme and at once if the child stops eating or becomes sick.':
        'Rudi kwenye programu kila wiki na mara moja mtoto akiacha kula au akiugua.',
      'Return if the redness spreads past the marked line, or fever and pain worsen.':
        'Rudi kama wekundu unavuka mstari uliowekwa alama, au homa na maumivu yanazidi.',
      'Return if unable to keep any fluid down for 24 hours, passing little urine, or confused.':
        'Rudi kama hawezi kubakiza kinywaji chochote kwa saa 24, anakojoa kidogo, au amechanganyikiwa.',
      'Rinse the mouth after using an inhaled steroid.': 'Sukutua mdomo baada ya kutumia steroid ya kuvuta.',
      'Rinse the nose with salt water (saline).': 'Safisha pua kwa maji ya chumvi (saline).',
      'Safe burial of anyone who dies of plague, by trained teams with protective equipment.':
        'Mazishi salama ya yeyote anayekufa kwa tauni, na timu zilizofunzwa zenye vifaa vya kujikinga.',
      'Safe water, hand washing, vaccination and vitamin A on schedule, deworming from 1 year.':
        'Maji salama, kunawa mikono, chanjo na vitamini A kwa ratiba, dawa za minyoo kuanzia mwaka 1.',
      'Saline nasal rinses, steam inhalation and fluids; most cases clear in 2-3 weeks without antibiotics.':
        'Kusafisha pua kwa maji ya chumvi, kuvuta mvuke na maji mengi; wengi hupona ndani ya wiki 2-3 bila antibiotiki.',
      'See a dentist for the tooth even when the pain settles.':
        'Mwone daktari wa meno kwa jino hata maumivu yakitulia.',
      'Skin-to-skin contact, cap and socks, room warm, delay the first bath for 24 hours.':
        'Ngozi kwa ngozi, kofia na soksi, chumba chenye joto, chelewesha kuoga kwa kwanza kwa saa 24.',
      'Sleep under a long-lasting insecticide-treated net every night, the whole household.':
        'Lala ndani ya chandarua chenye dawa ya muda mrefu kila usiku, kaya nzima.',
      'Sleep under a net or off the floor; do not handle or try to kill snakes.':
        'Lala ndani ya chandarua au juu ya kitanda si sakafuni; usishike wala usijaribu kuua nyoka.',
      'Sleep under a treated bed net and take malaria prevention and folic acid as prescribed.':
        'Lala ndani ya chandarua chenye dawa na meza kinga ya malaria na folic acid kama ulivyoandikiwa.',
      'Sleep under a treated bed net; take the community tablets every year.':
        'Lala ndani ya chandarua chenye dawa; meza vidonge vya jamii kila mwaka.',
      'Sleep under an insecticide-treated net; sandflies bite from dusk to dawn.':
        'Lala ndani ya chandarua chenye dawa; nzi wa mchanga huuma kuanzia jioni hadi alfajiri.',
      'Slow breathing and relaxation exercises daily, and during attacks.':
        'Mazoezi ya kupumua polepole na kutuliza kila siku, na wakati wa mashambulizi.',
      'Small frequent dry meals, fluids in small sips between meals; ginger may help.':
        'Milo midogo mikavu mara kwa mara, vinywaji kidogo kidogo kati ya milo; tangawizi inaweza kusaidia.',
      'Small frequent feeds after coughing spells; keep the infant away from smoke and other infants.':
        'Lisha kidogo mara kwa mara baada ya mashambulizi ya kikohozi; mweke mtoto mbali na moshi na watoto wengine wachanga.',
      'Smaller meals lower in fat while waiting for surgery.':
        'Milo midogo yenye mafuta kidogo ukisubiri upasuaji.',
      'Soft food and plenty of fluids; avoid sour drinks that make the pain worse.':
        'Chakula laini na maji mengi; epuka vinywaji vichachu vinavyozidisha maumivu.',
      'Soft or liquid energy-dense food in small frequent meals; sit upright while eating.':
        'Chakula laini au cha majimaji chenye nguvu nyingi katika milo midogo mara kwa mara; kaa wima wakati wa kula.',
      'Start and keep taking ART every day: it shrinks Kaposi sarcoma in many people.':
        'Anza na endelea kumeza ARV kila siku: hupunguza Kaposi sarcoma kwa watu wengi.',
      'Start ART 4-6 weeks after antifungal treatment begins, not earlier.':
        'Anza ARV wiki 4-6 baada ya kuanza matibabu ya fangasi, si mapema zaidi.',
      'Stay active and continue normal activities as far as possible; bed rest slows recovery.':
        'Endelea kufanya shughuli za kawaida kadri iwezekanavyo; kulala kitandani huchelewesha kupona.',
      'Stay as active as possible (pulmonary rehabilitation); breathing exercises.':
        'Endelea kufanya shughuli kadri iwezekanavyo (urekebishaji wa mapafu); mazoezi ya kupumua.',
      'Stay connected with family, friends or community and faith groups; do not isolate.':
        'Endelea kuwa karibu na familia, marafiki au jamii na vikundi vya imani; usijitenge.',
      'Stay home from school or work for 5 days after the swelling starts.':
        'Kaa nyumbani bila kwenda shule au kazini kwa siku 5 baada ya uvimbe kuanza.',
      'Stay home from school or work until all spots have crusted (about 5 days after the rash starts).':
        'Kaa nyumbani bila kwenda shule au kazini mpaka madoa yote yameganda (kama siku 5 baada ya upele kuanza).',
      'Stay off school for the first 24 hours of antibiotics.':
        'Usiende shule katika saa 24 za kwanza za antibiotiki.',
      'Stop alcohol completely.': 'Acha pombe kabisa.',
      'Stop drinking with medical help rather than suddenly at home if drinking daily and heavily; avoid driving.':
        'Acha kunywa kwa msaada wa kitabibu badala ya ghafla nyumbani kama unakunywa kila siku kwa wingi; epuka kuendesha gari.',
      'Stop oestrogen-containing contraception.': 'Acha njia za uzazi wa mpango zenye oestrogen.',
      'Stop smoking (worsens eye disease).': 'Acha kuvuta sigara (huzidisha ugonjwa wa macho).',
      'Stop smoking and alcohol; avoid very hot drinks.':
        'Acha sigara na pombe; epuka vinywaji vya moto sana.',
      'Stop smoking and avoid smoke from cooking fires (cook outdoors or use an improved stove with ventilation).':
        'Acha kuvuta sigara na epuka moshi wa moto wa kupikia (pika nje au tumia jiko bora lenye hewa ya kutosha).',
      'Stop smoking and limit alcohol.': 'Acha kuvuta sigara na punguza pombe.',
      'Stop smoking and reduce alcohol.': 'Acha kuvuta sigara na punguza pombe.',
      'Stop smoking completely.': 'Acha kuvuta sigara kabisa.',
      'Stop smoking, limit alcohol and salt.': 'Acha kuvuta sigara, punguza pombe na chumvi.',
      'Stop smoking; keep active.': 'Acha kuvuta sigara; endelea kufanya mazoezi.',
      'Stop smoking; pneumococcal and influenza vaccination for older adults and people with chronic illness where available.':
        'Acha kuvuta sigara; chanjo za pneumococcal na influenza kwa wazee na wenye magonjwa sugu inapopatikana.',
      'Stop the tablets and come at once for a blood count if you get a sore throat, fever or mouth ulcers.':
        'Acha vidonge na njoo mara moja kupima damu ukipata kidonda cha koo, homa au vidonda mdomoni.',
      'Store all medicines, especially iron and paracetamol, locked and out of children’s reach.':
        'Hifadhi dawa zote, hasa za chuma na paracetamol, zimefungwa na mbali na watoto.',
      'Store kerosene and paraffin in labelled containers out of children’s reach, never in soda bottles.':
        'Hifadhi mafuta ya taa katika vyombo vyenye lebo mbali na watoto, kamwe si kwenye chupa za soda.',
      'Store pesticides locked away from the home and children, in the original container.':
        'Hifadhi dawa za kuua wadudu zimefungwa mbali na nyumba na watoto, kwenye chombo chake cha asili.',
      'Sunlight exposure is not a treatment; return if the yellow colour spreads to the legs, palms or soles, or the baby feeds poorly.':
        'Kuanikwa juani si tiba; rudi kama rangi ya njano inaenea miguuni, viganjani au nyayoni, au mtoto ananyonya vibaya.',
      'Survivors: use condoms until semen tests negative (Ebola, Marburg).':
        'Walionusurika: tumieni kondomu mpaka shahawa zipimwe na kuwa hasi (Ebola, Marburg).',
      'Take all heart medicines daily; do not stop them when swelling goes.':
        'Meza dawa zote za moyo kila siku; usiziache uvimbe ukiisha.',
      'Take ART every day at the same time for life; undetectable means untransmittable.':
        'Meza ARV kila siku wakati uleule maisha yote; virusi visivyoonekana haviambukizi.',
      'Take aspirin, statin, beta-blocker and ACE inhibitor every day after a heart attack.':
        'Meza aspirini, statin, beta-blocker na ACE inhibitor kila siku baada ya shambulio la moyo.',
      'Take blood pressure and diabetes medicines daily.':
        'Meza dawa za shinikizo la damu na kisukari kila siku.',
      'Take blood pressure, statin and antiplatelet medicines daily to prevent another stroke.':
        'Meza dawa za shinikizo la damu, statin na za kuzuia chembe sahani kila siku kuzuia kiharusi kingine.',
      'Take every dose of TB treatment for 6 months if the effusion is tuberculous.':
        'Meza kila dozi ya matibabu ya TB kwa miezi 6 kama maji ya pleura ni ya kifua kikuu.',
      'Take every dose of TB treatment for the full course if it is tuberculous.':
        'Meza kila dozi ya matibabu ya TB kwa muda wote kama ni ya kifua kikuu.',
      'Take fluconazole every day through consolidation and maintenance until the CD4 count recovers on ART.':
        'Meza fluconazole kila siku kupitia awamu ya kuimarisha na ya kuendeleza mpaka CD4 irudi juu ukiwa kwenye ARV.',
      'Take iron tablets between meals; avoid tea or coffee within 1 hour of them.':
        'Meza vidonge vya chuma kati ya milo; epuka chai au kahawa ndani ya saa 1 kabla au baada.',
      'Take ivermectin at every community distribution round, every 6 to 12 months for years.':
        'Meza ivermectin katika kila mzunguko wa ugawaji wa jamii, kila miezi 6 hadi 12 kwa miaka.',
      'Take levothyroxine every morning on an empty stomach, 4 hours apart from iron or calcium tablets.':
        'Meza levothyroxine kila asubuhi tumbo likiwa tupu, saa 4 mbali na vidonge vya chuma au kalsiamu.',
      'Take medicines every day even when you feel well.': 'Meza dawa kila siku hata ukijisikia vizuri.',
      'Take pain medicine early in an attack and rest in a dark quiet room.':
        'Meza dawa ya maumivu mapema wakati wa shambulio na pumzika katika chumba chenye giza na kimya.',
      'Take praziquantel with food during school or community mass treatment.':
        'Meza praziquantel pamoja na chakula wakati wa matibabu ya jumla shuleni au katika jamii.',
      'Take TB medicines every day for the whole course (6 months) under treatment support; never stop early.':
        'Meza dawa za TB kila siku kwa muda wote wa matibabu (miezi 6) ukisaidiwa; usiache mapema kamwe.',
      'Take the anti-seizure medicine every day and never stop it suddenly.':
        'Meza dawa ya kifafa kila siku na usiiache ghafla kamwe.',
      'Take the blood thinner exactly as prescribed and keep INR appointments.':
        'Meza dawa ya kuzuia damu kuganda kama ilivyoandikwa hasa na hudhuria vipimo vya INR.',
      'Take the full 14 days of treatment; abstain from sex until you and your partner have finished treatment.':
        'Maliza siku zote 14 za matibabu; acha kujamiiana mpaka wewe na mwenzi wako mmemaliza matibabu.',
      'Take the full 6 weeks of treatment; relapse is common when stopped early.':
        'Maliza wiki zote 6 za matibabu; ugonjwa hurudi mara nyingi ukiacha mapema.',
      'Take the HIV test offered and start treatment if positive.':
        'Kubali kipimo cha VVU na anza matibabu ukiwa chanya.',
      'Take the medicine every day even when well; stopping early brings relapse.':
        'Meza dawa kila siku hata ukiwa mzima; kuacha mapema huleta ugonjwa kurudi.',
      'Take the mood stabiliser long term as prescribed.':
        'Meza dawa ya kutuliza hisia kwa muda mrefu kama ulivyoandikiwa.',
      'Take the tablets every day for life, even when there are no symptoms.':
        'Meza vidonge kila siku maisha yote, hata kama hakuna dalili.',
      'Talk about sources of stress; counselling helps frequent headaches.':
        'Ongea kuhusu vyanzo vya msongo; ushauri nasaha husaidia maumivu ya kichwa ya mara kwa mara.',
      'Test the urine for protein at home and return if it comes back, or with fever.':
        'Pima protini kwenye mkojo nyumbani na rudi ikirudi, au ukiwa na homa.',
      'The cough usually lasts 2 to 3 weeks and settles without antibiotics.':
        'Kikohozi kwa kawaida hudumu wiki 2 hadi 3 na hupona bila antibiotiki.',
      'Threatened abortion: no specific treatment helps; rest if it eases symptoms, review if bleeding increases.':
        'Tishio la kuharibika kwa mimba: hakuna matibabu maalum yanayosaidia; pumzika kama inapunguza dalili, rudi damu ikiongezeka.',
      'Treat dogs and livestock for ticks.': 'Tibu mbwa na mifugo dhidi ya kupe.',
      'Treat every household member and close contact at the same time, even without itching.':
        'Tibu kila mtu wa nyumbani na wa karibu kwa wakati mmoja, hata bila kuwashwa.',
      'Treat scabies in the whole household if present.': 'Tibu upele (scabies) kwa kaya nzima kama upo.',
      'Treat skin sores and scabies in the family early; wash and keep sores clean.':
        'Tibu vidonda vya ngozi na upele (scabies) katika familia mapema; osha na weka vidonda safi.',
      'Treat the house and pets for fleas before killing rats; do not handle dead rodents with bare hands.':
        'Tibu nyumba na wanyama wa nyumbani dhidi ya viroboto kabla ya kuua panya; usishike panya waliokufa kwa mikono mitupu.',
      'Treatment is usually lifelong; tell the clinic if you become pregnant (the dose needs increasing).':
        'Matibabu kwa kawaida ni ya maisha yote; iambie kliniki ukipata mimba (dozi inahitaji kuongezwa).',
      'Trichomoniasis: treat the partner too and use condoms until both are treated.':
        'Trichomoniasis: mtibu mwenzi pia na tumia kondomu mpaka wote wawili wametibiwa.',
      'Urinate and defecate in latrines, not in or near water.':
        'Kojoa na jisaidie chooni, si ndani au karibu na maji.',
      'Use a latrine and dispose of animal dung away from the house to reduce flies.':
        'Tumia choo na tupa kinyesi cha wanyama mbali na nyumba kupunguza nzi.',
      'Use a latrine, wear shoes, and wash hands with soap before eating and after the toilet.':
        'Tumia choo, vaa viatu, na nawa mikono kwa sabuni kabla ya kula na baada ya choo.',
      'Use a walking stick in the opposite hand and supportive shoes.':
        'Tumia fimbo ya kutembelea kwa mkono wa upande mwingine na viatu vinavyosaidia.',
      'Use an emollient (petroleum jelly or aqueous cream) all over several times a day, and instead of soap.':
        'Tumia mafuta ya kulainisha (petroleum jelly au aqueous cream) mwili mzima mara kadhaa kwa siku, na badala ya sabuni.',
      'Use condoms and get STIs treated early to protect the fallopian tubes.':
        'Tumia kondomu na tibu magonjwa ya zinaa mapema kulinda mirija ya uzazi.',
      'Use condoms consistently; consider HIV pre-exposure prophylaxis if at ongoing risk.':
        'Tumia kondomu kila mara; fikiria dawa za kinga ya VVU kabla ya kuambukizwa (PrEP) kama hatari inaendelea.',
      'Use condoms; offer testing to partners and children (index testing).':
        'Tumia kondomu; wapatie wenzi na watoto kipimo (index testing).',
      'Use heat for pain relief; do regular back and core exercises once the acute pain settles.':
        'Tumia joto kupunguza maumivu; fanya mazoezi ya mgongo na ya misuli ya kati mara kwa mara maumivu makali yakipungua.',
      'Use iodised salt (prevents goitre).': 'Tumia chumvi yenye madini joto (iodine) (huzuia goita).',
      'Use paracetamol only; avoid aspirin, ibuprofen and other NSAIDs (bleeding risk).':
        'Tumia paracetamol pekee; epuka aspirini, ibuprofen na NSAIDs nyingine (hatari ya kuvuja damu).',
      'Use the controller inhaler every day (inhaled corticosteroid) and check your inhaler technique with a spacer.':
        'Tumia inhaler ya kudhibiti kila siku (corticosteroid ya kuvuta) na hakikisha unaitumia vizuri pamoja na spacer.',
      'Use the maintenance inhaler daily and check technique.':
        'Tumia inhaler ya kila siku na hakikisha unaitumia vizuri.',
      'Use the steroid nasal spray daily during the season, not only when bad; aim the spray away from the middle of the nose.':
        'Tumia dawa ya steroid ya kupuliza puani kila siku wakati wa msimu, si tu ukiwa vibaya; elekeza dawa mbali na katikati ya pua.',
      'Vaccinate dogs every year; teach children to avoid stray dogs and to report every bite.':
        'Chanja mbwa kila mwaka; fundisha watoto kuepuka mbwa wanaozurura na kuripoti kila kuumwa.',
      'Vaccinate livestock through the veterinary services.': 'Chanja mifugo kupitia huduma za mifugo.',
      'Vaccinate siblings and contacts who are not up to date (2 doses of measles-containing vaccine).':
        'Chanja ndugu na wengine wa karibu ambao chanjo zao hazijakamilika (dozi 2 za chanjo yenye surua).',
      'Walk as soon as possible; do not stay in bed.': 'Tembea mapema iwezekanavyo; usikae kitandani.',
      'Walk briskly or do other moderate activity at least 30 minutes on 5 days a week; lose 5-10% of weight if overweight.':
        'Tembea kwa haraka au fanya mazoezi mengine ya wastani angalau dakika 30 siku 5 kwa wiki; punguza uzito kwa 5-10% kama una uzito uliozidi.',
      'Warm drinks, honey (not under 1 year), rest; stop smoking and avoid smoke from cooking fires.':
        'Vinywaji vya moto, asali (si chini ya mwaka 1), kupumzika; acha kuvuta sigara na epuka moshi wa moto wa kupikia.',
      'Warm saltwater gargles, soft food and plenty of fluids.':
        'Sukutua kwa maji ya uvuguvugu yenye chumvi, chakula laini na maji mengi.',
      'Wash children’s faces daily with clean water; do not share towels.':
        'Osha nyuso za watoto kila siku kwa maji safi; usishirikiane taulo.',
      'Wash clothes, towels and bedding in hot water and dry in the sun, or seal them in a bag for 3 days.':
        'Fua nguo, taulo na matandiko kwa maji ya moto na anika juani, au yafunge kwenye mfuko kwa siku 3.',
      'Wash hands after using the toilet and drink safe water (hepatitis A and E spread by the faecal-oral route).':
        'Nawa mikono baada ya kutumia choo na kunywa maji salama (homa ya ini A na E huenea kupitia kinyesi na mdomo).',
      'Wash hands and cover coughs and sneezes to protect others.':
        'Nawa mikono na funika kikohozi na chafya kuwalinda wengine.',
      'Wash hands before feeding; use safe water.': 'Nawa mikono kabla ya kulisha; tumia maji salama.',
      'Wash hands often, do not share towels or face cloths, and clean discharge with boiled cooled water.':
        'Nawa mikono mara kwa mara, usishirikiane taulo au vitambaa vya uso, na safisha uchafu kwa maji yaliyochemshwa na kupozwa.',
      'Wash hands with soap after the toilet and before handling food; shigella spreads from few organisms.':
        'Nawa mikono kwa sabuni baada ya choo na kabla ya kushika chakula; shigella huenea kwa vijidudu vichache.',
      'Wash hands with soap after the toilet and before preparing food; drink treated water.':
        'Nawa mikono kwa sabuni baada ya choo na kabla ya kuandaa chakula; kunywa maji yaliyotibiwa.',
      'Wash the affected limb twice daily with soap and clean water, dry carefully between toes and folds.':
        'Osha kiungo kilichoathirika mara mbili kwa siku kwa sabuni na maji safi, kausha kwa uangalifu kati ya vidole na mikunjo.',
      'Wash the sores gently with soap and water and remove the crusts daily; cut nails; separate towels; stay out of school until crusts are dry or 48 hours of antibiotic.':
        'Osha vidonda taratibu kwa sabuni na maji na ondoa magamba kila siku; kata kucha; taulo tofauti; usiende shule mpaka magamba yakauke au baada ya saa 48 za antibiotiki.',
      'Wear boots and gloves in flood water, fields and abattoirs; cover cuts.':
        'Vaa buti na glavu katika maji ya mafuriko, mashambani na machinjioni; funika majeraha.',
      'Wear long sleeves of neutral colours in tsetse areas; avoid bright blue and black clothing.':
        "Vaa mikono mirefu ya rangi zisizong'aa katika maeneo ya mbung'o; epuka nguo za bluu angavu na nyeusi.",
      'Wear protective clothing and gloves when spraying; wash after use.':
        'Vaa nguo za kujikinga na glavu unaponyunyizia; jiogeshe baada ya kutumia.',
      'Wear shoes or boots and use a torch when walking at night; keep the compound clear of grass and rubbish.':
        'Vaa viatu au buti na tumia tochi ukitembea usiku; weka uwanja bila nyasi na takataka.',
      'Wear shoes outdoors and deworm regularly to prevent hookworm.':
        'Vaa viatu nje na tumia dawa za minyoo mara kwa mara kuzuia minyoo ya safura.',
      'Women 30 to 49 years: screen with an HPV test every 5 to 10 years (every 3 to 5 years with HIV); girls 9 to 14: HPV vaccine.':
        'Wanawake wa miaka 30 hadi 49: uchunguzi kwa kipimo cha HPV kila miaka 5 hadi 10 (kila miaka 3 hadi 5 wenye VVU); wasichana wa miaka 9 hadi 14: chanjo ya HPV.',
      'Women with migraine with aura should avoid combined oestrogen contraceptives.':
        'Wanawake wenye kipandauso chenye aura waepuke vidonge vya uzazi wa mpango vyenye oestrogen.',
      'Women with RHD should plan pregnancies with the heart clinic and use reliable contraception.':
        'Wanawake wenye RHD wapange mimba pamoja na kliniki ya moyo na watumie njia za uzazi wa mpango za kuaminika.',
    },
  },
];
