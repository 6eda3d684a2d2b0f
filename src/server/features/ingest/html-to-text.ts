/**
 * Flattens the simple HTML mammoth produces from a Word file into text: paragraphs on their own
 * lines, table rows on one line with cells separated by tabs (so a results table keeps its columns).
 */
export function flattenHtmlToText(html: string): string {
  const text = html
    .replace(/<\/t[dh]>\s*/gi, '\t')
    .replace(/<\/tr>\s*/gi, '\n')
    .replace(/<(td|th)\b[^>]*>([\s\S]*?)(?=\t)/gi, (_, _tag: string, cell: string) =>
      cell.replace(/<\/p>|<br\s*\/?>/gi, ' '),
    )
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|li|table)>/gi, '\n')
    .replace(/<[^>]+>/g, '');
  return decodeEntities(text)
    .split('\n')
    .map((line) =>
      line
        .replace(/[ \u00a0]+/g, ' ')
        .replace(/ ?\t ?/g, '\t')
        .replace(/\t+$/, '')
        .trim(),
    )
    .filter((line) => line !== '')
    .join('\n');
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, '&');
}
