import type { Condition } from '../knowledge/types';
import type { PatientFacts } from './patient-facts';

/**
 * Child-protection prompts that belong with a prescription: a sexually transmitted infection outside the
 * newborn period, or a pregnancy, in someone under 18 calls for an assessment for sexual abuse and a
 * referral to the child-protection services (WHO, Responding to children and adolescents who have been
 * sexually abused, 2017, recommendations 1-3 and section on STI testing and treatment; in Kenya the age of
 * consent is 18, Sexual Offences Act 2006 section 8).
 */
const source =
  'WHO, Responding to children and adolescents who have been sexually abused: clinical guidelines (2017)';

/** ICD-10 A51-A64: infections with a predominantly sexual mode of transmission (A50, congenital syphilis, is not). */
function isSexuallyTransmitted(condition: Pick<Condition, 'icd10'>): boolean {
  return condition.icd10.some((code) => {
    const match = /^A(\d{2})/.exec(code);
    return match !== null && Number(match[1]) >= 51 && Number(match[1]) <= 64;
  });
}

const adultYears = 18;
const prepubertalYears = 12;
/** Perinatal infections (gonococcal ophthalmia, neonatal chlamydia) are acquired at birth. */
const perinatalDays = 28;

export function findSafeguardingConcerns(
  condition: Pick<Condition, 'icd10' | 'name'> | undefined,
  facts: PatientFacts,
): string[] {
  if (!facts.isAgeKnown || facts.ageYears >= adultYears) return [];
  const concerns: string[] = [];
  const isPerinatal = facts.ageDays !== undefined && facts.ageDays <= perinatalDays;
  if (condition !== undefined && isSexuallyTransmitted(condition) && !isPerinatal) {
    concerns.push(
      facts.ageYears < prepubertalYears
        ? `Safeguarding: ${condition.name} in a child of ${Math.floor(facts.ageYears)} years is presumed sexual abuse until shown otherwise: refer to child protection (children's officer, police gender desk, GBV recovery centre), document, examine with consent, and give post-exposure care (${source}).`
        : `Safeguarding: ${condition.name} in an adolescent under 18: ask privately about sexual abuse, coercion or exploitation and refer to child protection when found (${source}).`,
    );
  }
  if (facts.pregnant) {
    concerns.push(
      `Safeguarding: pregnancy at ${Math.floor(facts.ageYears)} years, under the age of consent: assess for sexual abuse and refer to child protection and adolescent-friendly antenatal care (${source}; Kenya Sexual Offences Act 2006).`,
    );
  }
  return concerns;
}

/** Signs of a sexually transmitted infection in the genital area, whatever the diagnosis they are ranked into. */
const sexualTransmissionSigns = new Set(['vaginal-discharge', 'urethral-discharge', 'genital-ulcer']);

/**
 * A genital discharge or ulcer in a prepubertal child calls for an assessment for sexual abuse even when no
 * sexually transmitted infection leads the differential (WHO 2017, section on STI testing and treatment in
 * children): the prompt must not depend on the ranking.
 */
export function findSafeguardingForFindings(
  presentFindingIds: readonly string[],
  facts: PatientFacts,
): string[] {
  if (!facts.isAgeKnown || facts.ageYears >= prepubertalYears) return [];
  if (facts.ageDays !== undefined && facts.ageDays <= perinatalDays) return [];
  if (!presentFindingIds.some((id) => sexualTransmissionSigns.has(id))) return [];
  return [
    `Safeguarding: a genital discharge or ulcer in a child of ${Math.floor(facts.ageYears)} years may be a sign of sexual abuse: ask and examine with the carer's consent, test for sexually transmitted infections, document, and refer to child protection (children's officer, police gender desk, GBV recovery centre) when abuse is suspected (${source}).`,
  ];
}
