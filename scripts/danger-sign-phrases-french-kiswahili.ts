// A fourth set of danger signs in ordinary words, French and Kiswahili only, written on 29 Nov 2026 (before any
// change it led to) to measure how the wordings carry in the two registers weakest on unseen cases. Signs as the
// guidelines list them: OMS PCIME / WHO IMCI chart booklet 2014 (French edition 'signes généraux de danger';
// Kenya IMCI 'dalili za hatari'), OMS Soins hospitaliers pédiatriques 2015 (Pocket Book FR) ch. 1 (triage ETAT),
// OMS Soins de base d'urgence / WHO Basic Emergency Care 2018, PCPNC 2015 (signes de danger de la grossesse et du
// post-partum), MSF Guide clinique et thérapeutique 2023. Told as a relative, a community health worker or a
// nurse in a francophone African clinic (Cameroun, Côte d'Ivoire, Sénégal, RDC, Mali) or a Kenyan or Tanzanian
// one would. Each `alarm` phrase must raise an emergency; each `calm` phrase (the same worry without the
// danger sign) must not.
import { phraseIn, type DangerSignPhrase, type Patient } from './danger-sign-phrases';

const child: Patient = { age: 2, gender: 'female' };
const infant: Patient = { age: 0.5, gender: 'male' };
const newborn: Patient = { age: 0.02, gender: 'female' };
const adult: Patient = { age: 40, gender: 'male' };
const woman: Patient = { age: 32, gender: 'female' };
const elder: Patient = { age: 68, gender: 'male' };
const pregnant: Patient = { age: 27, gender: 'female', pregnant: true };
const mother: Patient = { age: 25, gender: 'female' };

const fr = phraseIn('fr');
const sw = phraseIn('sw');

export const frenchKiswahiliAlarmPhrases: DangerSignPhrase[] = [
  // IMCI general danger signs.
  fr('unable to drink or breastfeed', 'depuis ce matin il ne tète plus du tout, il refuse le sein', infant),
  fr('unable to drink or breastfeed', "elle n'arrive même plus à boire l'eau", child),
  sw('unable to drink or breastfeed', 'tangu jana hanyonyi tena, amekataa ziwa', infant),
  sw('unable to drink or breastfeed', 'mtoto hawezi kunywa hata maji', child),
  fr('vomits everything', 'tout ce qu elle avale, elle le vomit aussitôt', child),
  sw('vomits everything', 'kila kitu anachokula anarudisha', child),
  fr('convulsions', "l'enfant a fait des convulsions à la maison", child),
  fr('convulsions', 'il tremblait de tout son corps, les yeux tournés, il ne répondait pas', child),
  sw('convulsions', 'mtoto ameanguka na kutetemeka mwili mzima', child),
  sw('convulsions', 'alipata kifafa cha homa usiku', child),
  fr('lethargic or unconscious', 'elle ne se réveille plus, même quand on la secoue', child),
  fr('lethargic or unconscious', 'il est tout mou, il ne réagit plus', infant),
  sw('lethargic or unconscious', 'hazinduki hata tukimtikisa', child),
  sw('lethargic or unconscious', 'amepoteza fahamu tangu asubuhi', adult),
  // ETAT emergency signs.
  fr('severe respiratory distress', 'il respire très mal et il geint à chaque respiration', child),
  fr('severe respiratory distress', "elle a du mal à respirer et n'arrive plus à parler", adult),
  sw('severe respiratory distress', 'anapumua kwa shida na anaguna kila anapopumua', child),
  sw('severe respiratory distress', 'anashindwa kupumua, hawezi kuongea', adult),
  fr('blue lips', 'ses lèvres sont devenues bleues', child),
  sw('blue lips', 'midomo yake imekuwa ya bluu', child),
  fr('shock', 'il est pâle, les mains et les pieds glacés, le pouls très faible', adult),
  sw('shock', 'mikono na miguu ni baridi sana na mapigo ya moyo ni dhaifu', child),
  fr('severe dehydration', 'diarrhée, les yeux très enfoncés et le pli cutané revient très lentement', child),
  sw('severe dehydration', 'macho yameingia ndani sana na ngozi ikibanwa inarudi polepole sana', child),
  fr('stiff neck', 'fièvre forte avec la nuque raide', child),
  sw('stiff neck', 'ana homa kali na shingo imekakamaa', child),
  fr('severe pallor', 'les paumes des mains sont toutes blanches', child),
  sw('severe pallor', 'viganja vya mikono ni vyeupe kabisa', child),
  fr(
    'complicated severe malnutrition',
    'les deux pieds sont gonflés, il est très maigre et ne veut plus rien manger',
    child,
  ),
  sw(
    'complicated severe malnutrition',
    'miguu yote miwili imevimba, amekonda sana na hataki kula kabisa',
    child,
  ),
  // Young infant (PCIME nourrisson; IMCI young infant).
  fr('young infant cold', 'le nouveau-né est froid au toucher', newborn),
  sw('young infant cold', 'mtoto mchanga ni baridi ukimshika', newborn),
  fr('young infant moves only when stimulated', 'le bébé ne bouge que si on le stimule', newborn),
  sw('young infant moves only when stimulated', 'mtoto mchanga hasogei mpaka umguse', newborn),
  fr('young infant fever', 'le bébé de dix jours a de la fièvre', newborn),
  sw('young infant fever', 'mtoto wa siku kumi ana homa', newborn),
  // Adults (Basic Emergency Care).
  fr('ischaemic chest pain', 'douleur dans la poitrine qui serre, avec des sueurs', elder),
  sw('ischaemic chest pain', 'maumivu makali kifuani yanayobana, anatokwa na jasho', elder),
  fr('stroke', "d'un coup il ne peut plus bouger le bras droit et la bouche est tordue", elder),
  sw('stroke', 'ghafla upande mmoja wa mwili umekufa ganzi na mdomo umepinda', elder),
  fr(
    'fever with confusion',
    "forte fièvre et depuis hier il dit n'importe quoi, il ne reconnaît plus personne",
    elder,
  ),
  sw(
    'fever with confusion',
    'ana homa kali na tangu jana anaongea maneno yasiyoeleweka, hatambui watu',
    elder,
  ),
  fr('vomiting blood', 'il a vomi beaucoup de sang ce matin', adult),
  sw('vomiting blood', 'ametapika damu nyingi asubuhi', adult),
  fr('head injury', 'tombé de moto, il a perdu connaissance et vomit', adult),
  sw('head injury', 'alianguka kutoka pikipiki, alizimia na sasa anatapika', adult),
  fr('snake bite', 'mordu par un serpent au pied, la jambe gonfle vite', adult),
  sw('snake bite', 'ameumwa na nyoka mguuni, mguu unavimba haraka', adult),
  fr('anaphylaxis', 'après la piqûre de guêpe, le visage a gonflé et elle respire mal', woman),
  sw('anaphylaxis', 'baada ya kuumwa na nyuki uso umevimba na anashindwa kupumua', woman),
  fr('suicidal intent', 'il dit qu il veut se tuer', adult),
  sw('suicidal intent', 'anasema anataka kujiua', adult),
  fr(
    'young infant chest indrawing',
    'le bébé de trois semaines respire vite et sa poitrine se creuse fort',
    newborn,
  ),
  sw(
    'young infant chest indrawing',
    'mtoto wa wiki tatu anapumua haraka na kifua kinaingia ndani sana',
    newborn,
  ),
  // Pregnancy and after birth (PCPNC 2015).
  fr('bleeding in pregnancy', 'enceinte de huit mois, elle saigne beaucoup', pregnant),
  sw('bleeding in pregnancy', 'mama mjamzito wa miezi minane anatokwa na damu nyingi', pregnant),
  fr('fits in pregnancy', 'la femme enceinte a convulsé', pregnant),
  sw('fits in pregnancy', 'mama mjamzito amepata degedege', pregnant),
  fr(
    'severe headache with blurred vision in pregnancy',
    'enceinte, forte céphalée et elle voit flou',
    pregnant,
  ),
  sw(
    'severe headache with blurred vision in pregnancy',
    'mjamzito ana maumivu makali ya kichwa na haoni vizuri',
    pregnant,
  ),
  fr('bleeding after birth', 'après l accouchement elle saigne beaucoup, les pagnes sont trempés', mother),
  sw('bleeding after birth', 'baada ya kujifungua anavuja damu nyingi sana', mother),
  fr('fever after birth', 'trois jours après l accouchement, fièvre et pertes qui sentent mauvais', mother),
  sw('fever after birth', 'siku tatu baada ya kujifungua ana homa na uchafu unaonuka ukeni', mother),
];

