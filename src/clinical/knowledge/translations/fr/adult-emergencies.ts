import type { TranslationGroup } from '../types';

/**
 * Adult emergencies told in ordinary clinical words (pulmonary embolism without 'sudden', diabetic foot,
 * pulmonary oedema, silent chest, massive haemoptysis, Kussmaul breathing, aortic aneurysm, chest pain with
 * sweating): their findings' labels and questions by finding id, and their triage rules' reasons and actions by
 * English wording, in French. Machine drafts (reviewer: null) until a clinician fluent in French reviews them.
 */
export const frenchAdultEmergencyFindingLabels: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'hard-to-rouse': "Difficile à réveiller (ne répond qu'à la voix ou à la douleur)",
      'chemical-eye-injury': "Projection d'un produit chimique dans l'œil",
      'sudden-vision-loss': "Perte brutale de la vision d'un œil ou des deux",
      'corrosive-ingestion': 'A avalé un produit corrosif (eau de Javel, acide, soude caustique)',
      'high-risk-medicine-named': 'Médicament toxique à petite dose (tricyclique, tension, cœur)',
      'silent-chest':
        'Silence auscultatoire (presque aucune entrée d’air chez un patient sifflant et essoufflé)',
      'deep-breathing-air-hunger': 'Respiration profonde ou soif d’air',
      'massive-haemoptysis': 'Crache de grandes quantités de sang (hémoptysie massive)',
      'pink-frothy-sputum': 'Crachats mousseux rosés (œdème aigu du poumon)',
      gangrene: 'Gangrène : tissu noir et mort d’un orteil, du pied ou d’un membre',
      'foot-ulcer': 'Ulcère ou plaie du pied qui ne guérit pas',
      'pulsatile-abdominal-mass': 'Masse abdominale pulsatile ou anévrisme de l’aorte abdominale connu',
    },
  },
];

export const frenchAdultEmergencyFindingQuestions: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'hard-to-rouse': 'Le patient se réveille-t-il et reste-t-il éveillé quand on lui parle ?',
      'chemical-eye-injury': "Un produit chimique, un acide ou une base est-il entré dans l'œil ?",
      'sudden-vision-loss': 'La vue a-t-elle été perdue brutalement, en quelques minutes ou heures ?',
      'corrosive-ingestion': "A-t-il avalé de l'eau de Javel, un acide ou un autre corrosif ?",
      'high-risk-medicine-named': 'Quel médicament a été avalé, et combien de comprimés ?',
      'silent-chest':
        'Le thorax est-il silencieux à l’auscultation (presque aucune entrée d’air, ne siffle plus) ?',
      'deep-breathing-air-hunger': 'La respiration est-elle profonde et laborieuse, comme en manque d’air ?',
      'massive-haemoptysis': 'Quelle quantité de sang est crachée (des filets, ou des tasses) ?',
      'pink-frothy-sputum': 'Les crachats sont-ils roses et mousseux ?',
      gangrene: 'Un orteil ou une partie du pied est-il noir ou mort (gangrène) ?',
      'foot-ulcer': 'Y a-t-il un ulcère ou une plaie du pied qui ne guérit pas ?',
      'pulsatile-abdominal-mass':
        'Y a-t-il une masse pulsatile (expansive) dans l’abdomen, ou un anévrisme aortique connu ?',
    },
  },
];

