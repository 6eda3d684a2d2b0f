import type { TranslationGroup } from '../types';

/**
 * The triage rules for bleeding in early and late pregnancy, a mother's thoughts of harming her baby and the
 * young infant's danger signs told in words, in French, by their English wording. Machine drafts
 * (reviewer: null) until a clinician fluent in French reviews them.
 */
export const frenchMotherNewbornTriageRules: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Umbilical cord seen or felt before the baby (prolapsed cord: the baby can die within minutes)':
        'Cordon ombilical vu ou senti avant le bébé (procidence du cordon : le bébé peut mourir en quelques minutes)',
      'Keep the presenting part off the cord (gloved hand in the vagina, knee-chest position); do not push the cord back; feel whether it pulsates':
        "Maintenir la présentation à distance du cordon (main gantée dans le vagin, position genu-pectorale) ; ne pas repousser le cordon ; vérifier s'il bat",
      'Deliver as fast as possible: refer now for caesarean section unless the birth is imminent':
        'Faire naître le bébé le plus vite possible : référer maintenant pour césarienne sauf si la naissance est imminente',
      'Bleeding after 20 weeks of pregnancy, even light (placenta praevia or abruption until excluded)':
        "Saignement après 20 semaines de grossesse, même léger (placenta prævia ou hématome rétroplacentaire jusqu'à preuve du contraire)",
      'No digital vaginal examination; IV line; refer urgently for obstetric care and ultrasound':
        'Pas de toucher vaginal ; voie veineuse ; référer en urgence pour soins obstétricaux et échographie',
      'Light bleeding in early pregnancy with a fast pulse, low blood pressure or fainting (hidden bleeding: ectopic pregnancy or abortion)':
        'Léger saignement en début de grossesse avec pouls rapide, tension basse ou malaise (saignement caché : grossesse extra-utérine ou avortement)',
      'IV access with a large-bore cannula, fluids, haemoglobin and group; refer the same hour for ultrasound and surgical care':
        "Voie veineuse de gros calibre, solutés, hémoglobine et groupe sanguin ; référer dans l'heure pour échographie et chirurgie",
      'Light bleeding or spotting in early pregnancy, with no sign of shock (threatened miscarriage until assessed)':
        "Léger saignement ou spotting en début de grossesse, sans signe de choc (menace d'avortement jusqu'à évaluation)",
      'Check pulse, blood pressure and pain; arrange an ultrasound (early pregnancy assessment) the same day or next':
        'Vérifier pouls, tension artérielle et douleur ; organiser une échographie (évaluation du début de grossesse) le jour même ou le lendemain',
      'Return at once if the bleeding gets heavy, the pain grows, she faints or has fever':
        'Revenir immédiatement si le saignement devient abondant, la douleur augmente, elle fait un malaise ou a de la fièvre',
      'A mother with thoughts, urges or voices to harm her baby (postpartum psychosis or severe depression: risk to the infant)':
        "Mère ayant des idées, des envies ou des voix de faire du mal à son bébé (psychose du post-partum ou dépression sévère : risque pour l'enfant)",
      'Do not leave her alone with the baby; ask about thoughts of harming herself, hallucinations and a plan':
        "Ne pas la laisser seule avec le bébé ; demander s'il y a des idées de se faire du mal, des hallucinations et un projet",
      'Refer the same day for specialist mental health care; involve her family in keeping mother and baby safe':
        'Référer le jour même en santé mentale spécialisée ; impliquer la famille pour protéger la mère et le bébé',
      'Difficulty breathing told of an infant under 2 months (newborn danger sign)':
        'Difficulté à respirer rapportée chez un nourrisson de moins de 2 mois (signe de danger du nouveau-né)',
      'Count the breaths, look for chest indrawing and grunting, check oxygen saturation':
        'Compter la respiration, rechercher un tirage et un geignement, mesurer la saturation en oxygène',
      'An infant under 2 months who feels cold (low body temperature until measured)':
        "Nourrisson de moins de 2 mois froid au toucher (température basse jusqu'à mesure)",
      'Measure the temperature; warm the baby skin-to-skin and check glucose':
        'Mesurer la température ; réchauffer le bébé en peau à peau et contrôler la glycémie',
      'Pale palms or skin in an infant under 2 months (anaemia from blood loss or haemolysis)':
        'Paumes ou peau pâles chez un nourrisson de moins de 2 mois (anémie par perte de sang ou hémolyse)',
      'Check haemoglobin and look for bleeding (umbilical stump, stools, vomit) and jaundice':
        "Contrôler l'hémoglobine et rechercher un saignement (cordon, selles, vomissements) et un ictère",
      'Sexual assault or defilement within the last 72 hours (HIV post-exposure prophylaxis and emergency contraception are time-critical)':
        'Agression sexuelle ou viol dans les 72 dernières heures (la prophylaxie post-exposition au VIH et la contraception d’urgence ne peuvent pas attendre)',
      'See now in a private room; start HIV post-exposure prophylaxis, emergency contraception (if she has started her periods) and presumptive STI treatment':
        'Recevoir maintenant dans une pièce à part ; commencer la prophylaxie post-exposition au VIH, la contraception d’urgence (si elle est réglée) et le traitement présomptif des IST',
      'Examine and collect forensic evidence with consent, fill the post-rape care form, hepatitis B and tetanus vaccination; psychological first aid and child protection referral':
        'Examiner et recueillir les preuves médico-légales avec consentement, remplir le certificat médical, vaccination hépatite B et tétanos ; premiers secours psychologiques et signalement pour la protection de l’enfant',
      'Sexual assault or defilement told (post-rape care the same day)':
        'Agression sexuelle ou viol rapporté (prise en charge le jour même)',
      'Same-day post-rape care: pregnancy test, STI treatment, HIV test, hepatitis B vaccination, psychological support and child protection referral':
        'Prise en charge le jour même : test de grossesse, traitement des IST, test VIH, vaccination hépatite B, soutien psychologique et signalement pour la protection de l’enfant',
      'Genital blisters or sores, not known to recur, in a woman in labour (first-episode herpes: caesarean section to protect the baby)':
        'Vésicules ou plaies génitales, sans récidive connue, chez une femme en travail (premier épisode d’herpès : césarienne pour protéger le bébé)',
      'Refer now to a facility able to do a caesarean section; avoid artificial rupture of membranes, fetal scalp electrodes and instrumental delivery':
        'Référer maintenant vers une structure pouvant faire une césarienne ; éviter la rupture artificielle des membranes, les électrodes au scalp et l’extraction instrumentale',
      'Start aciclovir; tell the newborn team (the baby needs assessment for neonatal herpes)':
        'Commencer l’aciclovir ; prévenir l’équipe de néonatologie (le bébé doit être évalué pour un herpès néonatal)',
    },
  },
];
