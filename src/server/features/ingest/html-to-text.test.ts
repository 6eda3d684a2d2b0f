import { describe, expect, it } from 'vitest';
import { flattenHtmlToText } from './html-to-text';

describe('flattening a Word document converted by mammoth', () => {
  it('writes table rows as tab-separated lines and paragraphs as lines', () => {
    const html =
      '<h1>Laboratory report</h1><p>Patient: AFR-0042</p><table><tr><td><p>Test</p></td><td><p>Result</p></td></tr>' +
      '<tr><td><p>Haemoglobin</p></td><td><p>10.2</p><p>g/dL</p></td></tr></table><p>Verified &amp; signed</p>';
    expect(flattenHtmlToText(html)).toBe(
      'Laboratory report\nPatient: AFR-0042\nTest\tResult\nHaemoglobin\t10.2 g/dL\nVerified & signed',
    );
  });

  it('decodes entities used for units and symbols', () => {
    expect(flattenHtmlToText('<p>Creatinine 132 &#181;mol/L &lt; 5 &#x2264; 6</p>')).toBe(
      'Creatinine 132 µmol/L < 5 ≤ 6',
    );
  });
});
