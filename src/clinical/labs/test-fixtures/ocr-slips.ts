import type { ExpectedValue } from './lab-reports';

/**
 * Text that tesseract.js (English data) read from phone-like photos of a printed lab slip, tilted 2 to 6
 * degrees, unevenly lit and noisy, kept as read: stray marks, table borders read as '|', '^' read as
 * '7' or '"', 'HbA1c' read as 'HbAlc', junk words at line ends. The same slip each time; the first five
 * from plain OCR, the last five from OCR with image clean-up (columns come back as tabs).
 */
export const ocrSlipSamples: readonly string[] = [
  `KISUMU COUNTY REFERRAL HOSPITAL - LABORATORY
Patient: AFR-20250114-0042	Sex: F	Age: 34 Y
Collected: 14/01/2025 09:40	Reported: 14/61/2025 11:15
Test	Result	Units	Reference range
Haemoglobin	10.2	g/dL	12.0 - 16.0
WBC	14.8	x1079/L	4.0 - 11.0
Platelets	95	x1079/L	150 - 400
Neutrophils	78	%	40 - 75
Lymphocytes	15	%	20 - 45
Mov	72	fL	80 - 100
Random blood glucose	11.4	mmol/L	3.9 - 7.8
HbAlc	7.9	%	4.0 - 5.6
Creatinine	132	umol/L	45 - 90
Urea	9.1	mmol/L	2.5 - 7.1
Sodium	131	mmol/L	135 - 145
Potassium	5.6	mmol/L	3.5 - 5.1
ALT	48	u/L	7 - 40
Total bilirubin	28	umol/L	3 - 21
CRP	86	mg/L	0-5
Malaria RDT (P. falciparum)	POSITIVE	NEGATIVE
HIV rapid test	NON-REACTIVE	NON-REACTIVE
Urine nitrite	NEGATIVE	NEGATIVE
Verified by: J. Otieno, Medical Laboratory Technologist`,
  `KISUMU COUNTY REFERRAL HOSPITAL - LABORATORY
Patient: AFR-20250114-8042	Sex: F	Age: 34 Y
Collected: 14/01/2025 09:40	Reported: 14/01/2025 11:15
Test	Result	Units	Reference range
Haemoglobin	10.2	g/dL	12.0 - 16.0
WBC	14.8	x10"9/L	4.0 - 11.0
Platelets	95	x1079/L	150 - 400
Neutrophils	78	%	40 - 75
Lymphocytes	15	%	20 - 45
Moy	72	fL	80 - 100
Random blood glucose	11.4	mmol/L	3.9 - 7.8
HbAlc	7.9	%	4.0 - 5.6
Creatinine	132	umol/L	45 - 90
Urea	9.1	mmol/L	2.5 - 7.1
Sodium	131	mmol/L	135 - 145
Potassium	5.6	mmol/L	3.5 - 5.1
ALT	48	u/L	7 - 40
Total bilirubin	28	umol/L	3 - 21
Ee	86	mg/L	0-5
Malaria ROT (P. falciparum)	POSITIVE	NEGATIVE
HIV rapid test	NON-REACTIVE	NON-REACTIVE
Urine nitrite	NEGATIVE	NEGATIVE
Verified by: J. Otieno, Medical Laboratory Technologist`,
  `KISUMU COUNTY REFERRAL HOSPITAL - LABORATORY
Patient: AFR-20250114-0042	Sex: F	Age: 34 Y	:
Collected: 14/01/2025 69:40	Reported: 14/61/2025 11:15
Test	Result	Units	Reference range
Haemoglobin	10.2	g/dL	12.0 - 16.0
WBC	14.8	x10"9/L	4.0 - 11.0
:	Platelets	95	x10"9/L	150 - 400
Neutrophils	78	%	40 - 75
Lymphocytes	15	%	20 - 45
Mo	72	fL	80 - 100	Br
Random blood glucose	11.4	mmol/L	3.9 - 7.8
HAC	7.9	%	4.0 - 5.6
(Creatinine	132	umol/L	45 - 90	oni
Urea	9.1	mmol/L	2.5 - 7.1	ker:
Sodium	131	mmol/L	135 - 145
Potassium	5.6	4%	mmol/L	3.5-51
ALT	48	u/L	7+ 40 uAnreel
Total bilirubin	28	:	umol/L	3-21	Bg
CRP	86	mg/L	 -'5	CREE
Malaria ROT (P. falciparum)	POSITIVE	NEGATIVE	Sa
HIV rapid test	NON -REACTIVE	NON-REACTIVE
Urine nitrite	NEGATIVE	i	NEGATIVE	Sh
Verified by: J. Otieno, Medical Laboratory Technologist	~~
|`,
  `TAT i vi oi Sasa Chieu Sok cA ha i Wa a A
KISUMU COUNTY REFERRAL HOSPITAL - LABORATORY	:
Patient: AFR-20250114-0042	Sex: F	Age: 34 Y
Collected: 14/01/2025 09:40	Reported: 14/01/2025 11:15
Test	Result	Units	Reference range
Haemoglobin	10.2	g/dL	12.0 - 16.0
Te	14.8	x10°9/L	4.0 - 11.0
Platelets	95	x1079/L	150 - 400
Neutrophils	78	%	40 - 75	:
Lymphocytes	15	%	20 - 45	rami
MCV	72	fL	80 - 100	EE
Random blood glucose	11.4	mmol/L	3.9 - 7.8	ate
HbAlc	7.9	%	4.9 -. 5:6	ime
Creatinine	132	cr	umol/L	cas	90 Clalit.
Urea	9.1	;	CITI	BR	i
Sodium	131	mmol/L.	1135"	145 LG
Potassium	5.6	mmol/L:	(3.5 + 5.1	hii
ALT	a8	un	1-48	gril
Total bilirubin	28.10	TAVIS	a	UE	Tg
w	le	Tha
Malaria ROT (P. falciparum)	POSITIVE	Cv	NEGATIVES	5	Si
HIV rapid test	NON-REACTIVE ~~	NON-REACTIVE ~~
Urine nitrite	NEGATIVE.	' i	icin	NEGATIVE 5 iain
Verified by: J. Otieno, Medical Laboratory Technologist aed`,
  `KISUMU COUNTY REFERRAL HOSPITAL - LABORATORY
Patient: AFR-20250114-0042	Sex: F	Age: 34 Y
Collected: 14/01/2025 09:40	Reported: 14/01/2025 11:15
Test	Result	Units	Reference range
Haemoglobin	10.2	g/dL	12.0 - 16.0
WBC	14.8	x1079/L	4.0 - 11.0
|	Platelets	95	x1079/L	150 - 400
Neutrophils	78	%	40 - 75
Lymphocytes	15	%	20 - 45
MCV	72	fL	80 - 100
Random blood glucose	11.4	mmol/L	3.9 - 7.8
HbAlc	7.9	%	4.0 - 5.6
Creatinine	132	umol/L	45 - 90
Urea	9.1	mmol/L	2.5 -7.1
Sodium	131	mmol/L	135 - 145
Potassium	5.6	mmol/L	3.5 - 5.1
ALT	48	u/L	7 - 40
Total bilirubin	28	umol/L	3 - 21
CRP	86	mg/L	0-5
Malaria RDT (P. falciparum)	POSITIVE	NEGATIVE
HIV rapid test	NON-REACTIVE	NON-REACTIVE
Urine nitrite	NEGATIVE	NEGATIVE
Verified by: J. Otieno, Medical Laboratory Technologist`,
  `KISUMU COUNTY REFERRAL HOSPITAL - LABORATORY
Patient: AFR-20250114-0042	Sex: F	Age: 34 Y
Collected: 14/01/2025 09:40	Reported: 14/01/2025 11:15
Test	Result	Units	Reference range
Haemoglobin	10.2	g/dL	12.0 - 16.0
WBC	14.8	x10^9/L	4.0 - 11.0
Platelets	95	x10^9/L	150 - 400
Neutrophils	78	%	40 - 75
Lymphocytes	15	%	20 - 45
MCV	72	fL	80 - 100
Random blood glucose	11.4	mmol/L	3.9 - 7.8
HbA1c	7.9	%	4.0 - 5.6
Creatinine	132	umol/L	45 - 90
Urea	9.1	mmol/L	2.5 - 7.1
Sodium	131	mmol/L	135 - 145
Potassium	5.6	mmol/L	3.5 - 5.1
ALT	48	u/L	7 - 40
Total bilirubin	28	umol/L	3-21
CRP	86	mg/L	0-5
Malaria RDT (P. falciparum)	POSITIVE	NEGATIVE
HIV rapid test	NON-REACTIVE	NON-REACTIVE
Urine nitrite	NEGATIVE	NEGATIVE
Verified by: J. Otieno, Medical Laboratory Technologist`,
  `KISUMU COUNTY REFERRAL HOSPITAL - LABORATORY
Patient: AFR-20250114-0042	Sex: F	Age: 34 Y
Collected: 14/01/2025 09:40	Reported: 14/01/2025 11:15
Test	Result	Units	Reference range
Haemoglobin	10.2	g/dL	12.0 - 16.0
WBC	14.8	x10^9/L	4.0 - 11.0
Platelets	95	x10^9/L	150 - 400
Neutrophils	78	%	40 - 75
Lymphocytes	15	%	20 - 45
MCV	72	fL	80 - 100
Random blood glucose	11.4	mmol/L	3.9 - 7.8
HbA1c	7.9	%	4.0 - 5.6
Creatinine	132	umol/L	45 - 90
Urea	9.1	mmol/L	2.5 - 7.1
Sodium	131	mmol/L	135 - 145
Potassium	5.6	mmol/L	3.5 - 5.1
ALT	48	u/L	7 - 40
Total bilirubin	28	umol/L	3-21
CRP	86	mg/L	0-5
Malaria RDT (P. falciparum)	POSITIVE	NEGATIVE
HIV rapid test	NON-REACTIVE	NON-REACTIVE
Urine nitrite	NEGATIVE	NEGATIVE
Verified by: J. Otieno, Medical Laboratory Technologist`,
  `KISUMU COUNTY REFERRAL HOSPITAL - LABORATORY
Patient: AFR-20250114-0042	Sex: F	Age: 34 Y
Collected: 14/01/2025 09:40	Reported: 14/01/2025 11:15
Test	Result	Units	Reference range
Haemoglobin	10.2	g/dL	12.0 - 16.0
WBC	14.8	x10^9/L	4.0 - 11.0
|	Platelets	95	x10^9/L	150 - 400
Neutrophils	78	%	40 - 75
|	Lymphocytes	15	%	20 - 45
MCV	72	fL	80 - 100
{	Random blood glucose	11.4	mmol/L	3.9 - 7.8
HbA1c	7.9	%	4.0 - 5.6
Creatinine	132	umol/L	45 - 90
|	Urea	9.1	mmol/L ~~ 2.5 - 7.1
{Sodium	131	mmol/L	135°- 145
i	Potassium	5.6	mmol/L	3.5 - 5.1
ALT	48	u/L	7 - 40
Total bilirubin	28	umol/L ~~ 3-21
|	CRP	86	mg/L	0-5
Malaria RDT (P. falciparum) = POSITIVE	NEGATIVE
HIV rapid test	NON-REACTIVE	NON-REACTIVE
Urine nitrite	NEGATIVE	NEGATIVE
Verified by: J. Otieno, Medical Laboratory Technologist	:`,
  `KISUMU COUNTY REFERRAL HOSPITAL - LABORATORY
Patient: AFR-20250114-0042	Sex: F	Age: 34 Y
Collected: 14/01/2025 09:40	Reported: 14/01/2025 11:15
Test	Result	Units	Reference range	f
Haemoglobin	10.2	g/dL	12.0 - 16.0
WBC	14.8	x10^9/L	4.0 - 11.0
Platelets	95	x10^9/L	150 - 400
Neutrophils	78	%	40 - 75
Lymphocytes	15	%	20 - 45	¢
MCV	72	fL	80 - 100
Random blood glucose	11.4	mmol/L	3.9 - 7.8
HbA1c	7.9	%	4.0 -.5.6
Creatinine	132	umol/L	45 - 90
Urea	9.1	mmol/L	2.5 + 7.1
Sodium	131	mmol/L	135 -1145
Potassium	5.6	mmol/L	3.5 -5.1
ALT	48	u/L	7-40
Total bilirubin	28	umol/L	3-21
CRP	86	mg/L	0-5
Malaria RDT (P. falciparum) = POSITIVE	NEGATIVE
HIV rapid test	NON-REACTIVE	NON-REACTIVE	=~
Urine nitrite	NEGATIVE	NEGATIVE
Verified by: J. Otieno, Medical Laboratory Technologist = °	aa`,
  `KISUMU COUNTY REFERRAL HOSPITAL - LABORATORY
Patient: AFR-20250114-0042	Sex: F	Age: 34 Y
Collected: 14/01/2025 09:40	Reported: 14/01/2025 11:15
Test	Result	Units	Reference range
Haemoglobin	10.2	g/dL	12.0 - 16.0
WBC	14.8	x10^9/L	4.0 - 11.0
Platelets	95	x10^9/L	150 - 400
Neutrophils	78	%	40 - 75
Lymphocytes	15	%	20 - 45
MCV	72	fL	80 - 100
Random blood glucose	11.4	mmol/L	3.9 - 7.8
HbA1c	7.9	%	4.0 - 5.6
Creatinine	132	umol/L	45 - 90
Urea	9.1	mmol/L	2.5 - 7.1
Sodium	131	mmol/L	135 - 145
Potassium	5.6	mmol/L	3.5 - 5.1
ALT	48	U/L	7 - 40
Total bilirubin	28	umol/L	3-21
CRP	86	mg/L	0-5
Malaria RDT (P. falciparum)	POSITIVE	NEGATIVE
HIV rapid test	NON-REACTIVE	NON-REACTIVE
Urine nitrite	NEGATIVE	NEGATIVE
Verified by: J. Otieno, Medical Laboratory Technologist`,
];

/** The values printed on that slip (a febrile adult at a Kenyan county hospital). */
export const ocrSlipExpected: readonly ExpectedValue[] = [
  { analyteId: 'haemoglobin', value: 10.2 },
  { analyteId: 'white-cell-count', value: 14.8 },
  { analyteId: 'platelets', value: 95 },
  { analyteId: 'neutrophils-percent', value: 78 },
  { analyteId: 'lymphocytes-percent', value: 15 },
  { analyteId: 'mcv', value: 72 },
  { analyteId: 'glucose-random', value: 11.4 },
  { analyteId: 'hba1c', value: 7.9 },
  { analyteId: 'creatinine', value: 132 },
  { analyteId: 'urea', value: 9.1 },
  { analyteId: 'sodium', value: 131 },
  { analyteId: 'potassium', value: 5.6 },
  { analyteId: 'alt', value: 48 },
  { analyteId: 'bilirubin-total', value: 28 },
  { analyteId: 'crp', value: 86 },
  { analyteId: 'malaria-rdt', qualitative: 'positive' },
  { analyteId: 'hiv-rapid', qualitative: 'negative' },
  { analyteId: 'urine-nitrite', qualitative: 'negative' },
];
