/**
 * How a differential's evidence is shown on every screen and in the report: each piece once, with the
 * numbers (1 = the working diagnosis) of the conditions it counts for or against. Listing the same
 * symptom under every condition made pages of repetition.
 */
export interface EvidenceLine {
  text: string;
  supports: number[];
  against: number[];
}

export function evidenceOnce(
  differentials: ReadonlyArray<{ supporting?: readonly string[]; against?: readonly string[] }>,
): EvidenceLine[] {
  const byText = new Map<string, EvidenceLine>();
  const line = (text: string) => {
    const found = byText.get(text) ?? { text, supports: [], against: [] };
    byText.set(text, found);
    return found;
  };
  differentials.forEach((differential, index) => {
    for (const text of differential.supporting ?? []) line(text).supports.push(index + 1);
    for (const text of differential.against ?? []) line(text).against.push(index + 1);
  });
  return [...byText.values()];
}

/** A probability as every screen and the report print it: the engine's figure, to one decimal. */
export function percentText(probability: number): string {
  return `${Math.round(probability * 10) / 10}%`;
}
