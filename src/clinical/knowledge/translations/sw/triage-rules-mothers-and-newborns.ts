import type { TranslationGroup } from '../types';

/**
 * The triage rules for bleeding in early and late pregnancy, a mother's thoughts of harming her baby and the
 * young infant's danger signs told in words, in Kiswahili, by their English wording. Machine drafts
 * (reviewer: null) until a clinician fluent in Kiswahili reviews them.
 */
export const swahiliMotherNewbornTriageRules: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Umbilical cord seen or felt before the baby (prolapsed cord: the baby can die within minutes)':
        'Kitovu kinaonekana au kinahisiwa kabla ya mtoto (kitovu kimetangulia: mtoto anaweza kufa ndani ya dakika chache)',
      'Keep the presenting part off the cord (gloved hand in the vagina, knee-chest position); do not push the cord back; feel whether it pulsates':
        'Zuia sehemu inayotangulia isibane kitovu (mkono wenye glavu ukeni, mkao wa magoti na kifua); usirudishe kitovu ndani; hisi kama kinapiga',
      'Deliver as fast as possible: refer now for caesarean section unless the birth is imminent':
        'Mzalishe mtoto haraka iwezekanavyo: mpe rufaa sasa kwa upasuaji isipokuwa kuzaliwa kunakaribia',
      'Bleeding after 20 weeks of pregnancy, even light (placenta praevia or abruption until excluded)':
        'Kutoka damu baada ya wiki 20 za ujauzito, hata kidogo (kondo la nyuma kuwa chini au kujitenga hadi ithibitishwe vinginevyo)',
      'No digital vaginal examination; IV line; refer urgently for obstetric care and ultrasound':
        'Usifanye uchunguzi wa ukeni kwa vidole; weka njia ya mshipa (IV); toa rufaa ya haraka kwa huduma ya uzazi na ultrasound',
      'Light bleeding in early pregnancy with a fast pulse, low blood pressure or fainting (hidden bleeding: ectopic pregnancy or abortion)':
        'Kutoka damu kidogo katika ujauzito wa mapema pamoja na mapigo ya moyo ya haraka, shinikizo la damu la chini au kuzimia (damu inayovuja ndani: mimba nje ya mfuko wa uzazi au mimba kuharibika)',
      'IV access with a large-bore cannula, fluids, haemoglobin and group; refer the same hour for ultrasound and surgical care':
        'Weka njia ya mshipa kwa kanula kubwa, maji, kipimo cha damu (haemoglobin) na kundi la damu; toa rufaa ndani ya saa hiyo hiyo kwa ultrasound na upasuaji',
      'Light bleeding or spotting in early pregnancy, with no sign of shock (threatened miscarriage until assessed)':
        'Kutoka damu kidogo au matone ya damu katika ujauzito wa mapema, bila dalili za mshtuko (tishio la mimba kuharibika hadi achunguzwe)',
      'Check pulse, blood pressure and pain; arrange an ultrasound (early pregnancy assessment) the same day or next':
        'Pima mapigo ya moyo, shinikizo la damu na maumivu; panga ultrasound (tathmini ya ujauzito wa mapema) siku hiyo hiyo au inayofuata',
      'Return at once if the bleeding gets heavy, the pain grows, she faints or has fever':
        'Arudi mara moja ikiwa damu inaongezeka, maumivu yanazidi, anazimia au ana homa',
      'A mother with thoughts, urges or voices to harm her baby (postpartum psychosis or severe depression: risk to the infant)':
        'Mama mwenye mawazo, msukumo au sauti za kumdhuru mtoto wake (saikosi baada ya kujifungua au msongo mkali wa mawazo: hatari kwa mtoto)',
      'Do not leave her alone with the baby; ask about thoughts of harming herself, hallucinations and a plan':
        'Usimwache peke yake na mtoto; muulize kuhusu mawazo ya kujidhuru, maono au sauti, na mpango',
      'Refer the same day for specialist mental health care; involve her family in keeping mother and baby safe':
        'Toa rufaa siku hiyo hiyo kwa huduma ya afya ya akili ya kitaalamu; shirikisha familia yake kuwalinda mama na mtoto',
      'Difficulty breathing told of an infant under 2 months (newborn danger sign)':
        'Shida ya kupumua inayoelezwa kwa mtoto wa chini ya miezi 2 (ishara ya hatari ya mtoto mchanga)',
      'Count the breaths, look for chest indrawing and grunting, check oxygen saturation':
        'Hesabu pumzi, angalia kifua kuvutika ndani na kuguna, pima kiwango cha oksijeni',
      'An infant under 2 months who feels cold (low body temperature until measured)':
        'Mtoto wa chini ya miezi 2 aliye baridi akiguswa (joto la mwili la chini hadi lipimwe)',
      'Measure the temperature; warm the baby skin-to-skin and check glucose':
        'Pima joto; mpe mtoto joto kwa kumgusisha ngozi kwa ngozi na pima sukari',
      'Pale palms or skin in an infant under 2 months (anaemia from blood loss or haemolysis)':
        'Viganja au ngozi iliyopauka kwa mtoto wa chini ya miezi 2 (upungufu wa damu kutokana na kupoteza damu au kuvunjika kwa chembe nyekundu)',
      'Check haemoglobin and look for bleeding (umbilical stump, stools, vomit) and jaundice':
        'Pima haemoglobin na angalia kutoka damu (kitovu, kinyesi, matapishi) na manjano',
      'Sexual assault or defilement within the last 72 hours (HIV post-exposure prophylaxis and emergency contraception are time-critical)':
        'Ubakaji au unajisi ndani ya saa 72 zilizopita (dawa za kuzuia VVU baada ya kuathirika na kuzuia mimba ya dharura hazisubiri)',
      'See now in a private room; start HIV post-exposure prophylaxis, emergency contraception (if she has started her periods) and presumptive STI treatment':
        'Muone sasa katika chumba cha faragha; anza dawa za kuzuia VVU (PEP), kuzuia mimba ya dharura (kama ameanza hedhi) na tiba ya magonjwa ya zinaa',
      'Examine and collect forensic evidence with consent, fill the post-rape care form, hepatitis B and tetanus vaccination; psychological first aid and child protection referral':
        'Mchunguze na kuchukua ushahidi kwa ridhaa, jaza fomu ya PRC, chanjo ya homa ya ini B na pepopunda; msaada wa kisaikolojia na rufaa ya ulinzi wa mtoto',
      'Sexual assault or defilement told (post-rape care the same day)':
        'Ubakaji au unajisi umeelezwa (huduma baada ya ubakaji siku hiyo hiyo)',
      'Same-day post-rape care: pregnancy test, STI treatment, HIV test, hepatitis B vaccination, psychological support and child protection referral':
        'Huduma siku hiyo hiyo: kipimo cha mimba, tiba ya magonjwa ya zinaa, kipimo cha VVU, chanjo ya homa ya ini B, msaada wa kisaikolojia na rufaa ya ulinzi wa mtoto',
      'Genital blisters or sores, not known to recur, in a woman in labour (first-episode herpes: caesarean section to protect the baby)':
        'Malengelenge au vidonda sehemu za siri, visivyojulikana kurudi, kwa mama aliye katika uchungu (malengelenge ya mara ya kwanza: upasuaji ili kumlinda mtoto)',
      'Refer now to a facility able to do a caesarean section; avoid artificial rupture of membranes, fetal scalp electrodes and instrumental delivery':
        'Mpe rufaa sasa kwenda kituo kinachoweza kufanya upasuaji; usipasue chupa, usitumie vifaa kichwani mwa mtoto wala vifaa vya kuzalisha',
      'Start aciclovir; tell the newborn team (the baby needs assessment for neonatal herpes)':
        'Anza aciclovir; wajulishe wahudumu wa watoto wachanga (mtoto achunguzwe kwa malengelenge ya mtoto mchanga)',
    },
  },
];
