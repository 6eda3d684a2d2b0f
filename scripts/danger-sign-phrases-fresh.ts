// A second set of danger signs in ordinary words, written after the first round of wordings and rules had landed
// (commit 27da421) and measured once before any further change, to see how far the wordings carry beyond the
// phrases they were written with. Same signs and sources as danger-sign-phrases.ts.
import type { DangerSignPhrase, Patient } from './danger-sign-phrases';

const child: Patient = { age: 3, gender: 'female' };
const baby: Patient = { age: 0.8, gender: 'male' };
const newborn: Patient = { age: 0.015, gender: 'female' };
const adult: Patient = { age: 45, gender: 'male' };
const elder: Patient = { age: 70, gender: 'female' };
const pregnant: Patient = { age: 30, gender: 'female', pregnant: true };
const mother: Patient = { age: 28, gender: 'female' };

const phrase = (
  sign: string,
  language: DangerSignPhrase['language'],
  text: string,
  patient: Patient,
): DangerSignPhrase => ({ sign, language, text, patient });

export const freshAlarmPhrases: DangerSignPhrase[] = [
  phrase('unconscious', 'en', 'since the fever he just does not come round when we shake him', child),
  phrase('unconscious', 'en', 'she fainted at the well and has stayed out cold', elder),
  phrase('unconscious', 'sw', 'amezimia tangu asubuhi, hatuwezi kumwamsha', child),
  phrase('unconscious', 'fr', 'il est resté sans réaction depuis la crise', child),
  phrase('lethargy', 'en', 'my daughter is too sleepy to eat, very weak and floppy', child),
  phrase('lethargy', 'sw', 'mtoto amelegea kabisa, analala tu hata hali chakula', child),
  phrase('lethargy', 'fr', 'elle dort tout le temps et ne joue plus du tout', child),
  phrase('convulsions', 'en', 'he was jerking his arms and legs and did not answer', child),
  phrase('convulsions', 'en', 'she started shaking all over with foam coming out of her mouth', child),
  phrase('convulsions', 'sw', 'amepata degedege mara mbili usiku', child),
  phrase('convulsions', 'sw', 'mtoto alikakamaa mwili na kutetemeka kwa muda', child),
  phrase('convulsions', 'fr', 'il a convulsé deux fois cette nuit', child),
  phrase('convulsions', 'fr', 'elle a eu des secousses de tout le corps avec les yeux en l air', child),
  phrase('unable to drink', 'en', 'the baby will not suck at all since last night', baby),
  phrase('unable to drink', 'sw', 'hawezi kunyonya wala kunywa maji', baby),
  phrase('unable to drink', 'fr', 'le bébé ne tète plus depuis hier soir', baby),
  phrase('vomits everything', 'en', 'whatever we give her, even ORS, she vomits it out', child),
  phrase('vomits everything', 'sw', 'kila anachopewa anatapika, hata maji', child),
  phrase('vomits everything', 'fr', 'il vomit tout, même l eau', child),
  phrase('respiratory distress', 'en', 'he is gasping for air and his nose flares', baby),
  phrase('respiratory distress', 'sw', 'anapumua kwa shida sana na pua zinapanuka', baby),
  phrase('respiratory distress', 'fr', 'elle a du mal à respirer, les narines battent et elle geint', baby),
  phrase('cyanosis', 'en', 'his mouth and fingers have turned bluish', baby),
  phrase('cyanosis', 'sw', 'midomo imekuwa na rangi ya bluu', baby),
  phrase('cyanosis', 'fr', 'il devient bleu quand il tousse, les lèvres violettes', baby),
  phrase('shock', 'en', 'he is pale, sweaty and cold, the pulse hardly there', adult),
  phrase('shock', 'sw', 'mikono na miguu ni baridi sana na mapigo hayasikiki vizuri', adult),
  phrase('shock', 'fr', 'les extrémités sont froides et le pouls est filant', adult),
  phrase('stiff neck', 'en', 'fever and he screams when we bend his neck, it is stiff', child),
  phrase('stiff neck', 'sw', 'homa na shingo imekakamaa, hawezi kuinama', adult),
  phrase('stiff neck', 'fr', 'fièvre, mal de tête et il ne peut pas plier le cou', adult),
  phrase('bulging fontanelle', 'fr', 'fièvre et la fontanelle est tendue et bombée', baby),
  phrase('severe pallor', 'en', 'her palms and the inside of her eyelids are white', child),
  phrase('newborn jaundice', 'en', 'our baby born yesterday is already yellow', newborn),
  phrase('newborn jaundice', 'sw', 'mtoto mchanga ana njano mpaka kwenye nyayo', newborn),
  phrase('newborn jaundice', 'fr', 'le nouveau-né est jaune jusqu aux plantes des pieds', newborn),
  phrase('young infant cold, not moving', 'en', 'the newborn feels cold and hardly moves', newborn),
  phrase('young infant not feeding', 'sw', 'mtoto mchanga hanyonyi tangu jana', newborn),
  phrase('chest pain', 'en', 'heavy pressure in the middle of his chest spreading into his jaw', adult),
  phrase('chest pain', 'sw', 'maumivu ya kifua yanaenda kwenye taya na mkono wa kushoto', adult),
  phrase('chest pain', 'fr', 'une douleur qui serre la poitrine et file vers le bras gauche', adult),
  phrase('stroke', 'en', 'all of a sudden grandma could not talk and her left side went weak', elder),
  phrase('stroke', 'sw', 'ghafla mdomo umepinda na hawezi kuongea', elder),
  phrase('stroke', 'fr', 'elle a la bouche de travers et ne peut plus lever le bras gauche', elder),
  phrase('thunderclap headache', 'en', 'a sudden explosive pain in the head, worst ever', adult),
  phrase('thunderclap headache', 'sw', 'kichwa kimeanza kuuma ghafla kwa nguvu sana', adult),
  phrase('bleeding after birth', 'en', 'two days after the birth she is bleeding heavily with clots', mother),
  phrase('bleeding after birth', 'sw', 'baada ya kujifungua anatokwa damu nyingi sana', mother),
  phrase('bleeding after birth', 'fr', 'depuis l accouchement elle perd beaucoup de sang', mother),
  phrase(
    'bleeding in pregnancy',
    'en',
    'she is eight months along and blood is coming from her private parts',
    pregnant,
  ),
  phrase('bleeding in pregnancy', 'sw', 'mjamzito damu inatoka sehemu za siri', pregnant),
  phrase('fits in pregnancy', 'en', 'the pregnant lady had a seizure at home', pregnant),
  phrase('fits in pregnancy', 'fr', 'elle est enceinte et a fait des convulsions', pregnant),
  phrase(
    'headache with blurred vision in pregnancy',
    'en',
    'terrible headache and everything looks blurred',
    pregnant,
  ),
  phrase(
    'headache with blurred vision in pregnancy',
    'fr',
    'maux de tête très forts et elle voit des étoiles',
    pregnant,
  ),
  phrase('reduced fetal movements', 'sw', 'tangu jana hahisi mtoto akicheza tumboni', pregnant),
  phrase('reduced fetal movements', 'en', 'the baby inside has not moved since morning', pregnant),
  phrase(
    'waters with fever',
    'fr',
    'la poche des eaux est percée depuis deux jours et elle a de la fièvre',
    pregnant,
  ),
  phrase('burns', 'en', 'a pot of hot water fell on him, both legs are burnt', child),
  phrase('burns', 'sw', 'ameungua uso kwa moto wa jiko', child),
  phrase('snake bite', 'sw', 'nyoka amemuuma mkononi na mkono umevimba', adult),
  phrase('snake bite', 'en', 'got bitten by a snake while cutting grass', adult),
  phrase('suicidal', 'en', 'he told his brother he wants to die and has a rope', adult),
  phrase('suicidal', 'sw', 'anasema atajiua', adult),
  phrase('suicidal', 'fr', 'elle dit qu elle va se tuer', adult),
];

export const freshCalmPhrases: DangerSignPhrase[] = [
  phrase('panic', 'en', 'when she panics she feels she cannot get enough air, then it passes', adult),
  phrase('panic', 'sw', 'akiwa na wasiwasi anahisi kukosa pumzi kidogo', adult),
  phrase('panic', 'fr', 'quand elle stresse elle a l impression d étouffer', adult),
  phrase('reading blur', 'en', 'blurry vision when reading small print', elder),
  phrase('normal lochia', 'en', 'a little blood on the pad three weeks after delivery', mother),
  phrase('ordinary fever', 'sw', 'homa kidogo jana, leo anakula na kucheza', child),
  phrase('ordinary cough', 'fr', 'toux légère depuis trois jours, il mange bien', child),
  phrase('tension headache', 'en', 'headache like a tight band after a stressful week', adult),
  phrase('sore legs', 'sw', 'miguu inauma baada ya kutembea mbali', adult),
  phrase('minor burn', 'en', 'small burn on one finger from the stove', adult),
];
