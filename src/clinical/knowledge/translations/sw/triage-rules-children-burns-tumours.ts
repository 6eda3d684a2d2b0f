import type { TranslationGroup } from '../types';

/**
 * The triage rules for burns told by their sites, jaundice in a small baby, a child's empyema or heart
 * failure, tumour lysis and anthrax of the head and neck, in Kiswahili, by their English wording. Machine
 * drafts (reviewer: null) until a clinician fluent in Kiswahili reviews them.
 */
export const swahiliChildBurnTumourTriageRules: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Fainting, low blood pressure or confusion after ivermectin (severe Mazzotti reaction or Loa loa encephalopathy)':
        'Kuzimia, presha ya chini au kuchanganyikiwa baada ya ivermectin (mzio mkali wa Mazzotti au ugonjwa wa ubongo wa Loa loa)',
      'Lay flat with the legs raised, IV fluids, check blood pressure and consciousness; refer':
        'Mlaze chali miguu juu, mpe maji kwa mshipa, pima presha na fahamu; mpeleke',
      'Eye that cannot close, now painful or sensitive to light (exposure keratitis)':
        'Jicho lisiloweza kufunga, sasa linauma au linaumizwa na mwanga (kidonda cha konea kwa kukauka)',
      'Lubricate and protect the eye now (ointment, tape the lid shut at night); refer to an eye unit today':
        'Lainisha na linda jicho sasa (mafuta ya jicho, funga kope kwa plasta usiku); mpeleke kliniki ya macho leo',
      'Red eye with haloes round lights and vomiting, headache or blurred sight (acute angle closure)':
        'Jicho jekundu na duara za mwanga kuzunguka taa pamoja na kutapika, maumivu ya kichwa au kuona kwa ukungu (glaukoma ya ghafla)',
      'Red or painful eye with a white spot or haze on the cornea (corneal ulcer)':
        'Jicho jekundu au linalouma lenye doa jeupe au ukungu kwenye konea (kidonda cha konea)',
      'Start topical antibiotic, do not pad a discharging eye, refer to an eye unit today':
        'Anza dawa ya antibiotiki ya jicho, usifunike jicho linalotoa usaha, mpeleke leo kliniki ya macho',
      'Heavy bleeding after an injury (external haemorrhage: control it before anything else)':
        'Damu nyingi inatoka baada ya kuumia (kuvuja damu nje: idhibiti kabla ya kitu kingine)',
      'Burn over the chest and belly, the whole back or both arms: more than 10-15% of the body surface':
        'Kuungua kifua na tumbo, mgongo mzima au mikono yote miwili: zaidi ya 10-15% ya eneo la mwili',
      'Jaundice in a baby born preterm or with a low birth weight (phototherapy by serum bilirubin)':
        'Manjano kwa mtoto aliyezaliwa njiti au na uzito mdogo (tiba ya mwanga kulingana na bilirubini ya damu)',
      'Fever with signs of fluid on one side of the chest in a child (empyema, complicated pneumonia)':
        'Homa pamoja na dalili za maji upande mmoja wa kifua kwa mtoto (usaha kifuani, nimonia iliyoleta matatizo)',
      'Oxygen if SpO2 < 90%; start IV antibiotics as for severe pneumonia':
        'Oksijeni ikiwa SpO2 < 90%; anza antibiotiki kwa mshipa kama kwa nimonia kali',
      'A child with fever, fluid on one side of the chest and difficult breathing (empyema compressing the lung)':
        'Mtoto mwenye homa, maji upande mmoja wa kifua na kupumua kwa shida (usaha unaobana pafu)',
      'Refer now for chest X-ray, pleural tap and chest drain':
        'Rufaa sasa kwa X-ray ya kifua, kutoa maji ya kifua na bomba la kifua',
      'Refer for chest X-ray, pleural tap and chest drain':
        'Rufaa kwa X-ray ya kifua, kutoa maji ya kifua na bomba la kifua',
      'A child breathless lying flat with crackles, raised neck veins, a large liver or oedema (heart failure or fluid overload)':
        'Mtoto anayekosa pumzi akilala chali pamoja na milio ya mapafu, mishipa ya shingo iliyovimba, ini kubwa au uvimbe (moyo kushindwa au maji mengi mwilini)',
      'Sit the child up, give oxygen, stop IV fluids; furosemide when fluid overload is clear':
        'Mketishe mtoto, mpe oksijeni, simamisha maji ya mshipa; furosemide ikiwa maji mengi mwilini ni dhahiri',
      'Refer urgently for heart and kidney assessment': 'Rufaa ya haraka kwa uchunguzi wa moyo na figo',
      'High uric acid and potassium with a fast-growing tumour (tumour lysis syndrome)':
        'Asidi ya uric na potasiamu juu pamoja na uvimbe unaokua haraka (tumour lysis syndrome)',
      'IV fluids (no potassium) and allopurinol; ECG; repeat potassium, creatinine and urine output every few hours':
        'Maji ya mshipa (bila potasiamu) na allopurinol; ECG; rudia potasiamu, creatinine na kiasi cha mkojo kila baada ya saa chache',
      'Refer the same day to a cancer or renal unit': 'Rufaa siku hiyo hiyo kwa kitengo cha saratani au figo',
      'Black eschar with swelling of the face or round the eye (anthrax of the head and neck)':
        'Kigaga cheusi pamoja na uvimbe wa uso au kuzunguka jicho (kimeta cha kichwa na shingo)',
      'Admit for IV antibiotics (ciprofloxacin or penicillin with a second agent); watch the airway':
        'Laza kwa antibiotiki za mshipa (ciprofloxacin au penicillin pamoja na dawa ya pili); angalia njia ya hewa',
      'A child with a puffy face and dark or scanty urine who is now breathless (acute nephritis with fluid overload)':
        'Mtoto mwenye uso uliovimba na mkojo mweusi au kidogo ambaye sasa anapumua kwa shida (nephritis kali yenye maji mengi mwilini)',
      'Means of suicide kept with a farewell letter or arrangements for after death (imminent risk of suicide)':
        'Njia za kujiua zimehifadhiwa pamoja na barua ya kuaga au mipango ya baada ya kifo (hatari ya karibu ya kujiua)',
      'Remove the means, do not leave the person alone; assess thoughts, plan and intent today and arrange same-day mental health care':
        'Ondoa njia za kujiua, usimwache mtu peke yake; tathmini mawazo, mpango na nia leo na panga huduma ya afya ya akili siku hiyo hiyo',
      'Punched-out erosions on eczema: suspected eczema herpeticum':
        'Vidonda vidogo vya duara kwenye ukurutu: inashukiwa eczema herpeticum',
      'Fever with clustered painful blisters or erosions on eczema: suspected eczema herpeticum':
        'Homa pamoja na malengelenge yanayouma yaliyokusanyika au vidonda kwenye ukurutu: inashukiwa eczema herpeticum',
      'Start systemic aciclovir now and refer the same day; same-day eye review if the skin around the eye is involved or the eye is red':
        'Anza aciclovir ya kumeza au ya mshipa sasa na mpe rufaa siku hiyo hiyo; uchunguzi wa macho siku hiyo hiyo ikiwa ngozi karibu na jicho imeathirika au jicho ni jekundu',
    },
  },
];
