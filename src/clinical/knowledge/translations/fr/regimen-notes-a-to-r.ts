import type { TranslationGroup } from '../types';

/** frenchRegimenNotes (see regimen-notes.ts), the entries whose English key starts with a to r. */
export const frenchRegimenNotesAToR: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'A child who drank alcohol: check glucose (hypoglycaemia is common), keep warm and refer; doses by the hypoglycaemia protocol.':
        "Un enfant qui a bu de l'alcool : contrôler la glycémie (l'hypoglycémie est fréquente), garder au chaud et transférer ; doses selon le protocole de l'hypoglycémie.",
      'A child with shingles: test for HIV; aciclovir only if immunosuppressed or ophthalmic, dosed by the referral clinician.':
        "Un enfant atteint de zona : dépister le VIH ; aciclovir seulement en cas d'immunodépression ou d'atteinte ophtalmique, dosé par le clinicien de référence.",
      'A few lesions need only washing, crust removal and an antiseptic or topical antibiotic.':
        'Quelques lésions demandent seulement lavage, retrait des croûtes et un antiseptique ou un antibiotique local.',
      'ACE inhibitors and ARBs are contraindicated in pregnancy. Screen for pre-eclampsia (proteinuria, symptoms).':
        'Les IEC et les ARA II sont contre-indiqués pendant la grossesse. Dépister une pré-éclampsie (protéinurie, symptômes).',
      'Acetylcysteine is a hospital treatment guided by the 4-hour paracetamol level (or given at once when ≥ 150 mg/kg was taken or the time is unknown). Iron: desferrioxamine (15 mg/kg/hour IV in severe poisoning) is given only in hospital with monitoring, so no dose is written here; charcoal does not bind iron.':
        "L'acétylcystéine est un traitement hospitalier guidé par le taux de paracétamol à 4 heures (ou donnée immédiatement quand ≥ 150 mg/kg ont été pris ou que l'heure est inconnue). Fer : la déféroxamine (15 mg/kg/heure IV dans l'intoxication grave) n'est donnée qu'à l'hôpital avec surveillance, aucune dose n'est donc écrite ici ; le charbon n'adsorbe pas le fer.",
      'Acute rheumatic fever: aspirin or naproxen for arthritis (specialist), treat heart failure, eradicate streptococci; dental care; anticoagulation for atrial fibrillation or prosthetic valves.':
        "Rhumatisme articulaire aigu : aspirine ou naproxène pour l'arthrite (spécialiste), traiter l'insuffisance cardiaque, éradiquer les streptocoques ; soins dentaires ; anticoagulation en cas de fibrillation atriale ou de prothèse valvulaire.",
      'Add a thiazide, then an ACE inhibitor or ARB, if not controlled at 4 weeks (target below 140/90). Lifestyle: salt, weight, activity, tobacco.':
        "Ajouter un thiazidique, puis un IEC ou un ARA II, si la PA n'est pas contrôlée à 4 semaines (cible inférieure à 140/90). Mode de vie : sel, poids, activité, tabac.",
      'Add potassium once urine is passed and potassium is known; check glucose hourly; watch for cerebral oedema (headache, slowing pulse).':
        'Ajouter le potassium une fois la diurèse présente et le potassium connu ; contrôler la glycémie toutes les heures ; surveiller un œdème cérébral (céphalée, pouls qui ralentit).',
      'Add spironolactone 25 mg daily (check potassium and creatinine). Children: specialist.':
        'Ajouter la spironolactone 25 mg par jour (contrôler le potassium et la créatinine). Enfants : spécialiste.',
      'Adjust to culture; joint washout for septic arthritis.':
        "Adapter selon la culture ; lavage articulaire en cas d'arthrite septique.",
      'Admit every newborn with pertussis.': 'Hospitaliser tout nouveau-né atteint de coqueluche.',
      'Adult blister packs; screen for TB before starting rifampicin (rifampicin alone would breed resistant TB).':
        'Plaquettes pour adulte ; rechercher une tuberculose avant de débuter la rifampicine (la rifampicine seule sélectionnerait une tuberculose résistante).',
      'Adults and children under 1 or over 12 years: no steroid before specialist review and kidney biopsy (membranous, HIV, hepatitis B and other secondary causes are common).':
        "Adultes et enfants de moins de 1 an ou de plus de 12 ans : pas de corticoïde avant l'avis spécialisé et la biopsie rénale (les causes membraneuses, le VIH, l'hépatite B et d'autres causes secondaires sont fréquents).",
      'Airway, oxygen, decontaminate skin; never induce vomiting; diazepam for convulsions; ICU referral.':
        'Voies aériennes, oxygène, décontaminer la peau ; ne jamais faire vomir ; diazépam pour les convulsions ; transfert en réanimation.',
      'Airway, oxygen, decontaminate skin; never induce vomiting; diazepam for convulsions; ICU referral; assess suicide risk on recovery.':
        'Voies aériennes, oxygène, décontaminer la peau ; ne jamais faire vomir ; diazépam pour les convulsions ; transfert en réanimation ; évaluer le risque suicidaire après la guérison.',
      'Alternative: ciprofloxacin 15 mg/kg orally every 12 hours (max 750 mg a dose) when gentamicin is unavailable; monitor hearing and kidney function on gentamicin.':
        "Alternative : ciprofloxacine 15 mg/kg par voie orale toutes les 12 heures (max 750 mg par prise) quand la gentamicine n'est pas disponible ; surveiller l'audition et la fonction rénale sous gentamicine.",
      'An abscess needs incision and drainage; antibiotics only for surrounding cellulitis or systemic signs. Mark the edge; admit if spreading fast or septic.':
        "Un abcès demande incision et drainage ; antibiotiques seulement en cas de cellulite autour ou de signes généraux. Marquer la limite ; hospitaliser si l'extension est rapide ou en cas de sepsis.",
      'An intranasal corticosteroid is more effective for persistent symptoms; avoid allergens.':
        'Un corticoïde intranasal est plus efficace pour les symptômes persistants ; éviter les allergènes.',
      'An STI in a child is presumed sexual abuse until shown otherwise: refer to child protection.':
        "Une IST chez un enfant est présumée due à un abus sexuel jusqu'à preuve du contraire : transférer aux services de protection de l'enfance.",
      'Antenatal corticosteroids (dexamethasone 6 mg IM every 12 hours for 4 doses) are given in hospital only when gestation is reliably 24-34 weeks and preterm birth is expected within 7 days; the decision is the obstetrician’s, so no dose is given here.':
        "Les corticoïdes anténatals (dexaméthasone 6 mg IM toutes les 12 heures pour 4 doses) sont donnés à l'hôpital seulement quand le terme est fiable entre 24 et 34 semaines et qu'un accouchement prématuré est attendu dans les 7 jours ; la décision revient à l'obstétricien, aucune dose n'est donc donnée ici.",
      'Antibiotic (amoxicillin or doxycycline for 5 days) only with increased sputum purulence plus more breathlessness or sputum. Controlled oxygen to SpO2 88-92%.':
        "Antibiotique (amoxicilline ou doxycycline pendant 5 jours) seulement si l'expectoration devient plus purulente avec plus d'essoufflement ou d'expectoration. Oxygène contrôlé pour une SpO2 de 88-92%.",
      'Antidote for magnesium toxicity: calcium gluconate 1 g (10 mL of 10%) IV over 10 minutes. Deliver within 12 hours of eclampsia (24 hours of severe pre-eclampsia). Zuspan alternative: 4 g IV then 1 g/hour infusion.':
        "Antidote de l'intoxication au magnésium : gluconate de calcium 1 g (10 mL à 10%) IV en 10 minutes. Accoucher dans les 12 heures suivant une éclampsie (24 heures pour une pré-éclampsie sévère). Alternative de Zuspan : 4 g IV puis perfusion de 1 g/heure.",
      'Any danger sign or SpO2 below 90% (severe pneumonia): first dose of ampicillin (or benzylpenicillin) and gentamicin, oxygen, refer urgently. Wheeze: try salbutamol first.':
        "Tout signe de danger ou SpO2 inférieure à 90% (pneumonie grave) : première dose d'ampicilline (ou benzylpénicilline) et de gentamicine, oxygène, transférer en urgence. Sifflement : essayer d'abord le salbutamol.",
      'Avoid NSAIDs in kidney impairment, peptic ulcer and the third trimester; use paracetamol then.':
        "Éviter les AINS en cas d'insuffisance rénale, d'ulcère gastroduodénal et au troisième trimestre ; utiliser alors le paracétamol.",
      'Benzathine benzylpenicillin single IM dose where adherence to 10 days is unlikely.':
        "Benzathine benzylpénicilline en dose IM unique si l'observance sur 10 jours est peu probable.",
      'Benzylpenicillin 50 000 U/kg = 30 mg/kg (600 mg = 1 million units); newborns every 12 hours in week 1, every 8 hours in weeks 2-4.':
        "Benzylpénicilline 50 000 U/kg = 30 mg/kg (600 mg = 1 million d'unités) ; nouveau-nés toutes les 12 heures la semaine 1, toutes les 8 heures les semaines 2-4.",
      'Beyond 2 months this is sepsis (condition 41) or meningitis: use their regimens.':
        "Au-delà de 2 mois, il s'agit d'un sepsis (condition 41) ou d'une méningite : utiliser leurs schémas.",
      'Biliary colic alone needs analgesia, not antibiotics.':
        "Une colique biliaire seule demande une analgésie, pas d'antibiotiques.",
      'Breastfeed or give expressed milk by nasogastric tube as soon as possible; keep warm; look for sepsis.':
        'Allaiter ou donner le lait maternel exprimé par sonde nasogastrique dès que possible ; garder au chaud ; rechercher un sepsis.',
      'Call for help, lie flat with legs raised (sitting if breathless), oxygen; remove the trigger. Antihistamines and steroids are second-line only. Observe at least 6-12 hours; prescribe an adrenaline plan.':
        "Appeler à l'aide, allonger jambes surélevées (assis en cas d'essoufflement), oxygène ; supprimer le facteur déclenchant. Les antihistaminiques et les corticoïdes sont seulement de deuxième intention. Surveiller au moins 6-12 heures ; prescrire un plan d'adrénaline.",
      'Call for help, lie the child flat (sitting if breathless), oxygen. Antihistamines and steroids are second-line only (skin symptoms). Observe at least 6-12 hours.':
        "Appeler à l'aide, allonger l'enfant à plat (assis en cas d'essoufflement), oxygène. Les antihistaminiques et les corticoïdes sont seulement de deuxième intention (symptômes cutanés). Surveiller au moins 6-12 heures.",
      'Cancer treatment (chemotherapy, hormonal therapy, radiotherapy, surgery) is specialist-only: refer. Opioid analgesia for cancer pain is titrated by the clinician; no dose is computed here.':
        "Le traitement du cancer (chimiothérapie, hormonothérapie, radiothérapie, chirurgie) relève du seul spécialiste : transférer. L'analgésie opioïde de la douleur cancéreuse est titrée par le clinicien ; aucune dose n'est calculée ici.",
      'Cataract needs surgery, not medicine. Acute angle closure: acetazolamide and urgent referral (the dose is given at the eye unit; not computed here).':
        "La cataracte demande une chirurgie, pas un médicament. Glaucome aigu par fermeture de l'angle : acétazolamide et transfert urgent (la dose est donnée au service d'ophtalmologie ; non calculée ici).",
      'Catheterise retention. The alpha-blocker (tamsulosin 400 micrograms daily in the BNF) is not in this catalogue, so no dose is computed: prescribe from the national list.':
        "Sonder la rétention. L'alphabloquant (tamsulosine 400 microgrammes par jour dans le BNF) ne figure pas dans ce catalogue, aucune dose n'est donc calculée : prescrire à partir de la liste nationale.",
      'Ceftriaxone is avoided in jaundiced or preterm newborns receiving calcium; give it IM, not with calcium-containing fluids.':
        'La ceftriaxone est évitée chez le nouveau-né ictérique ou prématuré recevant du calcium ; la donner en IM, pas avec des solutés contenant du calcium.',
      'Check glucose in diabetes. Under 16 years: the guideline does not cover them; clinician decision.':
        'Contrôler la glycémie en cas de diabète. Moins de 16 ans : le guide ne les couvre pas ; décision du clinicien.',
      'Check glucose; airway, recovery position; if still convulsing after 2 doses of diazepam give phenobarbital 20 mg/kg IM/IV. Maintenance for epilepsy per mhGAP (phenobarbital, carbamazepine or valproate).':
        "Contrôler la glycémie ; voies aériennes, position latérale de sécurité ; si les convulsions persistent après 2 doses de diazépam, donner le phénobarbital 20 mg/kg IM/IV. Traitement d'entretien de l'épilepsie selon le mhGAP (phénobarbital, carbamazépine ou valproate).",
      'Check potassium before insulin (hold insulin if below 3.3 mmol/L and replace); add glucose 5-10% when glucose falls below 14 mmol/L.':
        "Contrôler le potassium avant l'insuline (suspendre l'insuline s'il est inférieur à 3.3 mmol/L et le compenser) ; ajouter du glucose à 5-10% quand la glycémie descend sous 14 mmol/L.",
      'Children of 25 kg or more take the adult regimen. Non-severe TB in children may be treated for 4 months (2HRZ(E)/2HR).':
        "Les enfants de 25 kg ou plus prennent le schéma adulte. La tuberculose non grave de l'enfant peut être traitée 4 mois (2HRZ(E)/2HR).",
      'Children of 30 kg or more take TLD. Screen for TB; support adherence with the caregiver.':
        "Les enfants de 30 kg ou plus prennent le TLD. Rechercher une tuberculose ; soutenir l'observance avec l'aidant.",
      'Children under 12: no antidepressant. Psychological treatment and support for the family and school; assess for abuse and self-harm; refer to child mental health services.':
        "Enfants de moins de 12 ans : pas d'antidépresseur. Psychothérapie et soutien de la famille et de l'école ; rechercher une maltraitance et une automutilation ; transférer en pédopsychiatrie.",
      'Clean the eyes; treat the mother and her partner; refer. Not with calcium-containing fluids, and not to a jaundiced or preterm newborn (BNF for Children 2023-24): use cefotaxime then.':
        'Nettoyer les yeux ; traiter la mère et son partenaire ; transférer. Pas avec des solutés contenant du calcium, et pas chez un nouveau-né ictérique ou prématuré (BNF for Children 2023-24) : utiliser alors le céfotaxime.',
      'Confirm with RDT or microscopy before treating. Infants under 5 kg: same mg/kg as a 5-kg child, with specialist advice.':
        'Confirmer par TDR ou microscopie avant de traiter. Nourrissons de moins de 5 kg : même dose en mg/kg que pour un enfant de 5 kg, sur avis spécialisé.',
      'Conscious and able to swallow: 15-20 g of sugar by mouth. Find the cause (sulfonylurea, quinine, sepsis, alcohol).':
        "Conscient et capable d'avaler : 15-20 g de sucre par voie orale. Rechercher la cause (sulfamide hypoglycémiant, quinine, sepsis, alcool).",
      'Control blood pressure (ACE inhibitor or ARB if albuminuria, checking potassium and creatinine), manage diabetes, avoid NSAIDs and nephrotoxins, adjust renally cleared doses; refer for eGFR below 30 or rapid decline.':
        "Contrôler la pression artérielle (IEC ou ARA II en cas d'albuminurie, en contrôlant le potassium et la créatinine), prendre en charge le diabète, éviter les AINS et les néphrotoxiques, adapter les doses des médicaments à élimination rénale ; transférer si DFGe inférieur à 30 ou déclin rapide.",
      'Cooling is the treatment; paracetamol and other antipyretics are withheld (they do not lower a heat-stroke temperature and stress the liver). IV fluids for shock by the shock protocol.':
        "Le refroidissement est le traitement ; le paracétamol et les autres antipyrétiques ne sont pas donnés (ils ne baissent pas la température d'un coup de chaleur et fatiguent le foie). Liquides IV en cas de choc selon le protocole du choc.",
      'CURB-65 of 2 or more, SpO2 below 90% or sepsis: admit, IV ceftriaxone (or benzylpenicillin) and oxygen.':
        'CURB-65 de 2 ou plus, SpO2 inférieure à 90% ou sepsis : hospitaliser, ceftriaxone IV (ou benzylpénicilline) et oxygène.',
      'Delivery is surgical; antibiotics follow the puerperal sepsis regimen when there is fever or prolonged rupture of membranes.':
        "L'accouchement est chirurgical ; les antibiotiques suivent le schéma du sepsis puerpéral en cas de fièvre ou de rupture prolongée des membranes.",
      'Diabetes in pregnancy: refer for insulin and specialist antenatal care; stop sulfonylureas.':
        'Diabète pendant la grossesse : transférer pour insuline et suivi prénatal spécialisé ; arrêter les sulfamides hypoglycémiants.',
      'Diet, activity, foot care; statin and blood pressure control per WHO PEN; add gliclazide if HbA1c stays above target.':
        "Régime, activité physique, soins des pieds ; statine et contrôle tensionnel selon le WHO PEN ; ajouter le gliclazide si l'HbA1c reste au-dessus de la cible.",
      'Digoxin if beta-blockers are contraindicated or with decompensated heart failure. Anticoagulation with warfarin is titrated to INR by the clinician (not computed here).':
        "Digoxine si les bêtabloquants sont contre-indiqués ou en cas d'insuffisance cardiaque décompensée. L'anticoagulation par warfarine est ajustée selon l'INR par le clinicien (non calculée ici).",
      'Diphtheria antitoxin is dosed by a specialist (20 000 to 100 000 units by extent and duration) after a test dose: refer; the antibiotic does not replace it.':
        "L'antitoxine diphtérique est dosée par un spécialiste (20 000 à 100 000 unités selon l'étendue et la durée) après une dose test : transférer ; l'antibiotique ne la remplace pas.",
      'Do not give aspirin before imaging excludes haemorrhage. Check glucose, keep nil by mouth until swallow assessed, refer to a stroke unit.':
        "Ne pas donner d'aspirine avant que l'imagerie ait exclu une hémorragie. Contrôler la glycémie, garder à jeun jusqu'à l'évaluation de la déglutition, transférer en unité neurovasculaire.",
      'Doses of the alternatives.': 'Doses des alternatives.',
      'Doses of the alternatives; add an opioid if pain is not controlled.':
        "Doses des alternatives ; ajouter un opioïde si la douleur n'est pas contrôlée.",
      'Doses of the alternatives; lower doses in older people and kidney impairment.':
        "Doses des alternatives ; doses plus faibles chez la personne âgée et en cas d'insuffisance rénale.",
      'Doxycycline 100 mg every 12 hours is the alternative (not in pregnancy). Systemic disease: IV combination in hospital.':
        "La doxycycline 100 mg toutes les 12 heures est l'alternative (pas pendant la grossesse). Forme systémique : association IV à l'hôpital.",
      'Doxycycline is recommended at any age for suspected rickettsial disease.':
        'La doxycycline est recommandée à tout âge en cas de rickettsiose suspectée.',
      'Drainage or extraction is the main treatment. Children: dose by the clinician (the source section for children was not checked here).':
        "Le drainage ou l'extraction est le traitement principal. Enfants : dose par le clinicien (la section de la source pour l'enfant n'a pas été vérifiée ici).",
      'Dry the ear by wicking if discharging; tender swelling behind the ear (mastoiditis): refer.':
        "Assécher l'oreille par méchage si elle coule ; tuméfaction douloureuse derrière l'oreille (mastoïdite) : transférer.",
      'ECG within 10 minutes; oxygen only if SpO2 below 90%; IV opioid for severe pain; refer for reperfusion (thrombolysis within 12 hours of STEMI).':
        "ECG dans les 10 minutes ; oxygène seulement si SpO2 inférieure à 90% ; opioïde IV pour une douleur intense ; transférer pour reperfusion (thrombolyse dans les 12 heures d'un STEMI).",
      'Eclampsia in pregnancy: magnesium sulfate instead. Check glucose. Maintenance after 2 unprovoked seizures per mhGAP (carbamazepine or phenobarbital; avoid valproate in women who may become pregnant).':
        "Éclampsie pendant la grossesse : sulfate de magnésium à la place. Contrôler la glycémie. Traitement d'entretien après 2 crises non provoquées selon le mhGAP (carbamazépine ou phénobarbital ; éviter le valproate chez la femme susceptible de devenir enceinte).",
      'Ergometrine is not listed: it is contraindicated with hypertension or pre-eclampsia, common in these women. Carbetocin (heat-stable) is an alternative uterotonic where stocked.':
        "L'ergométrine ne figure pas dans la liste : elle est contre-indiquée en cas d'hypertension ou de pré-éclampsie, fréquentes chez ces femmes. La carbétocine (thermostable) est un utérotonique alternatif là où elle est disponible.",
      'Exclude ectopic pregnancy and appendicitis; admit if pregnant, severely ill or with a pelvic mass; treat partners.':
        "Exclure une grossesse extra-utérine et une appendicite ; hospitaliser en cas de grossesse, d'état grave ou de masse pelvienne ; traiter les partenaires.",
      'Exercise, weight loss and education are core treatment; topical or short courses of oral NSAIDs for flares.':
        "L'exercice, la perte de poids et l'éducation sont le cœur du traitement ; AINS locaux ou courtes cures d'AINS oraux pour les poussées.",
      'Feeding, warmth and kangaroo care are the treatment; vitamin K only if not already given at birth.':
        "L'alimentation, la chaleur et la méthode kangourou sont le traitement ; vitamine K seulement si elle n'a pas déjà été donnée à la naissance.",
      'Fever, flank pain or vomiting suggests pyelonephritis. Treat asymptomatic bacteriuria only in pregnancy.':
        'Fièvre, douleur du flanc ou vomissements évoquent une pyélonéphrite. Ne traiter la bactériurie asymptomatique que pendant la grossesse.',
      'Find the cause: hookworm, menstrual or gastrointestinal blood loss, diet. Recheck Hb after 4 weeks.':
        "Rechercher la cause : ankylostome, pertes sanguines menstruelles ou digestives, alimentation. Recontrôler l'Hb après 4 semaines.",
      'First week of life, birth weight 2.5 kg or more: gentamicin 5 mg/kg once daily.':
        'Première semaine de vie, poids de naissance de 2.5 kg ou plus : gentamicine 5 mg/kg une fois par jour.',
      'First week of life, low birth weight (under 2.5 kg): gentamicin 3 mg/kg once daily.':
        'Première semaine de vie, faible poids de naissance (moins de 2.5 kg) : gentamicine 3 mg/kg une fois par jour.',
      'Fluconazole only when swallowing is painful or nystatin fails.':
        "Fluconazole seulement si la déglutition est douloureuse ou en cas d'échec de la nystatine.",
      'Follow with a luminal agent where available; aspirate large liver abscesses.':
        'Poursuivre par un amœbicide de contact si disponible ; ponctionner les abcès du foie volumineux.',
      'For redness extending beyond the stump (severe). A stump infection alone is cleaned with antiseptic and treated with the IMCI oral antibiotic, dosed from the national chart booklet.':
        "Pour une rougeur qui dépasse le moignon (forme grave). Une infection du moignon seule est nettoyée à l'antiseptique et traitée par l'antibiotique oral de la PCIME, dosé selon le livret national de tableaux.",
      'From day 7 to 2 months: ampicillin every 8 hours, gentamicin 7.5 mg/kg once daily.':
        'Du jour 7 à 2 mois : ampicilline toutes les 8 heures, gentamicine 7.5 mg/kg une fois par jour.',
      'From the programme’s child blister packs (10-14 years: rifampicin 450 mg, clofazimine 150 mg monthly and 50 mg alternate days, dapsone 50 mg daily).':
        'À partir des plaquettes enfant du programme (10-14 ans : rifampicine 450 mg, clofazimine 150 mg par mois et 50 mg un jour sur deux, dapsone 50 mg par jour).',
      'Gentamicin gives no source maximum per dose; its cap is the dose at 150 kg, a guard against a wrong weight. Penicillin allergy: clindamycin 600 mg IV every 8 hours with gentamicin (MCPC), given in hospital.':
        "La source ne donne pas de maximum par dose pour la gentamicine ; son plafond est la dose pour 150 kg, une protection contre un poids erroné. Allergie à la pénicilline : clindamycine 600 mg IV toutes les 8 heures avec gentamicine (MCPC), à l'hôpital.",
      'Give after a meal; pregnant women after the first trimester are treated.':
        'Donner après un repas ; les femmes enceintes sont traitées après le premier trimestre.',
      'Give albendazole if 1 year or older and not treated in 6 months; treat malaria; feeding advice. Hb below 5 g/dL or with distress: transfuse.':
        "Donner l'albendazole à partir de 1 an si l'enfant n'a pas été traité depuis 6 mois ; traiter le paludisme ; conseils alimentaires. Hb inférieure à 5 g/dL ou avec détresse : transfuser.",
      'Give antibiotics within the first hour after blood cultures. Hypotension: 30 mL/kg crystalloid within 3 hours, reassessing for fluid overload; oxygen; lactate; urine output.':
        'Donner les antibiotiques dans la première heure après les hémocultures. Hypotension : 30 mL/kg de cristalloïde en 3 heures, en réévaluant la surcharge hydrique ; oxygène ; lactates ; diurèse.',
      'Give magnesium sulfate if pre-eclampsia; monitor the fetus; plan delivery.':
        "Donner du sulfate de magnésium en cas de pré-éclampsie ; surveiller le fœtus ; prévoir l'accouchement.",
      'Give ORS for dehydration. Review in 2 days.':
        'Donner la SRO en cas de déshydratation. Revoir dans 2 jours.',
      'Give ORS for dehydration. Review in 2 days; refer infants under 2 months.':
        'Donner la SRO en cas de déshydratation. Revoir dans 2 jours ; transférer les nourrissons de moins de 2 mois.',
      'Give the first dose at once (IM if no IV access) before referral; manage convulsions and hypoglycaemia.':
        "Donner la première dose immédiatement (IM sans voie veineuse) avant le transfert ; traiter les convulsions et l'hypoglycémie.",
      'Give the first dose at once, before lumbar puncture if it delays treatment.':
        'Donner la première dose immédiatement, avant la ponction lombaire si elle retarde le traitement.',
      "Give the first feed at once (prevents hypoglycaemia); feed through the night; breastfeed between feeds. Severe oedema: 100 mL/kg/day. RUTF in the rehabilitation phase aims at 150-220 kcal/kg/day (Pocket Book chapter 7, catch-up growth); the number of sachets a day is not computed here because the knowledge base does not hold the national programme's weight-band sachet table: use it.":
        "Donner le premier repas immédiatement (prévient l'hypoglycémie) ; alimenter la nuit ; allaiter entre les repas. Œdèmes sévères : 100 mL/kg/jour. L'ATPE de la phase de réhabilitation vise 150-220 kcal/kg/jour (Pocket Book chapitre 7, croissance de rattrapage) ; le nombre de sachets par jour n'est pas calculé ici car la base de connaissances ne contient pas le tableau national des sachets par tranche de poids : l'utiliser.",
      'Healthy children: no antiviral and no aspirin or ibuprofen; calamine lotion for itching, keep nails short; antibiotics only for secondary bacterial infection.':
        "Enfants en bonne santé : pas d'antiviral, ni aspirine ni ibuprofène ; lotion à la calamine contre les démangeaisons, garder les ongles courts ; antibiotiques seulement en cas de surinfection bactérienne.",
      'Heavier than the IMCI weight bands: same 40 mg/kg twice daily. Any danger sign: ampicillin (or benzylpenicillin) and gentamicin, oxygen, refer.':
        'Au-dessus des tranches de poids de la PCIME : même dose de 40 mg/kg deux fois par jour. Tout signe de danger : ampicilline (ou benzylpénicilline) et gentamicine, oxygène, transférer.',
      'Human tetanus immunoglobulin IM, diazepam for spasms, quiet dark room, wound debridement, airway support; refer.':
        'Immunoglobulines antitétaniques humaines IM, diazépam pour les spasmes, pièce calme et sombre, parage de la plaie, soutien des voies aériennes ; transférer.',
      'Human tetanus immunoglobulin IM, diazepam for spasms, wound debridement, airway support; refer to a unit with ventilation.':
        "Immunoglobulines antitétaniques humaines IM, diazépam pour les spasmes, parage de la plaie, soutien des voies aériennes ; transférer vers une unité disposant d'une ventilation.",
      'Hypoxaemic adults: prednisolone 40 mg twice daily days 1-5, 40 mg daily days 6-10, 20 mg daily days 11-21. Oxygen.':
        'Adultes hypoxémiques : prednisolone 40 mg deux fois par jour aux jours 1-5, 40 mg par jour aux jours 6-10, 20 mg par jour aux jours 11-21. Oxygène.',
      'If no IV access: sugar or glucose solution under the tongue or by nasogastric tube; then feed.':
        'Sans voie veineuse : sucre ou solution glucosée sous la langue ou par sonde nasogastrique ; puis alimenter.',
      'Immobilise the limb, no tourniquet or incision; 20-minute whole blood clotting test. Signs of systemic envenoming (bleeding, incoagulable blood, paralysis, shock, rapid swelling): antivenom IV at the dose the product states (same for children and adults), with adrenaline drawn up; refer.':
        "Immobiliser le membre, ni garrot ni incision ; test de coagulation sur sang total à 20 minutes. Signes d'envenimation systémique (saignement, sang incoagulable, paralysie, choc, œdème rapide) : sérum antivenimeux IV à la dose indiquée par le produit (la même pour l'enfant et l'adulte), avec de l'adrénaline prête ; transférer.",
      'In pregnancy gentamicin or ciprofloxacin are preferred to doxycycline.':
        'Pendant la grossesse, la gentamicine ou la ciprofloxacine sont préférées à la doxycycline.',
      'In pregnancy use a vaginal imidazole (clotrimazole 500 mg vaginal tablet once, or 100 mg daily for 7 days) instead of oral fluconazole.':
        'Pendant la grossesse, utiliser un imidazolé vaginal (clotrimazole 500 mg comprimé vaginal en une fois, ou 100 mg par jour pendant 7 jours) au lieu du fluconazole oral.',
      'In pregnancy with mild disease azithromycin may be used by the clinician.':
        "Pendant la grossesse, en cas de forme légère, le clinicien peut utiliser l'azithromycine.",
      'In sickle cell disease add Gram-negative cover as the pocket book directs.':
        'En cas de drépanocytose, ajouter une couverture des bacilles à Gram négatif selon les indications du Pocket Book.',
      'Infant under 5 kg: the dose is a fraction of one dispersible 20/120 mg tablet; measure it with specialist or pharmacist help, and look for danger signs of severe malaria.':
        "Nourrisson de moins de 5 kg : la dose est une fraction d'un comprimé dispersible de 20/120 mg ; la mesurer avec l'aide d'un spécialiste ou d'un pharmacien, et rechercher les signes de danger du paludisme grave.",
      'Infants under 1 year: 3 mg/kg twice daily (specialist advice).':
        'Nourrissons de moins de 1 an : 3 mg/kg deux fois par jour (avis spécialisé).',
      'Insulin doses are individual and titrated to glucose by the diabetes team; no dose is computed here.':
        "Les doses d'insuline sont individuelles et ajustées selon la glycémie par l'équipe de diabétologie ; aucune dose n'est calculée ici.",
      'Intravenous immunoglobulin (0.4 g/kg daily for 5 days) or plasma exchange for Guillain-Barré syndrome are given by the referral centre; no intramuscular injections in suspected polio.':
        "Les immunoglobulines intraveineuses (0.4 g/kg par jour pendant 5 jours) ou les échanges plasmatiques pour le syndrome de Guillain-Barré sont donnés par le centre de référence ; pas d'injection intramusculaire en cas de poliomyélite suspectée.",
      'Isolate and notify at once; full PPE. No NSAIDs, aspirin or IM injections. Ribavirin for Lassa fever or CCHF only at a treatment centre.':
        "Isoler et notifier immédiatement ; EPI complet. Pas d'AINS, d'aspirine ni d'injection IM. Ribavirine pour la fièvre de Lassa ou la FHCC seulement dans un centre de traitement.",
      'Isolate until lesions crust; skin care; test for HIV; antibiotics only for secondary bacterial infection.':
        "Isoler jusqu'à ce que les lésions forment des croûtes ; soins de la peau ; dépister le VIH ; antibiotiques seulement en cas de surinfection bactérienne.",
      'IV fluid volume for major burns depends on the burned area (% body surface), which is not yet an input: calculate it by the Pocket Book/BEC formula (about 4 mL/kg per % burn in 24 hours, half in the first 8 hours, plus maintenance for children) at the bedside; no figure is written here.':
        "Le volume de liquides IV pour les brûlures graves dépend de la surface brûlée (% de la surface corporelle), qui n'est pas encore une donnée saisie : le calculer au lit du patient par la formule du Pocket Book/BEC (environ 4 mL/kg par % de brûlure en 24 heures, la moitié dans les 8 premières heures, plus les besoins d'entretien chez l'enfant) ; aucun chiffre n'est écrit ici.",
      'IV when the child cannot take oral medicines; oxygen for hypoxaemia.':
        "IV quand l'enfant ne peut pas prendre de traitement oral ; oxygène en cas d'hypoxémie.",
      'Limit analgesics to under 10 days a month (medication-overuse headache); stress management, posture, sleep.':
        'Limiter les antalgiques à moins de 10 jours par mois (céphalée par abus médicamenteux) ; gestion du stress, posture, sommeil.',
      'Lower diazepam doses in liver disease and older people; no benzodiazepine to take home with continuing drinking.':
        "Doses de diazépam plus faibles en cas de maladie du foie et chez la personne âgée ; pas de benzodiazépine à emporter à domicile si la consommation d'alcool continue.",
      'Lower mean arterial pressure by no more than 25% in the first hour (except aortic dissection); in acute stroke lower only if above 220/120 (or 185/110 before thrombolysis).':
        "Baisser la pression artérielle moyenne de 25% au plus pendant la première heure (sauf dissection aortique) ; dans l'AVC aigu, baisser seulement si elle est au-dessus de 220/120 (ou 185/110 avant une thrombolyse).",
      'Manage in hospital: check glucose, treat convulsions, transfuse for severe anaemia; artesunate is given in all trimesters of pregnancy.':
        "Prendre en charge à l'hôpital : contrôler la glycémie, traiter les convulsions, transfuser en cas d'anémie sévère ; l'artésunate est donné à tous les trimestres de la grossesse.",
      'Methanol antidotes (fomepizole, ethanol), bicarbonate and folinic acid are dosed by the referral hospital: no dose is given here.':
        "Les antidotes du méthanol (fomépizole, éthanol), le bicarbonate et l'acide folinique sont dosés par l'hôpital de référence : aucune dose n'est donnée ici.",
      'Mild oral thrush: nystatin suspension alone. Fluconazole interacts with rifampicin and raises warfarin and sulfonylurea levels.':
        'Muguet buccal léger : nystatine suspension seule. Le fluconazole interagit avec la rifampicine et augmente les taux de warfarine et de sulfamides hypoglycémiants.',
      'Mood stabilisers (lithium with level monitoring, valproate, carbamazepine) are started by the clinician; valproate not in women who may become pregnant.':
        'Les thymorégulateurs (lithium avec surveillance des taux, valproate, carbamazépine) sont débutés par le clinicien ; pas de valproate chez la femme susceptible de devenir enceinte.',
      'Most conjunctivitis is viral or allergic: clean the eyes, no antibiotic. Purulent discharge (bacterial): tetracycline 1% eye ointment 3 times daily for 5-7 days. A neonate with discharge: ceftriaxone 50 mg/kg IM (max 125 mg) once and refer.':
        "La plupart des conjonctivites sont virales ou allergiques : nettoyer les yeux, pas d'antibiotique. Écoulement purulent (bactérien) : pommade ophtalmique à la tétracycline 1% 3 fois par jour pendant 5-7 jours. Nouveau-né avec écoulement : ceftriaxone 50 mg/kg IM (max 125 mg) en une fois et transférer.",
      'Most sinusitis is viral: no antibiotic. Only when symptoms last over 10 days, are severe or worsen after improving: amoxicillin 500 mg every 8 hours for 5 days.':
        "La plupart des sinusites sont virales : pas d'antibiotique. Seulement si les symptômes durent plus de 10 jours, sont sévères ou s'aggravent après une amélioration : amoxicilline 500 mg toutes les 8 heures pendant 5 jours.",
      'Newborn convulsions: check and treat hypoglycaemia (10% glucose 2 mL/kg), keep warm, treat the cause (sepsis, meningitis, asphyxia); diazepam only if phenobarbital is unavailable.':
        "Convulsions du nouveau-né : rechercher et traiter l'hypoglycémie (glucose à 10% 2 mL/kg), garder au chaud, traiter la cause (sepsis, méningite, asphyxie) ; diazépam seulement si le phénobarbital n'est pas disponible.",
      'Newborn: keep warm, breastfeed or give expressed milk, check and treat hypoglycaemia (10% glucose 2 mL/kg), oxygen if needed; refer. Do not give ceftriaxone to a jaundiced newborn or with calcium-containing fluids (BNF for Children 2023-24).':
        "Nouveau-né : garder au chaud, allaiter ou donner le lait maternel exprimé, rechercher et traiter l'hypoglycémie (glucose à 10% 2 mL/kg), oxygène si besoin ; transférer. Ne pas donner de ceftriaxone à un nouveau-né ictérique ni avec des solutés contenant du calcium (BNF for Children 2023-24).",
      'Nil by mouth, IV fluids, analgesia (analgesia does not mask the diagnosis), urgent surgical referral. Exclude ectopic pregnancy in women.':
        "À jeun, liquides IV, analgésie (l'analgésie ne masque pas le diagnostic), transfert chirurgical urgent. Exclure une grossesse extra-utérine chez la femme.",
      'Nil by mouth, IV fluids, analgesia, urgent surgical referral.':
        'À jeun, liquides IV, analgésie, transfert chirurgical urgent.',
      'No ACE inhibitor, ARB or spironolactone before delivery; hydralazine and nitrates by the specialist.':
        "Pas d'IEC, d'ARA II ni de spironolactone avant l'accouchement ; hydralazine et dérivés nitrés par le spécialiste.",
      'No antibiotic and no bronchodilator or steroid: oxygen if SpO2 below 90%, gentle nasal suction, small frequent feeds; admit infants with danger signs.':
        "Pas d'antibiotique, ni bronchodilatateur ni corticoïde : oxygène si SpO2 inférieure à 90%, aspiration nasale douce, petits repas fréquents ; hospitaliser les nourrissons présentant des signes de danger.",
      'No antibiotic for non-severe COVID-19. Severe or critical (SpO2 below 90%): oxygen and dexamethasone 6 mg daily for 10 days, in hospital.':
        "Pas d'antibiotique pour la COVID-19 non grave. Forme sévère ou critique (SpO2 inférieure à 90%) : oxygène et dexaméthasone 6 mg par jour pendant 10 jours, à l'hôpital.",
      "No antibiotic for watery diarrhoea without blood. No dehydration: ORS as much as wanted after each loose stool. Severe dehydration: Ringer's lactate IV (Plan C).":
        "Pas d'antibiotique pour une diarrhée aqueuse sans sang. Pas de déshydratation : SRO à volonté après chaque selle liquide. Déshydratation sévère : Ringer lactate IV (Plan C).",
      "No antibiotic for watery diarrhoea. No dehydration: Plan A (ORS after each loose stool, continue feeding). Severe dehydration: Ringer's lactate 100 mL/kg IV (Plan C).":
        "Pas d'antibiotique pour une diarrhée aqueuse. Pas de déshydratation : Plan A (SRO après chaque selle liquide, poursuivre l'alimentation). Déshydratation sévère : Ringer lactate 100 mL/kg IV (Plan C).",
      'No antibiotic unless pneumonia, ear infection or eye infection complicate measles. Tetracycline eye ointment for eye signs; isolate.':
        "Pas d'antibiotique sauf si une pneumonie, une otite ou une infection oculaire complique la rougeole. Pommade ophtalmique à la tétracycline en cas de signes oculaires ; isoler.",
      'No antibiotic.': "Pas d'antibiotique.",
      'No antibiotic. Oseltamivir 75 mg twice daily for 5 days for severe illness or high-risk patients (chronic disease, immunosuppression).':
        "Pas d'antibiotique. Oseltamivir 75 mg deux fois par jour pendant 5 jours en cas de forme sévère ou de patient à haut risque (maladie chronique, immunodépression).",
      'No antibiotic: viral illness. Fluids, rest, soothe the throat; return if breathing becomes fast or difficult.':
        "Pas d'antibiotique : maladie virale. Liquides, repos, apaiser la gorge ; revenir si la respiration devient rapide ou difficile.",
      'No antibiotics unless infection is proven. IV Ringer lactate guided by pulse, blood pressure and urine output, and analgesia (opioids allowed) are given in hospital.':
        "Pas d'antibiotiques sauf infection prouvée. Le Ringer lactate IV guidé par le pouls, la pression artérielle et la diurèse, et l'analgésie (opioïdes autorisés) sont donnés à l'hôpital.",
      'No antiviral or antibiotic; aspirin is avoided in children.':
        "Pas d'antiviral ni d'antibiotique ; l'aspirine est évitée chez l'enfant.",
      'No aspirin, ibuprofen or other NSAIDs, no IM injections, no antibiotic. Oral fluids; watch for warning signs (abdominal pain, bleeding, rising haematocrit).':
        "Pas d'aspirine, d'ibuprofène ni d'autres AINS, pas d'injection IM, pas d'antibiotique. Liquides par voie orale ; surveiller les signes d'alerte (douleur abdominale, saignement, hématocrite en hausse).",
      'No aspirin. Pregnant women, neonates and the immunocompromised: urgent specialist review (IV aciclovir).':
        "Pas d'aspirine. Femmes enceintes, nouveau-nés et immunodéprimés : avis spécialisé urgent (aciclovir IV).",
      'No cough syrups or sedatives. Oxygen and suction for apnoea.':
        "Pas de sirops antitussifs ni de sédatifs. Oxygène et aspiration en cas d'apnée.",
      'No medicine is dosed here: diet and activity come first, and metformin or insulin is started and titrated by the antenatal diabetes clinic against home glucose readings (Kenya national diabetes guidelines 2018).':
        "Aucun médicament n'est dosé ici : le régime et l'activité viennent d'abord, et la metformine ou l'insuline est débutée et ajustée par la consultation prénatale de diabétologie d'après les glycémies à domicile (directives nationales du Kenya sur le diabète 2018).",
      'No medicine treats obstruction: nil by mouth, nasogastric tube, IV fluids, analgesia and surgery. Antibiotics (ceftriaxone with metronidazole) before surgery when strangulation or perforation is suspected.':
        "Aucun médicament ne traite l'occlusion : à jeun, sonde nasogastrique, liquides IV, analgésie et chirurgie. Antibiotiques (ceftriaxone avec métronidazole) avant la chirurgie en cas de suspicion d'étranglement ou de perforation.",
      'No specific treatment for acute hepatitis: rest, fluids, avoid alcohol and hepatotoxic medicines (reduce paracetamol). Chronic hepatitis B: assess for tenofovir disoproxil per WHO 2024 criteria (specialist or trained clinician).':
        "Pas de traitement spécifique de l'hépatite aiguë : repos, liquides, éviter l'alcool et les médicaments hépatotoxiques (réduire le paracétamol). Hépatite B chronique : évaluer l'indication du ténofovir disoproxil selon les critères de l'OMS 2024 (spécialiste ou clinicien formé).",
      'Not for simple goitre with normal thyroid tests. Children: specialist.':
        'Pas pour un goitre simple avec un bilan thyroïdien normal. Enfants : spécialiste.',
      'Not with calcium-containing fluids, and not to a jaundiced or preterm newborn (BNF for Children 2023-24). Treat the mother and her partner.':
        'Pas avec des solutés contenant du calcium, et pas chez un nouveau-né ictérique ou prématuré (BNF for Children 2023-24). Traiter la mère et son partenaire.',
      'Once euvolaemic add bisoprolol 1.25 mg daily, titrated to 10 mg. Check potassium and creatinine 1-2 weeks after each change; salt and fluid advice; daily weights.':
        "Une fois l'euvolémie atteinte, ajouter le bisoprolol 1.25 mg par jour, augmenté jusqu'à 10 mg. Contrôler le potassium et la créatinine 1-2 semaines après chaque changement ; conseils sur le sel et les liquides ; pesée quotidienne.",
      'Only for convulsions; check and correct glucose first. Without convulsions no medicine is given.':
        "Seulement en cas de convulsions ; contrôler et corriger d'abord la glycémie. Sans convulsions, aucun médicament n'est donné.",
      'Only once the os is open or products are seen, after a complete or missed miscarriage has been judged, and not in threatened abortion with a viable pregnancy. Septic abortion: give the puerperal sepsis antibiotics (ampicillin, gentamicin, metronidazole) and refer for evacuation.':
        "Seulement une fois le col ouvert ou des débris visibles, après avoir conclu à une fausse couche complète ou à une grossesse arrêtée, et pas en cas de menace d'avortement avec une grossesse évolutive. Avortement septique : donner les antibiotiques du sepsis puerpéral (ampicilline, gentamicine, métronidazole) et transférer pour évacuation.",
      'Open fractures need IV antibiotics (cefazolin or the local surgical protocol) given by the receiving hospital; no dose is written here. Severe pain: IV morphine titrated in hospital.':
        "Les fractures ouvertes demandent des antibiotiques IV (céfazoline ou protocole chirurgical local) donnés par l'hôpital receveur ; aucune dose n'est écrite ici. Douleur sévère : morphine IV titrée à l'hôpital.",
      'Oral or IV fluids, warmth, oxygen if SpO2 below 95%; fever: treat as sepsis; chest syndrome, stroke or sequestration: refer. Long term: hydroxyurea (specialist), penicillin prophylaxis under 5.':
        'Liquides oraux ou IV, chaleur, oxygène si SpO2 inférieure à 95% ; fièvre : traiter comme un sepsis ; syndrome thoracique, AVC ou séquestration : transférer. Au long cours : hydroxyurée (spécialiste), prophylaxie par pénicilline avant 5 ans.',
      'Oxygen to keep SpO2 94-98%; danger signs or no response: nebulised salbutamol 2.5 mg and ipratropium, refer.':
        'Oxygène pour maintenir la SpO2 à 94-98% ; signes de danger ou absence de réponse : salbutamol nébulisé 2.5 mg et ipratropium, transférer.',
      'Oxygen to SpO2 93-96%; severe: nebulised salbutamol with ipratropium, refer. Start or step up inhaled corticosteroid before discharge.':
        'Oxygène pour une SpO2 de 93-96% ; forme sévère : salbutamol nébulisé avec ipratropium, transférer. Débuter ou renforcer le corticoïde inhalé avant la sortie.',
      'Oxygen, warming and observation; no medicine routinely.':
        'Oxygène, réchauffement et surveillance ; pas de médicament systématique.',
      'Propylthiouracil in the first trimester and carbimazole after it, at the lowest dose that keeps free T4 at the upper limit of normal, by the specialist: no dose is computed here.':
        "Propylthiouracile au premier trimestre et carbimazole ensuite, à la plus faible dose qui maintient la T4 libre à la limite supérieure de la normale, par le spécialiste : aucune dose n'est calculée ici.",
      'Psychoeducation and psychological treatment; ask about self-harm; review in 2 weeks then monthly.':
        "Psychoéducation et psychothérapie ; demander s'il y a des idées d'automutilation ; revoir dans 2 semaines puis chaque mois.",
      'Psychological treatment comes first. Warn of early jitteriness; review within 2 weeks.':
        'La psychothérapie vient en premier. Prévenir de la nervosité en début de traitement ; revoir dans les 2 semaines.',
      'Psychological treatment first; children under 12: no antidepressant. Ask about self-harm at every visit.':
        "Psychothérapie d'abord ; enfants de moins de 12 ans : pas d'antidépresseur. Demander à chaque visite s'il y a des idées d'automutilation.",
      'Pyrazinamide and ethambutol three times a week, not daily. Avoid streptomycin in renal failure.':
        "Pyrazinamide et éthambutol trois fois par semaine, pas chaque jour. Éviter la streptomycine en cas d'insuffisance rénale.",
      'Pyridoxine only when the neuropathy is from isoniazid. Avoid amitriptyline in heart disease, glaucoma, urinary retention and older people at risk of falls.':
        "Pyridoxine seulement quand la neuropathie est due à l'isoniazide. Éviter l'amitriptyline en cas de cardiopathie, de glaucome, de rétention urinaire et chez la personne âgée à risque de chute.",
      'Recheck calcium if fits or spasms.': 'Recontrôler la calcémie en cas de convulsions ou de spasmes.',
      'Reduce the aciclovir dose in kidney failure.':
        "Réduire la dose d'aciclovir en cas d'insuffisance rénale.",
      'Reduce to 1 mg/kg once daily if creatinine clearance < 30 mL/min. Warfarin is started on day 1 and titrated to INR 2 to 3 by the clinician (dose individual, not computed here). Children: specialist.':
        'Réduire à 1 mg/kg une fois par jour si la clairance de la créatinine est < 30 mL/min. La warfarine est débutée au jour 1 et ajustée pour un INR de 2 à 3 par le clinicien (dose individuelle, non calculée ici). Enfants : spécialiste.',
      'Removal, not medicine.': 'Extraction, pas de médicament.',
      'Rest and ice the joint. Do not start or stop allopurinol during the flare; start urate-lowering therapy (allopurinol 100 mg daily, titrated) for recurrent gout, tophi or urate stones.':
        "Repos et glace sur l'articulation. Ne pas débuter ni arrêter l'allopurinol pendant la crise ; débuter un traitement hypo-uricémiant (allopurinol 100 mg par jour, ajusté) en cas de goutte récidivante, de tophus ou de calculs uriques.",
      'Restrict salt and fluid; antihypertensive (amlodipine or nifedipine) if blood pressure stays raised after furosemide, by specialist advice in children.':
        "Restreindre le sel et les liquides ; antihypertenseur (amlodipine ou nifédipine) si la pression artérielle reste élevée après le furosémide, sur avis spécialisé chez l'enfant.",
      'Rewarming and feeding; if infection is suspected, give the neonatal sepsis regimen (condition 85).':
        'Réchauffement et alimentation ; si une infection est suspectée, donner le schéma du sepsis néonatal (condition 85).',
      'Rounded to whole 3 mg tablets. The source states no maximum; the cap is the dose at 150 kg. Check for Loa loa where co-endemic.':
        'Arrondi à des comprimés entiers de 3 mg. La source ne donne pas de maximum ; le plafond est la dose pour 150 kg. Rechercher Loa loa en zone de co-endémie.',
      'RUTF (about 200 kcal/kg/day) for outpatients with appetite. Complicated SAM: admit; F-75, treat hypoglycaemia and hypothermia, IV ampicillin and gentamicin, careful fluids (ReSoMal); vitamin A only with eye signs or measles; folic acid; no iron until recovering.':
        "ATPE (environ 200 kcal/kg/jour) en ambulatoire si l'appétit est conservé. MAS compliquée : hospitaliser ; F-75, traiter l'hypoglycémie et l'hypothermie, ampicilline et gentamicine IV, liquides avec prudence (ReSoMal) ; vitamine A seulement en cas de signes oculaires ou de rougeole ; acide folique ; pas de fer avant la phase de récupération.",
    },
  },
];
