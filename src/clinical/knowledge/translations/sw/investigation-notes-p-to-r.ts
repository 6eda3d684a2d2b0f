import type { TranslationGroup } from '../types';

/** swahiliInvestigationNotes (see investigation-notes.ts), the entries whose English key starts with p to r. */
export const swahiliInvestigationNotesPToR: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Pale stools mean biliary atresia (surgery before 60 days).':
        'Kinyesi cheupe huashiria biliary atresia (upasuaji kabla ya siku 60).',
      'Pale swollen nasal mucosa, clear discharge, allergic shiners.':
        'Utando wa pua uliopauka na kuvimba, kamasi nyepesi, weusi chini ya macho wa mzio.',
      'Pancytopenia; HIV co-infection changes treatment.':
        'Chembe zote za damu kupungua; maambukizi ya VVU pamoja hubadilisha matibabu.',
      'Paracetamol ≥ 150 mg/kg (or > 12 g in an adult) and elemental iron ≥ 60 mg/kg are severe; iron 20-60 mg/kg moderate.':
        'Paracetamol ≥ 150 mg/kg (au > 12 g kwa mtu mzima) na chuma halisi ≥ 60 mg/kg ni kali; chuma 20-60 mg/kg wastani.',
      'Parasitological confirmation and test of cure.': 'Uthibitisho wa vimelea na kipimo cha kupona.',
      'Parasitological confirmation before treatment in every suspected case.':
        'Uthibitisho wa vimelea kabla ya matibabu kwa kila mgonjwa anayeshukiwa.',
      'Parasitological confirmation; rhodesiense parasitaemia is high.':
        'Uthibitisho wa vimelea; wingi wa vimelea wa rhodesiense ni mkubwa.',
      'Patchy or lobar consolidation, often bilateral.':
        'Kuganda kwa pafu sehemu sehemu au pafu zima, mara nyingi pande zote mbili.',
      'PCP occurs at CD4 < 200 (any CD4 in infants).':
        'PCP hutokea CD4 ikiwa < 200 (CD4 yoyote kwa watoto wachanga).',
      'PCR positive from eschar; four-fold IgG rise.': 'PCR chanya kutoka kigaga; IgG kupanda mara nne.',
      'PEF < 50% of best or predicted in a severe attack.':
        'PEF < 50% ya bora au inayotarajiwa katika shambulio kali.',
      'PEP can stop if the dog remains healthy for 10 days (never delay starting it).':
        'PEP inaweza kusimamishwa mbwa akibaki mzima kwa siku 10 (usichelewe kamwe kuianza).',
      'Perforated drum (CSOM) vs swollen canal with intact drum (otitis externa); cholesteatoma.':
        'Ngoma ya sikio iliyotoboka (CSOM) dhidi ya mfereji uliovimba wenye ngoma nzima (otitis externa); cholesteatoma.',
      'Perforation with discharge in CSOM; oedematous canal in otitis externa.':
        'Kutoboka pamoja na usaha katika CSOM; mfereji uliovimba katika otitis externa.',
      'Periportal fibrosis or bladder wall thickening in chronic disease.':
        'Fibrosis kuzunguka mishipa ya ini au ukuta wa kibofu kunenepa katika ugonjwa sugu.',
      'Periportal fibrosis, bladder wall changes, hydronephrosis.':
        'Fibrosis kuzunguka mishipa ya ini, mabadiliko ya ukuta wa kibofu, figo kuvimba kwa mkojo.',
      'Persistent airflow obstruction.': 'Kizuizi cha mtiririko wa hewa kinachodumu.',
      'pH < 7.3 or bicarbonate < 15 mmol/L (severe if pH < 7.1); potassium may be high at first though total body potassium is low.':
        'pH < 7.3 au bicarbonate < 15 mmol/L (kali ikiwa pH < 7.1); potasiamu inaweza kuwa juu mwanzoni ingawa potasiamu yote mwilini iko chini.',
      'pH < 7.3, bicarbonate < 15 mmol/L, raised anion and osmolal gaps.':
        'pH < 7.3, bicarbonate < 15 mmol/L, anion gap na osmolal gap zilizopanda.',
      'pH > 4.5 and clue cells: BV; motile trichomonads; budding yeasts.':
        'pH > 4.5 na clue cells: BV; trichomonas wanaotembea; chachu zinazochipuka.',
      'PHQ-9 >= 10 suggests moderate depression.': 'PHQ-9 >= 10 huashiria msongo wa mawazo wa wastani.',
      'Physical and substance causes of psychosis.': 'Sababu za kimwili na za dawa za kulevya za saikosisi.',
      'Physical causes of mania; choice of mood stabiliser.':
        'Sababu za kimwili za mania; uchaguzi wa dawa ya kutuliza hisia.',
      'Physical look-alikes: arrhythmia, thyrotoxicosis, hypoglycaemia.':
        'Magonjwa ya kimwili yanayofanana: mapigo yasiyo ya kawaida, thyrotoxicosis, sukari ya chini.',
      'Platelets < 100 x 10^9/L, raised transaminases or creatinine in severe disease.':
        'Chembe sahani < 100 x 10^9/L, transaminases au creatinine zilizopanda katika ugonjwa mkali.',
      'Pneumonia, pneumothorax, heart failure and TB mimic or trigger exacerbations.':
        'Nimonia, hewa kwenye utando wa mapafu, moyo kushindwa na TB huiga au huchochea ugonjwa kuzidi.',
      'Pneumonia, urinary infection, abscess or meningitis.':
        'Nimonia, maambukizi ya njia ya mkojo, jipu au homa ya uti wa mgongo.',
      'Pneumonic plague.': 'Tauni ya mapafu.',
      'Pneumonitis appears within 6 hours.': 'Uvimbe wa mapafu hutokea ndani ya saa 6.',
      'Poliovirus isolated (wild or vaccine-derived) or negative.':
        'Virusi vya polio vimepatikana (vya asili au vinavyotokana na chanjo) au hasi.',
      'Positive culture; abnormal white cells.': 'Uoteshaji chanya; chembe nyeupe zisizo za kawaida.',
      'Positive in about a quarter of TB patients in Kenya.':
        'Chanya kwa takriban robo ya wagonjwa wa TB nchini Kenya.',
      'Positive in most duodenal ulcers.': 'Chanya katika vidonda vingi vya duodenum.',
      'Positive in some cases.': 'Chanya kwa baadhi ya wagonjwa.',
      'Positive PCR.': 'PCR chanya.',
      'Positive RDT; asexual parasites, often high density.':
        'RDT chanya; vimelea vya hatua isiyo ya kijinsia, mara nyingi kwa wingi.',
      'Positive reaction to nickel, chromate, fragrance or hair dye.':
        'Mmenyuko chanya kwa nikeli, chromate, manukato au rangi ya nywele.',
      'Positive syphilis test in syphilitic chancre.':
        'Kipimo cha kaswende chanya katika kidonda cha kaswende.',
      'Positive.': 'Chanya.',
      'Praevia versus abruption.': 'Kondo la chini dhidi ya kondo kujitenga.',
      'Pre-eclampsia is more common.': 'Pre-eclampsia hutokea mara nyingi zaidi.',
      'Pre-eclampsia needs magnesium sulfate and delivery planning.':
        'Pre-eclampsia inahitaji magnesium sulfate na mpango wa kujifungua.',
      'Pre-eclampsia underlies many abruptions.': 'Pre-eclampsia ndiyo chanzo cha kondo kujitenga kwa wengi.',
      'Pre-eclampsia: BP >= 140/90 after 20 weeks with proteinuria (>= 2+ dipstick) or organ dysfunction.':
        'Pre-eclampsia: shinikizo la damu >= 140/90 baada ya wiki 20 pamoja na protini kwenye mkojo (>= 2+ dipstick) au viungo kushindwa kufanya kazi.',
      'Pre-emptive treatment prevents cryptococcal meningitis.':
        'Matibabu ya tahadhari huzuia homa ya uti wa mgongo ya cryptococcus.',
      'Prostate size and cancer.': 'Ukubwa wa tezi dume na saratani.',
      'Proteinuria with hypertension.': 'Protini kwenye mkojo pamoja na shinikizo la damu.',
      'Proteinuria, raised creatinine or left ventricular hypertrophy in long-standing disease.':
        'Protini kwenye mkojo, creatinine iliyopanda au kunenepa kwa ventrikali ya kushoto katika ugonjwa wa muda mrefu.',
      'PSA above the age-specific range; hard irregular gland.':
        'PSA juu ya kiwango cha umri; tezi ngumu isiyo na umbo sawa.',
      'Pulse > 100, systolic falling.': 'Mapigo > 100, systolic inayoshuka.',
      'Punched-out erosions with overhanging edges.':
        "Mmomonyoko kama uliotobolewa wenye kingo zinazoning'inia.",
      'Punctate or sclerosing keratitis in advanced disease.':
        'Keratitis ya madoadoa au ya makovu katika ugonjwa uliokomaa.',
      'Purulent discharge, facial tenderness.': 'Kamasi yenye usaha, uso kuuma ukiguswa.',
      'Purulent fluid, > 50,000 white cells/microlitre; Gram-positive cocci.':
        'Majimaji yenye usaha, > 50,000 chembe nyeupe/microlitre; cocci za Gram-positive.',
      'Pus cells and red cells support bacillary dysentery; trophozoites point to amoebiasis.':
        'Chembe za usaha na chembe nyekundu huashiria kuhara damu kwa bakteria; trophozoites huelekeza kwa amiba.',
      'Pus, redness, swelling, foul smell.': 'Usaha, wekundu, uvimbe, harufu mbaya.',
      'Pyelonephritis is an alternative source.': 'Maambukizi ya figo ni chanzo kingine kinachowezekana.',
      'Pyuria, nitrite positive; E. coli most common.':
        'Usaha kwenye mkojo, nitrite chanya; E. coli ndiye wa kawaida zaidi.',
      'Radio-opaque objects, coins in the oesophagus, air trapping from an inhaled nut.':
        'Vitu vinavyoonekana kwenye X-ray, sarafu kwenye umio, hewa kunaswa kutokana na karanga iliyovutwa.',
      'Raised ASO, raised CRP/ESR, first-degree heart block.':
        'ASO iliyopanda, CRP/ESR iliyopanda, kizuizi cha mapigo ya moyo cha daraja la kwanza.',
      'Raised creatinine and bilirubin with modest ALT rise; low platelets; proteinuria.':
        'Creatinine na bilirubini zilizopanda pamoja na ALT kupanda kidogo; chembe sahani chache; protini kwenye mkojo.',
      'Raised creatinine in chronic retention.': 'Creatinine iliyopanda katika mkojo kubaki kwa muda mrefu.',
      'Raised creatinine, proteinuria or haematuria, LVH or ischaemia on ECG.':
        'Creatinine iliyopanda, protini au damu kwenye mkojo, LVH au ischaemia kwenye ECG.',
      'Raised CSF white cells in meningitis.':
        'Chembe nyeupe zilizoongezeka kwenye CSF katika homa ya uti wa mgongo.',
      'Raised D-dimer (not specific: raised in pregnancy, infection, cancer).':
        'D-dimer iliyopanda (si mahususi: hupanda wakati wa ujauzito, maambukizi, saratani).',
      'Raised glucose or a positive HIV test.': 'Sukari iliyopanda au kipimo cha VVU chanya.',
      'Raised HbA1c.': 'HbA1c iliyopanda.',
      'Raised PSA or a hard nodular gland needs referral.':
        'PSA iliyopanda au tezi ngumu yenye vinundu inahitaji rufaa.',
      'Raised tryptase.': 'Tryptase iliyopanda.',
      'Raised TSH with low free T4 confirms primary hypothyroidism.':
        'TSH iliyopanda pamoja na free T4 ya chini huthibitisha upungufu wa homoni ya tezi wa msingi.',
      'Raised urea and haematocrit predict severity; raised bilirubin and ALT suggest gallstones.':
        'Urea na haematocrit zilizopanda hutabiri ukali; bilirubini na ALT zilizopanda huashiria mawe ya nyongo.',
      'Raised urea, low potassium; leucocytosis in strangulation.':
        'Urea iliyopanda, potasiamu ya chini; chembe nyeupe nyingi katika kubanwa.',
      'Raised white cell count with neutrophilia; negative pregnancy test.':
        'Chembe nyeupe zilizoongezeka pamoja na neutrofili nyingi; kipimo cha mimba hasi.',
      'Raised white cells and CRP.': 'Chembe nyeupe na CRP zilizopanda.',
      'Raised white cells, mildly raised liver enzymes.':
        "Chembe nyeupe zilizoongezeka, vimeng'enya vya ini vilivyopanda kidogo.",
      'Random glucose >= 11.1 mmol/L with symptoms; ketones may be present.':
        'Sukari ya wakati wowote >= 11.1 mmol/L pamoja na dalili; ketoni zinaweza kuwepo.',
      'Rapid diagnosis in advanced HIV disease.': 'Utambuzi wa haraka katika ugonjwa wa VVU uliokomaa.',
      'Rapid rule-in/out where LP is delayed.': 'Kuthibitisha au kuondoa kwa haraka LP ikichelewa.',
      'Rapid test for screening (antenatal, STI clinics); RPR titre shows activity and response.':
        'Kipimo cha haraka cha uchunguzi (kliniki za wajawazito, za magonjwa ya zinaa); kiwango cha RPR huonyesha ugonjwa kuwa hai na mwitikio.',
      'RBT positive, SAT >= 1:160.': 'RBT chanya, SAT >= 1:160.',
      'RDT negative; raised creatinine, CK and transaminases.':
        'RDT hasi; creatinine, CK na transaminases zilizopanda.',
      'RDT positive or asexual P. falciparum (or other species) parasites, below the hyperparasitaemia threshold (10%).':
        'RDT chanya au vimelea vya P. falciparum vya hatua isiyo ya kijinsia (au aina nyingine), chini ya kiwango cha wingi mkubwa wa vimelea (10%).',
      'RDT screens in outbreaks; culture confirms and gives susceptibility.':
        'RDT huchuja wakati wa milipuko; uoteshaji huthibitisha na kuonyesha dawa zinazofanya kazi.',
      'Reactive on all assays.': 'Chanya (reactive) kwa vipimo vyote.',
      'Records nerve function before treatment to detect new damage.':
        'Hurekodi utendaji wa neva kabla ya matibabu ili kugundua uharibifu mpya.',
      'Red bulging tympanic membrane, or perforation with pus.':
        'Ngoma ya sikio nyekundu iliyovimba, au kutoboka pamoja na usaha.',
      'Redness beyond 1 cm onto the abdomen means severe infection.':
        'Wekundu unaozidi 1 cm kwenye ngozi ya tumbo humaanisha maambukizi makali.',
      'Reduced acuity not corrected by pinhole; lens opacity.':
        'Uwezo wa kuona uliopungua usiorekebishwa na pinhole; ukungu wa lenzi.',
      'Reduced eGFR on a sulfonylurea, or malaria in a child.':
        'eGFR iliyopungua akitumia sulfonylurea, au malaria kwa mtoto.',
      'Reduced ejection fraction, valve disease or dilated chambers.':
        'Ejection fraction iliyopungua, ugonjwa wa vali au vyumba vya moyo vilivyopanuka.',
      'Reduced if corneal opacity.': 'Hupungua kukiwa na ukungu wa konea.',
      'Residual > 200 mL suggests chronic retention.':
        'Mkojo unaobaki > 200 mL huashiria mkojo kubaki kwa muda mrefu.',
      'Retained products in the uterine cavity.': 'Mabaki ndani ya mji wa mimba.',
      'Retained products, or intrauterine viable pregnancy in threatened abortion.':
        'Mabaki yaliyobaki, au mimba hai ndani ya kizazi katika tishio la mimba kuharibika.',
      'Retained tissue needs evacuation.': 'Tishu iliyobaki inahitaji kuondolewa.',
      'Rheumatic mitral stenosis, cardiomyopathy, left atrial size.':
        'Kubana kwa vali ya mitral kwa rheumatic, cardiomyopathy, ukubwa wa atriamu ya kushoto.',
      'Rhythm, congestion, kidney function before ACE inhibitors, causes.':
        'Mapigo, msongamano wa damu, utendaji wa figo kabla ya ACE inhibitors, sababu.',
      'Rise and fall of troponin confirms myocardial infarction.':
        'Troponin kupanda na kushuka huthibitisha shambulio la moyo.',
      'Risk factors, bleeding risk before anticoagulation, heart failure.':
        'Vihatarishi, hatari ya kutokwa damu kabla ya dawa za kuzuia damu kuganda, moyo kushindwa.',
      'Routine X-ray does not help uncomplicated asthma.':
        'X-ray ya kawaida haisaidii pumu isiyo na matatizo.',
    },
  },
];
