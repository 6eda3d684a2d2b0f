/**
 * Words that frame a case rather than describe the patient's illness: who the patient is, where they were
 * seen, how the history and examination are reported, the names of measurements whose values are read
 * elsewhere, and the question an exam stem ends with. They are understood (never shown as "not understood")
 * but carry no finding. English, Swahili and French.
 */
const framing = `
man men woman women lady ladies gentleman boy boys girl girls child children kid infant infants baby babies
toddler neonate newborn adolescent teenager teen student soldier farmer worker trader mother father parent
parents husband wife son daughter sister brother family member members relatives caregiver guardian friend
male female year years old yo yr yrs month months week weeks day days hour hours minute minutes aged age
african american caucasian asian black white hispanic previously healthy otherwise well known
presents presented presenting comes came come brought bring arrives arrived arrival admitted admission
attends attended attending consults consulted consultation visits visited seen seeing referred referral
physician doctor doctors clinician nurse clinic office hospital ward department emergency er ed casualty
outpatient opd facility health centre center dispensary unit icu
examination exam examined examining physical findings finding shows show showed shown reveals revealed
revealing notable significant remarkable unremarkable normal limits within noted notes note observed
observes demonstrates demonstrated evaluation evaluated assessment assessed performed done taken obtained
sent ordered results result reading readings measured measurement
vital vitals signs temperature temp pulse pulses heart rate respiratory respirations respiration breaths
breath blood pressure bp saturation oximetry oxygen spo2 sao2 weight weighs weighing height bmi
capillary refill refilling crt secs sec seconds
auscultation palpation percussion inspection fundoscopy otoscopy
mmhg mm hg bpm rpm min kg cm °c °f deg degrees celsius fahrenheit
which following most likely probable diagnosis cause causes caused organism agent etiologic aetiologic
etiology aetiology explains explain best next step management appropriate answer question what why
states stated says said tells told describes described denies denied endorses endorsed notices noticed
started starts began begins developed develops since ago currently current recently recent
today yesterday morning evening night nights tonight
symptoms symptom complaints complaint chief medications medication medicines medicine drugs drug takes taking
take took include includes including included appears appear appeared looks seems discloses disclosed
laboratory lab labs studies study testing tests test investigations history past medical surgical social
diagnosed diagnosis made reports reported report you your we our us there
multiple scattered diffuse diffusely bilaterally marked markedly slightly mildly moderately initially
dl mg g l ml mmol µmol umol iu mm3 hpf lb lbs mcg
mgonjwa mama baba mtoto mwanamke mwanamume kijana mzee umri miaka mwezi miezi wiki siku
found find finds where whereas other others care primary secondary tertiary provider providers setting
due because despite although though however thus therefore hence furthermore additionally also further
upon along around throughout during later earlier soon already still yet again apparently generally usually
typically especially particularly occasionally frequently sometimes always never ever now then while
experienced experiences experiencing concerned concern concerns worried worry asks asked asking questions
question interview interviewed recall recalls remember remembers mentions mentioned explains explained
similar previous prior previously subsequently subsequent initial initially following followed eventually
episode episodes illness illnesses condition conditions problem problems course presentation
complete completed undergoing underwent undergoes received receives receiving given gives placed
requiring requires required need needs needed underlying unchanged remainder rest
upper lower side sided sides anterior posterior distal proximal middle central lateral medial
unilateral front back area areas region regions level levels
increased increase increasing decreased decrease elevated raised reduced low high value values count counts
serum plasma whole total ratio range rates index
heard audible seen visible palpated elicited elicits appreciated detected
tablets tablet tabs pills capsules swallowed ingested ingestion tbsa bsa
person people staff friends home house school college work job office lives living spent spending
patient patiente homme femme enfant garçon fille nourrisson bébé âgé ans mois semaines jours consulte
`;

export const framingWords: ReadonlySet<string> = new Set(framing.split(/\s+/).filter(Boolean));
