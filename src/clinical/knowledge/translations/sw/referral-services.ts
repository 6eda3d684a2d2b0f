import type { TranslationGroup } from '../types';

/**
 * The services and specialists the recommendations refer to, in Kiswahili, by their English wording
 * (referrals of knowledge/conditions); a service missing here is named in English. Machine drafts
 * (reviewer: null) until a clinician fluent in Kiswahili reviews them.
 */
export const swahiliReferralServices: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Hospital (inpatient care)': 'Hospitali (kulazwa)',
      'Hospital with inpatient or high-dependency care':
        'Hospitali yenye huduma ya kulazwa au ya uangalizi maalum',
      Surgeon: 'Daktari wa upasuaji',
      'Hospital (medical ward)': 'Hospitali (wodi ya magonjwa ya ndani)',
      'Cholera treatment centre or hospital': 'Kituo cha matibabu ya kipindupindu au hospitali',
      'Public health / surveillance officer': 'Afisa wa afya ya jamii / ufuatiliaji wa magonjwa',
      'Hospital (paediatric or medical ward)': 'Hospitali (wodi ya watoto au ya magonjwa ya ndani)',
      Hospital: 'Hospitali',
      'Surgeon or physician': 'Daktari wa upasuaji au daktari bingwa wa magonjwa ya ndani',
      'Physician or urologist': 'Daktari wa magonjwa ya ndani au wa njia ya mkojo',
      'TB clinic (DOTS) / county TB coordinator': 'Kliniki ya TB (DOTS) / mratibu wa TB wa kaunti',
      'DR-TB team': 'Timu ya DR-TB',
      'Hospital (paediatric ward)': 'Hospitali (wodi ya watoto)',
      'ENT surgeon': 'Daktari wa upasuaji wa masikio, pua na koo',
      'ENT / audiology': 'Masikio, pua na koo / kupima usikivu',
      'Hospital (isolation ward)': 'Hospitali (wodi ya kutenga)',
      'Hospital with inpatient care': 'Hospitali yenye huduma ya kulazwa',
      'Hospital with capacity for LP and amphotericin B':
        'Hospitali inayoweza kufanya LP na kutoa amphotericin B',
      'Comprehensive care (HIV) clinic': 'Kliniki ya huduma kamili ya VVU',
      'Hospital (medical ward with oxygen)': 'Hospitali (wodi ya magonjwa ya ndani yenye oksijeni)',
      'Hospital (isolation)': 'Hospitali (kutengwa)',
      'Surveillance officer': 'Afisa wa ufuatiliaji wa magonjwa',
      Physician: 'Daktari bingwa wa magonjwa ya ndani',
      'Kala-azar treatment centre': 'Kituo cha matibabu ya kala-azar',
      'Designated VHF isolation and treatment centre': 'Kituo maalum cha kutenga na kutibu VHF',
      'Surveillance officer / rapid response team': 'Afisa wa ufuatiliaji / timu ya kukabiliana haraka',
      'Isolation ward or designated mpox treatment site':
        'Wodi ya kutenga au kituo maalum cha matibabu ya mpox',
      'Facility holding rabies vaccine and immunoglobulin':
        'Kituo chenye chanjo ya kichaa cha mbwa na immunoglobulin',
      'Veterinary / public health officer': 'Afisa wa mifugo / afya ya jamii',
      'Hospital with high-dependency or intensive care':
        'Hospitali yenye uangalizi maalum au chumba cha wagonjwa mahututi',
      'Urologist / physician': 'Daktari wa njia ya mkojo / wa magonjwa ya ndani',
      'Hospital (medical or obstetric ward)': 'Hospitali (wodi ya magonjwa ya ndani au ya uzazi)',
      Urologist: 'Daktari wa njia ya mkojo',
      'STI / reproductive health clinic': 'Kliniki ya magonjwa ya zinaa / afya ya uzazi',
      'Physician / neurologist': 'Daktari wa magonjwa ya ndani / wa neva',
      Gynaecologist: 'Daktari wa magonjwa ya wanawake',
      'Dermatology or medical officer': 'Daktari wa ngozi au afisa tabibu',
      Dermatology: 'Magonjwa ya ngozi',
      'Physician or hepatology clinic': 'Daktari wa magonjwa ya ndani au kliniki ya ini',
      'Hospital admission': 'Kulazwa hospitalini',
      'Ophthalmology or eye clinic': 'Kitengo cha macho au kliniki ya macho',
      'Diabetes clinic or physician': 'Kliniki ya kisukari au daktari wa magonjwa ya ndani',
      'Eye clinic': 'Kliniki ya macho',
      'Hospital with high-dependency care': 'Hospitali yenye uangalizi maalum',
      'Diabetes clinic': 'Kliniki ya kisukari',
      'Hospital with high-dependency care (physician)':
        'Hospitali yenye uangalizi maalum (daktari wa magonjwa ya ndani)',
      'Cardiology or physician': 'Magonjwa ya moyo au daktari wa magonjwa ya ndani',
      'Hospital with CT and stroke care': 'Hospitali yenye CT na huduma ya kiharusi',
      'Physiotherapy and rehabilitation': 'Fiziotherapia na urekebishaji',
      'Cardiology (PCI-capable centre)': 'Magonjwa ya moyo (kituo kinachoweza kufanya PCI)',
      Cardiology: 'Magonjwa ya moyo',
      'Chest clinic': 'Kliniki ya kifua',
      'Physician or gastroenterology': 'Daktari wa magonjwa ya ndani au wa mfumo wa chakula',
      Gynaecology: 'Magonjwa ya wanawake',
      'Sickle cell clinic': 'Kliniki ya selimundu',
      'Inpatient stabilisation centre': 'Kituo cha kulaza kwa ajili ya kuimarisha hali',
      'Outpatient therapeutic programme (OTP)': 'Programu ya matibabu ya lishe ya wagonjwa wa nje (OTP)',
      'Gastroenterology or surgical outpatient (endoscopy)':
        'Magonjwa ya mfumo wa chakula au kliniki ya upasuaji (endoscopy)',
      'Gastroenterology (endoscopy)': 'Magonjwa ya mfumo wa chakula (endoscopy)',
      'General surgery': 'Upasuaji wa jumla',
      'Neurology or epilepsy clinic': 'Magonjwa ya neva au kliniki ya kifafa',
      Neurology: 'Magonjwa ya neva',
      'Physician or neurology': 'Daktari wa magonjwa ya ndani au wa neva',
      'Mental health services': 'Huduma za afya ya akili',
      'Mental health services (psychiatry, psychology)':
        'Huduma za afya ya akili (magonjwa ya akili, saikolojia)',
      'Hospital with antivenom and ventilation': 'Hospitali yenye antivenom na mashine ya kupumulia',
      'Hospital with intensive care': 'Hospitali yenye chumba cha wagonjwa mahututi',
      Nephrology: 'Magonjwa ya figo',
      'Obstetric unit with caesarean and neonatal care':
        'Kitengo cha uzazi chenye upasuaji wa kuzalisha na huduma ya watoto wachanga',
      'Gynaecology / obstetric theatre': 'Magonjwa ya wanawake / chumba cha upasuaji wa uzazi',
      'Physician or rheumatology': 'Daktari wa magonjwa ya ndani au wa viungo (rheumatology)',
      Physiotherapy: 'Fiziotherapia',
      Orthopaedics: 'Mifupa (orthopaedics)',
      'Orthopaedics or neurosurgery': 'Mifupa au upasuaji wa ubongo na neva',
      'ENT or allergy clinic': 'Masikio, pua na koo au kliniki ya mzio',
      'Hospital emergency department': 'Idara ya dharura ya hospitali',
      'Allergy clinic': 'Kliniki ya mzio',
      'Hospital with theatre and blood transfusion (obstetrics)':
        'Hospitali yenye chumba cha upasuaji na kuongezewa damu (uzazi)',
      'Hospital obstetric unit with theatre and blood':
        'Kitengo cha uzazi cha hospitali chenye chumba cha upasuaji na damu',
      'Hospital obstetric unit': 'Kitengo cha uzazi cha hospitali',
      'Facility offering manual vacuum aspiration and post-abortion care':
        'Kituo kinachotoa MVA na huduma ya baada ya kutoa mimba',
      'Hospital antenatal ward': 'Wodi ya wajawazito ya hospitali',
      'Hospital with caesarean section capacity': 'Hospitali inayoweza kufanya upasuaji wa kuzalisha',
      'Hospital antenatal clinic': 'Kliniki ya wajawazito ya hospitali',
      'Antenatal diabetes clinic (obstetrician/physician)':
        'Kliniki ya kisukari cha mimba (daktari wa uzazi/wa magonjwa ya ndani)',
      'STI or gynaecology clinic': 'Kliniki ya magonjwa ya zinaa au ya wanawake',
      'STI clinic': 'Kliniki ya magonjwa ya zinaa',
      'District surveillance and rapid response team':
        'Ufuatiliaji wa magonjwa wa wilaya na timu ya kukabiliana haraka',
      'Hospital with isolation and critical care': 'Hospitali yenye kutenga na huduma ya wagonjwa mahututi',
      'District surveillance and veterinary services (One Health)':
        'Ufuatiliaji wa magonjwa wa wilaya na huduma za mifugo (One Health)',
      'General surgery / hospital with high-dependency care':
        'Upasuaji wa jumla / hospitali yenye uangalizi maalum',
      'General surgery (paediatric surgery for infants)':
        'Upasuaji wa jumla (upasuaji wa watoto kwa watoto wachanga)',
      'Physician / gastroenterology': 'Daktari wa magonjwa ya ndani / wa mfumo wa chakula',
      Urology: 'Njia ya mkojo (urology)',
      'Surgery / urology': 'Upasuaji / njia ya mkojo',
      'Physician (hospital)': 'Daktari wa magonjwa ya ndani (hospitali)',
      Obstetrics: 'Uzazi (obstetrics)',
      'Physician / cardiology': 'Daktari wa magonjwa ya ndani / wa moyo',
      'Hospital (medicine)': 'Hospitali (magonjwa ya ndani)',
      'Mental health / geriatric services': 'Huduma za afya ya akili / za wazee',
      'Hospital newborn unit': 'Kitengo cha watoto wachanga cha hospitali',
      'Hospital newborn unit with phototherapy': 'Kitengo cha watoto wachanga chenye tiba ya mwanga',
      'Hospital newborn unit (kangaroo mother care ward)':
        'Kitengo cha watoto wachanga (wodi ya mama kangaroo)',
      'Eye unit or paediatrics': 'Kitengo cha macho au magonjwa ya watoto',
      'Supplementary feeding programme (nutrition clinic)':
        'Programu ya lishe ya nyongeza (kliniki ya lishe)',
      'Paediatric ward': 'Wodi ya watoto',
      'Hospital with isolation, antitoxin and airway care':
        'Hospitali yenye kutenga, antitoxin na huduma ya njia ya hewa',
      'Hospital with high dependency care and neurology':
        'Hospitali yenye uangalizi maalum na magonjwa ya neva',
      'District surveillance officer': 'Afisa wa ufuatiliaji wa magonjwa wa wilaya',
      Paediatrics: 'Magonjwa ya watoto',
      'Paediatrics or nephrology': 'Magonjwa ya watoto au ya figo',
      'Eye services': 'Huduma za macho',
      'NTD programme (community-directed treatment with ivermectin)':
        'Programu ya NTD (matibabu ya ivermectin yanayoongozwa na jamii)',
      Surgery: 'Upasuaji',
      'NTD programme (morbidity management and mass drug administration)':
        'Programu ya NTD (usimamizi wa madhara na ugawaji wa dawa kwa jamii nzima)',
      'HAT treatment centre / national sleeping sickness programme':
        'Kituo cha matibabu ya HAT / programu ya kitaifa ya malale',
      'Physician / chest or surgical team': 'Daktari wa magonjwa ya ndani / timu ya kifua au ya upasuaji',
      'TB clinic': 'Kliniki ya TB',
      'Orthopaedics / surgery': 'Mifupa / upasuaji',
      'Dentist / oral surgeon': 'Daktari wa meno / daktari wa upasuaji wa kinywa',
      ENT: 'Masikio, pua na koo',
      'Physician / endocrinology': 'Daktari wa magonjwa ya ndani / wa homoni',
      'Diabetes clinic (paediatric for children)': 'Kliniki ya kisukari (ya watoto kwa watoto)',
      'Oncology (cancer centre)': 'Saratani (kituo cha saratani)',
      'Palliative care': 'Huduma shufaa (palliative care)',
      'Ophthalmology / eye unit': 'Magonjwa ya macho / kitengo cha macho',
      'ENT / neurology': 'Masikio, pua na koo / magonjwa ya neva',
      'Diabetes or HIV clinic; neurology': 'Kliniki ya kisukari au ya VVU; magonjwa ya neva',
      'Dermatology / allergy': 'Magonjwa ya ngozi / mzio',
      'ENT or surgical team with bronchoscopy/endoscopy':
        'Timu ya masikio, pua na koo au ya upasuaji yenye bronchoscopy/endoscopy',
      'Hospital paediatric ward': 'Wodi ya watoto ya hospitali',
      'Hospital (poisons management)': 'Hospitali (usimamizi wa sumu)',
      'Mental health': 'Afya ya akili',
      'Burns or surgical unit': 'Kitengo cha kuungua au cha upasuaji',
      'Hospital with CT and neurosurgery': 'Hospitali yenye CT na upasuaji wa ubongo na neva',
      'Trauma centre / surgical team': 'Kituo cha majeruhi / timu ya upasuaji',
      'Hospital with high dependency care': 'Hospitali yenye uangalizi maalum',
      'Hospital with dialysis': 'Hospitali yenye huduma ya kusafisha damu (dialysis)',
      'Public health / poison information centre': 'Afya ya jamii / kituo cha taarifa za sumu',
      'Mental health / addiction service': 'Afya ya akili / huduma ya uraibu',
      'HIV clinic': 'Kliniki ya VVU',
      'Clinician or dermatology': 'Mtaalamu wa afya au magonjwa ya ngozi',
      'National leprosy programme / TB and leprosy clinic':
        'Programu ya kitaifa ya ukoma / kliniki ya TB na ukoma',
      'Eye clinic / trichiasis surgeon': 'Kliniki ya macho / daktari wa upasuaji wa trichiasis',
    },
  },
];
