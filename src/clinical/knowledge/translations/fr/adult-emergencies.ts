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
      'Silent chest: life-threatening asthma (too little air moving to wheeze)':
        'Silence auscultatoire : asthme menaçant le pronostic vital (trop peu d’air pour siffler)',
      'Give oxygen and back-to-back inhaled salbutamol with ipratropium, and a systemic corticosteroid now':
        'Donner de l’oxygène et du salbutamol inhalé en continu avec de l’ipratropium, et un corticoïde systémique maintenant',
      'Call for senior help and transfer to intensive care; consider IV magnesium sulfate per protocol':
        'Appeler un senior et transférer en réanimation ; envisager le sulfate de magnésium IV selon le protocole',
      'Coughing up large amounts of blood (massive haemoptysis): risk of drowning in blood':
        'Crache de grandes quantités de sang (hémoptysie massive) : risque de noyade dans le sang',
      'Lie the patient on the side that bleeds if known, give oxygen, clear the airway; IV access, blood count and cross-match':
        'Coucher le patient sur le côté qui saigne s’il est connu, donner de l’oxygène, libérer les voies aériennes ; voie veineuse, numération et compatibilité sanguine',
      'Refer now for emergency airway care, bronchoscopy or bronchial artery embolisation':
        'Transférer maintenant pour prise en charge des voies aériennes, bronchoscopie ou embolisation des artères bronchiques',
      'Pink frothy sputum: acute pulmonary oedema (acute heart failure)':
        'Crachats mousseux rosés : œdème aigu du poumon (insuffisance cardiaque aiguë)',
      'Deep breathing or air hunger with diabetes, a high glucose or ketones (possible DKA)':
        'Respiration profonde ou soif d’air avec un diabète, une glycémie élevée ou des cétones (acidocétose possible)',
      'Check glucose, ketones and venous pH now; start IV fluids and insulin per the DKA protocol; refer':
        'Contrôler glycémie, cétones et pH veineux maintenant ; débuter les solutés IV et l’insuline selon le protocole de l’acidocétose ; transférer',
      'Foot ulcer or gangrene in a person with diabetes (diabetic foot)':
        'Ulcère du pied ou gangrène chez une personne diabétique (pied diabétique)',
      'Same-day assessment: probe the ulcer, check foot pulses and for spreading infection, X-ray for bone involvement':
        'Évaluation le jour même : sonder l’ulcère, vérifier les pouls du pied et l’extension de l’infection, radiographie pour une atteinte osseuse',
      'Start antibiotics if infected; off-load the foot; refer to a diabetic foot or surgical team':
        'Débuter les antibiotiques si infecté ; mettre le pied en décharge ; adresser à une équipe du pied diabétique ou de chirurgie',
      'Diabetic foot with fever or signs of sepsis (severe diabetic foot infection)':
        'Pied diabétique avec fièvre ou signes de sepsis (infection sévère du pied diabétique)',
      'Gangrene in a person with diabetes, with fever or signs of sepsis (severe diabetic foot infection)':
        'Gangrène chez une personne diabétique, avec fièvre ou signes de sepsis (infection sévère du pied diabétique)',
      'Resuscitate, take blood cultures and start IV broad-spectrum antibiotics now':
        'Réanimer, faire des hémocultures et débuter maintenant des antibiotiques IV à large spectre',
      'Refer the same day for surgical debridement or amputation of dead tissue':
        'Transférer le jour même pour débridement chirurgical ou amputation des tissus morts',
      'Chest pain with sweating in an adult over 40: an acute coronary syndrome until an ECG says otherwise':
        'Douleur thoracique avec sueurs chez un adulte de plus de 40 ans : syndrome coronarien aigu jusqu’à ce qu’un ECG dise le contraire',
      'Record a 12-lead ECG within 10 minutes and repeat it if normal while pain continues; troponin':
        'Enregistrer un ECG 12 dérivations dans les 10 minutes et le répéter s’il est normal tant que la douleur persiste ; troponine',
      'Treat as acute coronary syndrome if the ECG or troponin shows ischaemia; refer':
        'Traiter comme un syndrome coronarien aigu si l’ECG ou la troponine montre une ischémie ; transférer',
      'Breathlessness, pleuritic chest pain or blood in sputum with one swollen, painful calf (pulmonary embolism from a leg clot)':
        'Essoufflement, douleur thoracique pleurale ou sang dans les crachats avec un mollet gonflé et douloureux (embolie pulmonaire à partir d’un caillot de la jambe)',
      'Breathlessness or pleuritic chest pain with a fast pulse, fast breathing or low oxygen after surgery, bed rest, long travel or childbirth (pulmonary embolism)':
        'Essoufflement ou douleur thoracique pleurale avec pouls rapide, respiration rapide ou oxygène bas après une chirurgie, un alitement, un long voyage ou un accouchement (embolie pulmonaire)',
      'Pulsatile abdominal mass or known aortic aneurysm with abdominal, back or flank pain (symptomatic or leaking abdominal aortic aneurysm)':
        'Masse abdominale pulsatile ou anévrisme aortique connu avec douleur abdominale, du dos ou du flanc (anévrisme de l’aorte abdominale symptomatique ou fissuré)',
      'Check blood pressure and pulse every 15 minutes; IV access and cross-match':
        'Contrôler la tension et le pouls toutes les 15 minutes ; voie veineuse et compatibilité sanguine',
      'Urgent ultrasound or CT and same-day referral to vascular surgery for repair':
        'Échographie ou scanner urgent et transfert le jour même en chirurgie vasculaire pour réparation',
      'Pulsatile abdominal mass or known aortic aneurysm with collapse or shock (ruptured aneurysm)':
        'Masse abdominale pulsatile ou anévrisme aortique connu avec malaise ou choc (anévrisme rompu)',
      'Call the surgical team now; two large IV lines, cross-match blood; while the patient is conscious accept a low blood pressure rather than restoring it fully with fluids (permissive hypotension)':
        'Appeler l’équipe chirurgicale maintenant ; deux grosses voies veineuses, compatibilité sanguine ; tant que le patient est conscient, accepter une tension basse plutôt que de la corriger entièrement par des solutés (hypotension permissive)',
      'Transfer at once to a hospital able to repair the aorta; do not delay for imaging if unstable':
        'Transférer immédiatement vers un hôpital capable de réparer l’aorte ; ne pas retarder pour une imagerie si instable',
      'Abdominal and back pain with collapse or shock in an adult over 50: ruptured abdominal aortic aneurysm until proven otherwise':
        'Douleur abdominale et du dos avec malaise ou choc chez un adulte de plus de 50 ans : rupture d’anévrisme de l’aorte abdominale jusqu’à preuve du contraire',
    },
  },
];