export const frenchAdultEmergencyTriageRules: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Hard to wake: reduced consciousness (AVPU: responds only to voice or pain)':
        "Difficile à réveiller : conscience altérée (AVPU : ne répond qu'à la voix ou à la douleur)",
      'Airway, recovery position, check glucose; look for sepsis, malaria, stroke, poisoning':
        'Voies aériennes, position latérale de sécurité, glycémie ; rechercher sepsis, paludisme, AVC, intoxication',
      'Chemical in the eye: irrigate now': "Produit chimique dans l'œil : rincer maintenant",
      'Irrigate with clean water for at least 30 minutes before anything else, then refer':
        "Rincer à l'eau propre pendant au moins 30 minutes avant toute autre chose, puis référer",
      'Sudden loss of vision (retinal artery occlusion, retinal detachment, stroke)':
        "Perte brutale de la vision (occlusion de l'artère centrale de la rétine, décollement de rétine, AVC)",
      'Refer today to an eye unit; check blood pressure and glucose':
        "Référer aujourd'hui en ophtalmologie ; mesurer la tension et la glycémie",
      'Corrosive swallowed with drooling or breathing difficulty':
        'Corrosif avalé avec hypersalivation ou gêne respiratoire',
      'Do not induce vomiting, no charcoal; protect the airway and refer now':
        'Ne pas faire vomir, pas de charbon ; protéger les voies aériennes et référer maintenant',
      'Corrosive swallowed (priority sign: poisoning)': 'Corrosif avalé (signe de priorité : intoxication)',
      'Do not induce vomiting, no charcoal; watch for drooling':
        "Ne pas faire vomir, pas de charbon ; surveiller l'hypersalivation",
      'Young child swallowed a medicine toxic in small doses':
        'Jeune enfant ayant avalé un médicament toxique à petite dose',
      'Admit; monitor ECG, pulse and blood pressure even if well':
        "Hospitaliser ; surveiller ECG, pouls et tension même s'il va bien",
      'Silent chest: life-threatening asthma (too little air moving to wheeze)':
        'Silence auscultatoire : asthme menaçant le pronostic vital (trop peu d’air pour siffler)',
      'Coughing up large amounts of blood (massive haemoptysis): risk of drowning in blood':
        'Crache de grandes quantités de sang (hémoptysie massive) : risque de noyade dans le sang',
      'Pink frothy sputum: acute pulmonary oedema (acute heart failure)':
        'Crachats mousseux rosés : œdème aigu du poumon (insuffisance cardiaque aiguë)',
      'Deep breathing or air hunger with diabetes, a high glucose or ketones (possible DKA)':
        'Respiration profonde ou soif d’air avec un diabète, une glycémie élevée ou des cétones (acidocétose possible)',
      'Check glucose, ketones and venous pH now; start IV fluids and insulin per the DKA protocol; refer':
        'Contrôler glycémie, cétones et pH veineux maintenant ; débuter les solutés IV et l’insuline selon le protocole de l’acidocétose ; transférer',
      'Foot ulcer or gangrene in a person with diabetes (diabetic foot)':
        'Ulcère du pied ou gangrène chez une personne diabétique (pied diabétique)',
      'Diabetic foot with fever or signs of sepsis (severe diabetic foot infection)':
        'Pied diabétique avec fièvre ou signes de sepsis (infection sévère du pied diabétique)',
      'Gangrene in a person with diabetes, with fever or signs of sepsis (severe diabetic foot infection)':
        'Gangrène chez une personne diabétique, avec fièvre ou signes de sepsis (infection sévère du pied diabétique)',
      'Chest pain with sweating in an adult over 40: an acute coronary syndrome until an ECG says otherwise':
        'Douleur thoracique avec sueurs chez un adulte de plus de 40 ans : syndrome coronarien aigu jusqu’à ce qu’un ECG dise le contraire',
      'Breathlessness, pleuritic chest pain or blood in sputum with one swollen, painful calf (pulmonary embolism from a leg clot)':
        'Essoufflement, douleur thoracique pleurale ou sang dans les crachats avec un mollet gonflé et douloureux (embolie pulmonaire à partir d’un caillot de la jambe)',
      'Breathlessness or pleuritic chest pain with a fast pulse, fast breathing or low oxygen after surgery, bed rest, long travel or childbirth (pulmonary embolism)':
        'Essoufflement ou douleur thoracique pleurale avec pouls rapide, respiration rapide ou oxygène bas après une chirurgie, un alitement, un long voyage ou un accouchement (embolie pulmonaire)',
      'Pulsatile abdominal mass or known aortic aneurysm with abdominal, back or flank pain (symptomatic or leaking abdominal aortic aneurysm)':
        'Masse abdominale pulsatile ou anévrisme aortique connu avec douleur abdominale, du dos ou du flanc (anévrisme de l’aorte abdominale symptomatique ou fissuré)',
      'Pulsatile abdominal mass or known aortic aneurysm with collapse or shock (ruptured aneurysm)':
        'Masse abdominale pulsatile ou anévrisme aortique connu avec malaise ou choc (anévrisme rompu)',
      'Abdominal and back pain with collapse or shock in an adult over 50: ruptured abdominal aortic aneurysm until proven otherwise':
        'Douleur abdominale et du dos avec malaise ou choc chez un adulte de plus de 50 ans : rupture d’anévrisme de l’aorte abdominale jusqu’à preuve du contraire',
      'Oxygen, back-to-back salbutamol with ipratropium and a systemic corticosteroid now; transfer to intensive care':
        'Oxygène, salbutamol en continu avec ipratropium et un corticoïde systémique maintenant ; transférer en réanimation',
      'Lie on the bleeding side if known, oxygen, clear the airway; IV access and cross-match; refer now':
        'Coucher sur le côté qui saigne s’il est connu, oxygène, libérer les voies aériennes ; voie veineuse et compatibilité sanguine ; transférer maintenant',
      'Same-day review: probe the ulcer, feel the foot pulses; antibiotics if infected; refer to a foot or surgical team':
        'Évaluation le jour même : sonder l’ulcère, palper les pouls du pied ; antibiotiques si infecté ; adresser à une équipe du pied ou de chirurgie',
      'Blood cultures and IV broad-spectrum antibiotics now; refer the same day for surgical removal of dead tissue':
        'Hémocultures et antibiotiques IV à large spectre maintenant ; transférer le jour même pour l’ablation chirurgicale des tissus morts',
      'Two large IV lines, cross-match blood; while conscious, accept a low blood pressure (permissive hypotension)':
        'Deux grosses voies veineuses, compatibilité sanguine ; tant que le patient est conscient, accepter une tension basse (hypotension permissive)',
      'Transfer at once for repair of the aorta (vascular surgery); do not delay for imaging if unstable':
        'Transférer immédiatement pour réparation de l’aorte (chirurgie vasculaire) ; ne pas retarder pour une imagerie si instable',
      'Sit upright, oxygen if SpO2 < 90%, ECG within 10 minutes, blood pressure and SpO2 monitoring':
        'Position assise, oxygène si SpO2 < 90%, ECG dans les 10 minutes, surveillance de la tension et de la SpO2',
      'Refer now to a hospital able to treat acute heart failure and acute coronary syndrome':
        'Transférer maintenant vers un hôpital capable de traiter l’insuffisance cardiaque aiguë et le syndrome coronarien aigu',
      'Medicine overdose with vomiting, pain under the right ribs or jaundice (the poison is acting)':
        'Surdosage médicamenteux avec vomissements, douleur sous les côtes droites ou ictère (le toxique agit)',
      'Treat as paracetamol poisoning until the medicine is known: acetylcysteine without waiting for a level when the amount or time is unknown':
        'Traiter comme une intoxication au paracétamol tant que le médicament n’est pas connu : acétylcystéine sans attendre le dosage si la quantité ou l’heure est inconnue',
      'Refer to hospital with the tablets or packets; check liver tests, glucose and INR; assess self-harm risk':
        'Transférer à l’hôpital avec les comprimés ou les emballages ; contrôler le bilan hépatique, la glycémie et l’INR ; évaluer le risque d’auto-agression',
      'Weak legs with retention or new loss of bladder control (spinal cord compression: spread of cancer, TB spine, disc)':
        'Faiblesse des jambes avec rétention ou perte récente du contrôle de la vessie (compression médullaire : métastases, tuberculose vertébrale, hernie discale)',
      'Lie flat; catheterise if the bladder is full; same-day referral for MRI and radiotherapy or surgery; dexamethasone when a cancer is known':
        'Allonger à plat ; sonder si la vessie est pleine ; transfert le jour même pour IRM et radiothérapie ou chirurgie ; dexaméthasone si un cancer est connu',
      'Fever with abdominal pain in nephrotic syndrome: spontaneous bacterial peritonitis':
        'Fièvre avec douleur abdominale dans un syndrome néphrotique : péritonite bactérienne spontanée',
      'Abdominal pain with cold hands or a fast pulse in nephrotic syndrome: hypovolaemia despite oedema':
        'Douleur abdominale avec mains froides ou pouls rapide dans un syndrome néphrotique : hypovolémie malgré les œdèmes',
    },
  },
];
