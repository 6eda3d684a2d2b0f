// A third set of danger signs in ordinary words, written before any change for issues 10 and 11's remaining
// misses (danger told in a relative's words, and overdoses told without a computed dose per kg), and measured
// once on main at 809f5ef before any tuning. Signs as WHO lists them: IMCI chart booklet 2014 (young infant:
// jaundice in the first 24 hours or reaching palms and soles), PCPNC 2015 / MCPC 2017 (postpartum
// haemorrhage with shock; fever with foul-smelling lochia after birth or abortion), WHO Pocket Book 2013 and
// ETAT 2016 (paracetamol and iron poisoning; slow breathing with reduced consciousness after opioids).
import type { DangerSignPhrase, Patient } from './danger-sign-phrases';

const newborn: Patient = { age: 0.005, gender: 'male' };
const tenDayOld: Patient = { age: 0.027, gender: 'female' };
const mother: Patient = { age: 26, gender: 'female' };
const pregnant: Patient = { age: 29, gender: 'female', pregnant: true };
const toddler: Patient = { age: 2, gender: 'male' };
const adult: Patient = { age: 22, gender: 'female' };
const man: Patient = { age: 34, gender: 'male' };

const phrase = (
  sign: string,
  language: DangerSignPhrase['language'],
  text: string,
  patient: Patient,
): DangerSignPhrase => ({ sign, language, text, patient });

export const thirdAlarmPhrases: DangerSignPhrase[] = [
  phrase(
    'newborn jaundice',
    'en',
    'our baby is two days old and her eyes and skin have gone yellow',
    newborn,
  ),
  phrase('newborn jaundice', 'en', 'on his first day of life the skin already looked yellowish', newborn),
  phrase('newborn jaundice', 'en', "the yellow colour has spread down to the baby's hands and feet", newborn),
  phrase('newborn jaundice', 'sw', 'mtoto wa siku mbili ngozi na macho yamegeuka manjano', newborn),
  phrase('newborn jaundice', 'sw', 'mtoto mchanga ana manjano hadi viganja vya mikono', newborn),
  phrase('newborn jaundice', 'fr', 'bébé de deux jours, la peau est devenue toute jaune', newborn),
  phrase('newborn jaundice', 'fr', "le jaune descend jusqu'aux paumes et aux pieds du nourrisson", newborn),
  phrase(
    'sepsis after birth',
    'en',
    'a week after she delivered my wife has a high fever and the discharge down below smells bad',
    mother,
  ),
  phrase(
    'sepsis after abortion',
    'en',
    'since the abortion she has been hot with shivers and a foul smelling discharge',
    mother,
  ),
  phrase(
    'sepsis after birth',
    'en',
    'after giving birth at home my sister has fever, pain low in the belly and a bad smell from the vagina',
    mother,
  ),
  phrase('sepsis after birth', 'sw', 'tangu ajifungue ana homa kali na uchafu unaonuka ukeni', mother),
  phrase(
    'sepsis after abortion',
    'sw',
    'baada ya kutoa mimba ana homa na maji machafu yenye harufu mbaya',
    mother,
  ),
  phrase(
    'sepsis after birth',
    'fr',
    "depuis l'accouchement elle a de la fièvre et des pertes qui sentent mauvais",
    mother,
  ),
  phrase(
    'sepsis after abortion',
    'fr',
    'après un avortement elle a des frissons et des pertes malodorantes',
    mother,
  ),
  phrase(
    'bleeding after birth with shock',
    'en',
    'my daughter gave birth this morning, she keeps bleeding and now she fainted',
    mother,
  ),
  phrase(
    'bleeding after birth with shock',
    'en',
    'since the delivery she has soaked many cloths with blood and she is cold and very pale',
    mother,
  ),
  phrase(
    'bleeding after birth with shock',
    'en',
    'she lost a lot of blood after the baby came and she is dizzy and cannot stand',
    mother,
  ),
  phrase(
    'bleeding after birth with shock',
    'sw',
    'baada ya kujifungua damu haiachi kutoka, amezimia na mwili ni baridi',
    mother,
  ),
  phrase(
    'bleeding after birth with shock',
    'sw',
    'mke wangu anavuja damu tangu ajifungue, amepauka sana',
    mother,
  ),
  phrase(
    'bleeding after birth with shock',
    'fr',
    "après l'accouchement elle saigne sans arrêt, elle s'est évanouie",
    mother,
  ),
  phrase(
    'bleeding after birth with shock',
    'fr',
    'elle perd du sang depuis la naissance du bébé, elle est pâle et froide',
    mother,
  ),
  phrase('paracetamol overdose', 'en', 'he swallowed twenty paracetamol tablets last night', man),
  phrase('paracetamol overdose', 'en', 'the toddler drank the whole bottle of paracetamol syrup', toddler),
  phrase('iron overdose', 'en', "my son got into his mother's iron tablets and ate a handful", toddler),
  phrase('paracetamol overdose', 'sw', 'amemeza vidonge vingi vya panadol', adult),
  phrase('paracetamol overdose', 'sw', 'mtoto amekunywa chupa nzima ya paracetamol', toddler),
  phrase('paracetamol overdose', 'fr', 'il a avalé deux boîtes entières de paracétamol', man),
  phrase('iron overdose', 'fr', "l'enfant a mangé beaucoup de comprimés de fer de sa mère", toddler),
  phrase(
    'slow breathing, hard to wake',
    'en',
    'he took too many pills, is hard to wake and breathes only now and then',
    man,
  ),
  phrase(
    'slow breathing, hard to wake',
    'fr',
    "après la drogue il respire à peine, très lentement, et on n'arrive pas à bien le réveiller",
    man,
  ),
];

export const thirdCalmPhrases: DangerSignPhrase[] = [
  phrase(
    'mild jaundice after the first days',
    'en',
    'baby is ten days old with a slight yellow tinge to the face only, feeding well',
    tenDayOld,
  ),
  phrase(
    'mild jaundice after the first days',
    'sw',
    'mtoto wa siku kumi ana manjano kidogo usoni tu, ananyonya vizuri',
    tenDayOld,
  ),
  phrase(
    'normal lochia',
    'en',
    'three weeks after delivery some brownish discharge, no fever, she feels well',
    mother,
  ),
  phrase(
    'normal lochia',
    'fr',
    "un peu de saignement léger après l'accouchement il y a deux semaines, sans fièvre, elle va bien",
    mother,
  ),
  phrase('therapeutic paracetamol', 'en', 'took two paracetamol for a headache this morning', adult),
  phrase('therapeutic paracetamol', 'sw', 'amemeza kidonge kimoja cha panadol kwa maumivu ya kichwa', adult),
  phrase(
    'iron in pregnancy',
    'fr',
    'elle prend son comprimé de fer chaque jour pendant la grossesse',
    pregnant,
  ),
  phrase(
    'tired after birth',
    'en',
    'after the birth she feels tired and a little sad but is eating and feeding the baby',
    mother,
  ),
  phrase('sore nipples', 'sw', 'baada ya kujifungua ana maumivu kidogo ya chuchu', mother),
  phrase('deep sleep', 'en', 'he sleeps deeply at night and snores but wakes easily in the morning', man),
];
