/**
 * Details that identify a person, refused in public outbreak notes and locations (they are published on
 * the regional panel). Aggregate wording ("3 children under 5", "2 HIV-positive cases") passes; a person
 * does not: a name with an age, a date of birth, a phone or ID number, one person's HIV status.
 */
interface IdentifyingPattern {
  pattern: RegExp;
  message: string;
}

const PERSON = String.raw`(?:he|she|him|her|patient|pt|mother|father|mum|mama|baba|child|baby|infant|man|woman|boy|girl|mr|mrs|ms|miss|dr)`;
/** A capitalised name; words that start a sentence about a group ("Cases aged 5 to 14") are not names. */
const GROUP_WORDS =
  'Cases|Children|Patients|Adults|Deaths|Most|All|Those|Contacts|People|Persons|Women|Men|Infants|Pupils|Students|Several|Many|Some';
const NAME = String.raw`(?!(?:${GROUP_WORDS})\b)[A-Z][a-z'’-]+(?:\s+[A-Z][a-z'’-]+){0,2}`;

const RESULT = String.raw`(?:positive|negative|reactive|non-reactive|\+\s*ve|-\s*ve|\+|pos\b|neg\b|status)`;
const HIV = String.raw`\b(?:hiv|rvd|retroviral)\b`;
const HIV_MESSAGE =
  'Remove the HIV status of a person: outbreak notes are public and must not identify anyone';

const IDENTIFYING_PATTERNS: readonly IdentifyingPattern[] = [
  {
    // "Wanjiru Kamau, 34 years", "Baby Achieng (2 yrs)", "Otieno aged 45", "John 34yo"
    pattern: new RegExp(
      String.raw`\b${NAME}\s*[,(]\s*(?:aged?\s*)?\d{1,3}\s*-?\s*(?:years?|yrs?|yo|y\/o|y\.o|months?|mths?)\b` +
        String.raw`|\b${NAME},?\s+aged?\s*[:=]?\s*\d{1,3}\b` +
        String.raw`|\b${NAME}\s+\d{1,3}\s*(?:yo|y\/o|y\.o|years?\s+old|yrs?\s+old)\b`,
    ),
    message: 'Remove the name and age: outbreak notes are public and must not identify a person',
  },
  {
    pattern: /\b(?:d\.?o\.?b\b|date\s+of\s+birth|born\s+(?:on\s+|in\s+)?\d)/i,
    message: 'Remove the date of birth: outbreak notes are public and must not identify a person',
  },
  {
    pattern: /\d(?:[\s-]?\d){8,}/,
    message: 'Remove phone, ID or record numbers: health updates must not identify patients',
  },
  {
    pattern:
      /\b(?:national\s+id|id\s*(?:no|number|#)|passport|mrn|ip\s*no|op\s*no|nhif|sha\s*no|hospital\s*(?:no|number)|file\s*(?:no|number))\b\.?\s*[:#]?\s*[A-Z0-9/-]*\d[A-Z0-9/-]{2,}/i,
    message: 'Remove ID or record numbers: outbreak notes are public and must not identify a person',
  },
  {
    pattern: new RegExp(String.raw`\b${PERSON}\b[^.;\n]{0,40}${HIV}[^.;\n]{0,15}${RESULT}`, 'i'),
    message: HIV_MESSAGE,
  },
  {
    pattern: new RegExp(String.raw`${HIV}[^.;\n]{0,15}${RESULT}[^.;\n]{0,30}\b${PERSON}\b`, 'i'),
    message: HIV_MESSAGE,
  },
  {
    pattern: new RegExp(String.raw`\b${NAME}\s+(?:is|was|tested|found)\b[^.;\n]{0,20}\b(?:HIV|hiv|RVD)\b`),
    message: HIV_MESSAGE,
  },
];

/** The message for the first identifying detail in `text`, or undefined when there is none. */
export function findIdentifyingDetail(text: string): string | undefined {
  return IDENTIFYING_PATTERNS.find(({ pattern }) => pattern.test(text))?.message;
}