export const frenchKiswahiliCalmPhrases: DangerSignPhrase[] = [
  fr('feeding well', 'il tète bien mais il a un peu le nez qui coule', infant),
  sw('feeding well', 'ananyonya vizuri ila ana mafua kidogo', infant),
  fr('vomited once', 'elle a vomi une fois hier, elle boit bien', child),
  sw('vomited once', 'alitapika mara moja jana, anakunywa vizuri', child),
  fr('awake and playing', 'fièvre depuis hier mais il joue et il mange', child),
  sw('awake and playing', 'ana homa tangu jana lakini anacheza na anakula', child),
  fr('cough without distress', 'il tousse depuis trois jours, il respire bien', child),
  sw('cough without distress', 'anakohoa siku tatu, anapumua vizuri', child),
  fr('diarrhoea drinking', 'diarrhée depuis hier, il boit avidement, les yeux normaux', child),
  sw('diarrhoea drinking', 'anaharisha tangu jana, anakunywa maji vizuri', child),
  fr(
    'mild chest pain on pressing',
    'petite douleur au thorax quand j appuie dessus, depuis une semaine',
    adult,
  ),
  sw('mild chest pain on pressing', 'maumivu kidogo ya mbavu nikibonyeza, wiki moja', adult),
  fr('pregnancy going well', 'enceinte de six mois, elle va bien, le bébé bouge', pregnant),
  sw('pregnancy going well', 'mjamzito wa miezi sita, yuko salama, mtoto anacheza', pregnant),
  fr('normal lochia', 'une semaine après l accouchement, elle saigne un peu, pas de fièvre', mother),
  sw('normal lochia', 'wiki moja baada ya kujifungua anatoka damu kidogo, hana homa', mother),
  fr('mild headache', 'un petit mal de tête depuis ce matin', woman),
  sw('mild headache', 'kichwa kinauma kidogo tangu asubuhi', woman),
  fr('iron tablets', 'elle prend son fer tous les jours pendant la grossesse', pregnant),
  sw('iron tablets', 'anameza vidonge vya damu kila siku kwa ujauzito', pregnant),
];
