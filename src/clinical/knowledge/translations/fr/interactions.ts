import type { TranslationGroup } from '../types';

/**
 * The effects of medicine interactions (interactions of knowledge/medicines) in French, by their English
 * wording; a text missing here is shown in English. Machine drafts (reviewer: null) until a clinician
 * fluent in French reviews them.
 */
export const frenchInteractions: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'absorption reduced: give ciprofloxacin 2 hours before or 6 hours after':
        'absorption réduite : donner la ciprofloxacine 2 heures avant ou 6 heures après',
      'absorption reduced: separate doses by 2-3 hours':
        'absorption réduite : espacer les prises de 2-3 heures',
      'accumulates in kidney disease (nephro- and ototoxicity): extend the dosing interval and monitor levels':
        "s'accumule en cas de maladie rénale (néphro- et ototoxicité) : espacer les doses et surveiller les taux",
      'accumulates in kidney disease: reduce the dose and keep the patient hydrated':
        "s'accumule en cas de maladie rénale : réduire la dose et garder le patient hydraté",
      'add dolutegravir 50 mg 12 hours after TLD during and for 2 weeks after rifampicin':
        'ajouter le dolutégravir 50 mg 12 heures après le TLD pendant la rifampicine et pendant 2 semaines après',
      'additive bradycardia': 'bradycardie additive',
      'additive nephrotoxicity: monitor creatinine and potassium':
        'néphrotoxicité additive : surveiller la créatinine et le potassium',
      'additive nephrotoxicity: prehydrate, give potassium and magnesium, monitor creatinine':
        'néphrotoxicité additive : préhydrater, donner du potassium et du magnésium, surveiller la créatinine',
      'additive QT prolongation': 'allongement additif du QT',
      'additive sedation': 'sédation additive',
      'additive sedation and respiratory depression': 'sédation et dépression respiratoire additives',
      'antimonials prolong QT: ECG monitoring': "les antimoniés allongent le QT : surveillance de l'ECG",
      'beta-blockers blunt the response (glucagon may be needed); tricyclics increase pressor response':
        'les bêtabloquants atténuent la réponse (du glucagon peut être nécessaire) ; les tricycliques augmentent la réponse pressive',
      'beta-blockers oppose salbutamol': "les bêtabloquants s'opposent au salbutamol",
      'binds these in the gut: separate doses by 2-4 hours':
        "les fixe dans l'intestin : espacer les prises de 2-4 heures",
      'bleeding, kidney injury, raised lithium and methotrexate levels':
        'saignement, atteinte rénale, taux de lithium et de méthotrexate augmentés',
      'calcium precipitates with ceftriaxone in the same line':
        'le calcium précipite avec la ceftriaxone dans la même voie',
      'cardiac toxicity and QT prolongation': 'toxicité cardiaque et allongement du QT',
      'cations bind dolutegravir: separate doses': 'les cations fixent le dolutégravir : espacer les prises',
      'cations bind dolutegravir: take TLD 2 hours before or 6 hours after':
        'les cations fixent le dolutégravir : prendre le TLD 2 heures avant ou 6 heures après',
      'colchicine toxicity': 'toxicité de la colchicine',
      'digoxin toxicity (raised level or hypokalaemia)':
        'toxicité de la digoxine (taux augmenté ou hypokaliémie)',
      'disulfiram-like reaction': 'effet antabuse',
      'disulfiram-like reaction: no alcohol during and for 48 hours after treatment':
        "effet antabuse : pas d'alcool pendant le traitement et pendant 48 heures après",
      'dolutegravir raises metformin levels: at most 1 g a day':
        'le dolutégravir augmente les taux de metformine : 1 g par jour au plus',
      'dolutegravir raises metformin levels: keep metformin at or below 1 g a day':
        'le dolutégravir augmente les taux de metformine : garder la metformine à 1 g par jour au plus',
      'efavirenz 600 mg once daily is continued with rifampicin without a dose change':
        "l'éfavirenz 600 mg une fois par jour est poursuivi avec la rifampicine sans changement de dose",
      'efavirenz lowers lumefantrine exposure: watch for treatment failure':
        "l'éfavirenz abaisse l'exposition à la luméfantrine : surveiller un échec du traitement",
      'enzyme inducers lower dolutegravir levels':
        'les inducteurs enzymatiques abaissent les taux de dolutégravir',
      'enzyme inducers lower praziquantel levels: treatment failure':
        'les inducteurs enzymatiques abaissent les taux de praziquantel : échec du traitement',
      'enzyme induction lowers artemether and lumefantrine levels: risk of treatment failure':
        "l'induction enzymatique abaisse les taux d'artéméther et de luméfantrine : risque d'échec du traitement",
      'enzyme induction lowers their levels': "l'induction enzymatique abaisse leurs taux",
      'erythromycin inhibits CYP3A4 and raises their levels':
        "l'érythromycine inhibe le CYP3A4 et augmente leurs taux",
      'fluconazole raises their levels': 'le fluconazole augmente leurs taux',
      'folic acid may lower anticonvulsant levels':
        "l'acide folique peut abaisser les taux d'anticonvulsivants",
      'give dolutegravir twice daily with rifampicin':
        'donner le dolutégravir deux fois par jour avec la rifampicine',
      'heart block and asystole': 'bloc cardiaque et asystolie',
      'heart block and hypotension': 'bloc cardiaque et hypotension',
      'higher risk of liver toxicity': 'risque accru de toxicité hépatique',
      'hormonal contraception (pill, implant) fails: use a copper IUD, a levonorgestrel IUD or injectable DMPA during rifampicin and for 28 days after':
        'la contraception hormonale (pilule, implant) échoue : utiliser un DIU au cuivre, un DIU au lévonorgestrel ou le DMPA injectable pendant la rifampicine et pendant 28 jours après',
      'hormonal contraception fails: use an IUD or DMPA':
        'la contraception hormonale échoue : utiliser un DIU ou le DMPA',
      'hyperkalaemia: check potassium': 'hyperkaliémie : contrôler le potassium',
      'hyperkalaemia: check potassium and creatinine':
        'hyperkaliémie : contrôler le potassium et la créatinine',
      'hyperkalaemia; do not combine with an ACE inhibitor': 'hyperkaliémie ; ne pas associer à un IEC',
      'hypotension and neuromuscular blockade': 'hypotension et blocage neuromusculaire',
      'in liver disease the toxicity is dose-related: avoid large doses':
        'en cas de maladie du foie, la toxicité dépend de la dose : éviter les fortes doses',
      'increased bleeding': 'saignement accru',
      'INR may rise: monitor': "l'INR peut augmenter : surveiller",
      'INR rises: monitor': "l'INR augmente : surveiller",
      'iron binds these: separate doses': 'le fer les fixe : espacer les prises',
      'iron binds these: separate doses by 2 hours or more':
        'le fer les fixe : espacer les prises de 2 heures ou plus',
      'keep simvastatin at or below 20 mg daily': 'garder la simvastatine à 20 mg par jour au plus',
      'kidney injury and reduced effect': 'atteinte rénale et effet réduit',
      'kidney injury, reduced antihypertensive effect, raised lithium and methotrexate levels':
        'atteinte rénale, effet antihypertenseur réduit, taux de lithium et de méthotrexate augmentés',
      'lactic acidosis: withhold around iodinated contrast':
        "acidose lactique : suspendre autour d'un produit de contraste iodé",
      'level changes; carbapenems lower valproate sharply':
        'modifications des taux ; les carbapénèmes abaissent fortement le valproate',
      'lithium toxicity': 'toxicité du lithium',
      'loop diuretics add to ototoxicity': "les diurétiques de l'anse s'ajoutent à l'ototoxicité",
      'lowers antiretroviral absorption: avoid': "réduit l'absorption des antirétroviraux : éviter",
      'lowers warfarin effect; alcohol intolerance':
        "diminue l'effet de la warfarine ; intolérance à l'alcool",
      'many antibacterials are reported to raise the INR of coumarin anticoagulants: check the INR within a few days of starting and after stopping the course':
        "de nombreux antibactériens augmenteraient l'INR sous anticoagulants coumariniques : contrôler l'INR quelques jours après le début et après l'arrêt du traitement",
      'marrow toxicity: reduce their dose': 'toxicité médullaire : réduire leur dose',
      'methotrexate toxicity': 'toxicité du méthotrexate',
      'omeprazole reduces its effect; bleeding with warfarin':
        "l'oméprazole réduit son effet ; saignement avec la warfarine",
      'ototoxicity with aminoglycosides; lithium and digoxin toxicity through hypokalaemia':
        'ototoxicité avec les aminosides ; toxicité du lithium et de la digoxine par hypokaliémie',
      'penicillins reduce methotrexate excretion: toxicity':
        "les pénicillines réduisent l'élimination du méthotrexate : toxicité",
      'piperaquine prolongs the QT interval: avoid other QT-prolonging medicines':
        "la pipéraquine allonge l'intervalle QT : éviter les autres médicaments qui allongent le QT",
      'precipitates with calcium-containing solutions given through the same line (fatal in neonates): do not mix or co-infuse':
        'précipite avec les solutés contenant du calcium passés par la même voie (mortel chez le nouveau-né) : ne pas mélanger ni perfuser ensemble',
      'profound hypotension and neuromuscular blockade reported':
        'hypotension profonde et blocage neuromusculaire rapportés',
      'profound hypotension: do not give within 24-48 hours of a PDE-5 inhibitor':
        'hypotension profonde : ne pas donner dans les 24-48 heures suivant un inhibiteur de la PDE-5',
      'QT prolongation and arrhythmia': 'allongement du QT et arythmie',
      'quinine stimulates insulin release: check blood glucose for hypoglycaemia':
        "la quinine stimule la sécrétion d'insuline : contrôler la glycémie pour dépister une hypoglycémie",
      'raised INR and bleeding': 'INR augmenté et saignement',
      'raised lithium level and toxicity': 'lithiémie augmentée et toxicité',
      'raises blood glucose: monitor': 'augmente la glycémie : surveiller',
      'raises blood glucose; rifampicin lowers prednisolone levels':
        'augmente la glycémie ; la rifampicine abaisse les taux de prednisolone',
      'raises INR: bleeding risk': "augmente l'INR : risque hémorragique",
      'raises their levels': 'augmente leurs taux',
      'raises theophylline levels: convulsions': 'augmente les taux de théophylline : convulsions',
      'reduced absorption: take levothyroxine 4 hours apart':
        "absorption réduite : prendre la lévothyroxine à 4 heures d'intervalle",
      'reduced anticoagulant effect': 'effet anticoagulant réduit',
      'reduced haloperidol levels': "taux d'halopéridol réduits",
      'reduced methotrexate excretion': 'élimination du méthotrexate réduite',
      'reduced risperidone levels': 'taux de rispéridone réduits',
      'reduces absorption: give 2 hours apart': "réduit l'absorption : donner à 2 heures d'intervalle",
      'reduces contraceptive efficacy': "réduit l'efficacité contraceptive",
      'reduces the antiplatelet effect of clopidogrel': "réduit l'effet antiagrégant du clopidogrel",
      'regular use raises INR': "l'usage régulier augmente l'INR",
      'respiratory depression: have a bag-valve-mask ready':
        'dépression respiratoire : avoir un ballon-valve-masque prêt',
      'rifampicin lowers dolutegravir levels: give dolutegravir 50 mg twice daily during rifampicin and for 2 weeks after it':
        'la rifampicine abaisse les taux de dolutégravir : donner le dolutégravir 50 mg deux fois par jour pendant la rifampicine et pendant 2 semaines après',
      'rifampicin lowers fluconazole levels': 'la rifampicine abaisse les taux de fluconazole',
      'rifampicin lowers nevirapine levels (treatment failure, resistance): replace nevirapine for the whole TB treatment (a dolutegravir-based regimen with dolutegravir 50 mg twice daily, or efavirenz), do not increase it':
        "la rifampicine abaisse les taux de névirapine (échec du traitement, résistance) : remplacer la névirapine pendant tout le traitement antituberculeux (schéma à base de dolutégravir avec dolutégravir 50 mg deux fois par jour, ou éfavirenz), ne pas l'augmenter",
      'rifampicin makes boosted protease inhibitors ineffective: do not combine; use rifabutin or change the antiretroviral regimen with specialist advice':
        'la rifampicine rend inefficaces les inhibiteurs de protéase boostés : ne pas associer ; utiliser la rifabutine ou changer le schéma antirétroviral sur avis spécialisé',
      'rifampicin sharply lowers warfarin levels: check the INR often and raise the warfarin dose; lower it again when rifampicin stops':
        "la rifampicine abaisse fortement les taux de warfarine : contrôler souvent l'INR et augmenter la dose de warfarine ; la réduire de nouveau à l'arrêt de la rifampicine",
      'serious bleeding with an anticoagulant or antiplatelet: avoid the NSAID; use paracetamol (and colchicine or prednisolone for gout)':
        "saignement grave avec un anticoagulant ou un antiagrégant plaquettaire : éviter l'AINS ; utiliser le paracétamol (et la colchicine ou la prednisolone pour la goutte)",
      'serotonin syndrome and raised tricyclic levels':
        'syndrome sérotoninergique et taux de tricycliques augmentés',
      'serotonin syndrome; raised tricyclic levels':
        'syndrome sérotoninergique ; taux de tricycliques augmentés',
      'weaker response: give intramuscularly and check antibodies where possible':
        'réponse plus faible : injecter par voie intramusculaire et contrôler les anticorps si possible',
      'zinc reduces their absorption: separate doses': 'le zinc réduit leur absorption : espacer les prises',
    },
  },
];
