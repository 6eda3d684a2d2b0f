import type { TranslationGroup } from '../types';

/**
 * The triage rules for burns told by their sites, jaundice in a small baby, a child's empyema or heart
 * failure, tumour lysis and anthrax of the head and neck, in French, by their English wording. Machine
 * drafts (reviewer: null) until a clinician fluent in French reviews them.
 */
export const frenchChildBurnTumourTriageRules: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Fainting, low blood pressure or confusion after ivermectin (severe Mazzotti reaction or Loa loa encephalopathy)':
        'Malaise, tension basse ou confusion après ivermectine (réaction de Mazzotti sévère ou encéphalopathie à Loa loa)',
      'Lay flat with the legs raised, IV fluids, check blood pressure and consciousness; refer':
        'Allonger à plat jambes surélevées, perfusion, surveiller la tension et la conscience ; transférer',
      'Eye that cannot close, now painful or sensitive to light (exposure keratitis)':
        'Œil qui ne se ferme pas, maintenant douloureux ou gêné par la lumière (kératite d’exposition)',
      'Lubricate and protect the eye now (ointment, tape the lid shut at night); refer to an eye unit today':
        'Lubrifier et protéger l’œil maintenant (pommade, paupière fermée par un sparadrap la nuit) ; transférer en ophtalmologie aujourd’hui',
      'Red eye with haloes round lights and vomiting, headache or blurred sight (acute angle closure)':
        'Œil rouge avec halos autour des lumières et vomissements, maux de tête ou vision floue (fermeture aiguë de l’angle)',
      'Red or painful eye with a white spot or haze on the cornea (corneal ulcer)':
        'Œil rouge ou douloureux avec une tache blanche ou un voile sur la cornée (ulcère cornéen)',
      'Start topical antibiotic, do not pad a discharging eye, refer to an eye unit today':
        "Débuter un antibiotique local, ne pas couvrir un œil qui coule, référer aujourd'hui en ophtalmologie",
      'Heavy bleeding after an injury (external haemorrhage: control it before anything else)':
        'Saignement abondant après un traumatisme (hémorragie externe : la contrôler avant tout)',
      'Burn over the chest and belly, the whole back or both arms: more than 10-15% of the body surface':
        'Brûlure de la poitrine et du ventre, de tout le dos ou des deux bras : plus de 10-15% de la surface corporelle',
      'Jaundice in a baby born preterm or with a low birth weight (phototherapy by serum bilirubin)':
        'Ictère chez un bébé né prématuré ou de faible poids de naissance (photothérapie selon la bilirubine sérique)',
      'Fever with signs of fluid on one side of the chest in a child (empyema, complicated pneumonia)':
        "Fièvre avec des signes de liquide d'un côté du thorax chez l'enfant (empyème, pneumonie compliquée)",
      'Oxygen if SpO2 < 90%; start IV antibiotics as for severe pneumonia':
        'Oxygène si SpO2 < 90% ; débuter les antibiotiques IV comme pour une pneumonie grave',
      'A child with fever, fluid on one side of the chest and difficult breathing (empyema compressing the lung)':
        "Enfant avec fièvre, liquide d'un côté du thorax et respiration difficile (empyème comprimant le poumon)",
      'Refer now for chest X-ray, pleural tap and chest drain':
        'Référer maintenant pour radiographie du thorax, ponction pleurale et drain thoracique',
      'Refer for chest X-ray, pleural tap and chest drain':
        'Référer pour radiographie du thorax, ponction pleurale et drain thoracique',
      'A child breathless lying flat with crackles, raised neck veins, a large liver or oedema (heart failure or fluid overload)':
        'Enfant essoufflé en position allongée avec crépitants, turgescence jugulaire, gros foie ou œdèmes (insuffisance cardiaque ou surcharge hydrique)',
      'Sit the child up, give oxygen, stop IV fluids; furosemide when fluid overload is clear':
        "Asseoir l'enfant, donner de l'oxygène, arrêter les perfusions ; furosémide si la surcharge est évidente",
      'Refer urgently for heart and kidney assessment': 'Référer en urgence pour bilan cardiaque et rénal',
      'High uric acid and potassium with a fast-growing tumour (tumour lysis syndrome)':
        'Acide urique et potassium élevés avec une tumeur à croissance rapide (syndrome de lyse tumorale)',
      'IV fluids (no potassium) and allopurinol; ECG; repeat potassium, creatinine and urine output every few hours':
        'Perfusion (sans potassium) et allopurinol ; ECG ; contrôler potassium, créatinine et diurèse toutes les quelques heures',
      'Refer the same day to a cancer or renal unit':
        'Référer le jour même vers un service de cancérologie ou de néphrologie',
      'Black eschar with swelling of the face or round the eye (anthrax of the head and neck)':
        "Escarre noire avec gonflement du visage ou autour de l'œil (charbon de la tête et du cou)",
      'Admit for IV antibiotics (ciprofloxacin or penicillin with a second agent); watch the airway':
        'Hospitaliser pour antibiotiques IV (ciprofloxacine ou pénicilline avec un second antibiotique) ; surveiller les voies aériennes',
      'A child with a puffy face and dark or scanty urine who is now breathless (acute nephritis with fluid overload)':
        'Un enfant au visage bouffi, aux urines foncées ou rares, maintenant essoufflé (néphrite aiguë avec surcharge hydrique)',
      'Means of suicide kept with a farewell letter or arrangements for after death (imminent risk of suicide)':
        'Moyens de suicide gardés avec une lettre d adieu ou des dispositions pour après la mort (risque imminent de suicide)',
      'Remove the means, do not leave the person alone; assess thoughts, plan and intent today and arrange same-day mental health care':
        'Retirer les moyens, ne pas laisser la personne seule ; évaluer aujourd hui les idées, le plan et l intention et organiser une prise en charge en santé mentale le jour même',
      'Punched-out erosions on eczema: suspected eczema herpeticum':
        'Érosions à l emporte-pièce sur un eczéma : eczéma herpétisé suspecté',
      'Fever with clustered painful blisters or erosions on eczema: suspected eczema herpeticum':
        'Fièvre avec vésicules douloureuses groupées ou érosions sur un eczéma : eczéma herpétisé suspecté',
      'Start systemic aciclovir now and refer the same day; same-day eye review if the skin around the eye is involved or the eye is red':
        'Débuter l aciclovir par voie générale maintenant et référer le jour même ; avis ophtalmologique le jour même si la peau autour de l œil est atteinte ou si l œil est rouge',
    },
  },
];
