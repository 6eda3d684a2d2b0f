/**
 * Tables laid out side by side, in tab-separated rows whose blank cells are kept (Word, Excel, CSV):
 * - two tests to a row under a header printed twice ('Test  Result  Normal  Test  Result  Normal'): the
 *   left half of every row, then the right half, so each test has a row of its own;
 * - one test read two ways under a header whose result columns repeat ('Cell type  Result  Low  High
 *   Result  Low  High'), each group named by the row above it ('Relative (%)', 'Absolute (x10^9/L)'): one
 *   row per reading, with the group's unit in a unit column.
 * Any other text is returned unchanged.
 */
export function unfoldSideBySideTables(text: string): string {
  const lines = text.split('\n');
  const out: string[] = [];
  for (let index = 0; index < lines.length; index++) {
    const cells = (lines[index] ?? '').split('\t');
    const repeat = findRepeatedColumns(cells);
    if (repeat === undefined) {
      out.push(lines[index] ?? '');
      continue;
    }
    let end = index + 1;
    while (end < lines.length && isRowOf(lines[end] ?? '', cells.length)) end++;
    const rows = lines.slice(index + 1, end).map((line) => line.split('\t'));
    const above = out.at(-1)?.split('\t');
    const titles = above !== undefined && isTitleRow(above, repeat) ? above : undefined;
    if (titles !== undefined) out.pop();
    out.push(
      ...(repeat.start === 0
        ? unfoldHalves(cells, rows, repeat, titles)
        : unfoldReadings(cells, rows, repeat, titles)),
    );
    index = end - 1;
  }
  return out.join('\n');
}

interface Repeat {
  /** Where the first group of repeated columns starts; the cells before it are shared by every group. */
  start: number;
  /** Cells in one group. */
  size: number;
  /** How many groups follow one another. */
  count: number;
}

const resultHeader = /^(results?|values?|r[ée]sultats?|valeurs?)$/i;
const normalise = (cell: string) => cell.toLowerCase().replace(/\s+/g, ' ').trim();

/** The widest run of two or more header cells printed again right after itself, holding a result column. */
function findRepeatedColumns(cells: readonly string[]): Repeat | undefined {
  const keys = cells.map(normalise);
  for (let size = Math.floor(keys.length / 2); size >= 2; size--) {
    for (let start = 0; start + 2 * size <= keys.length; start++) {
      const group = keys.slice(start, start + size);
      if (group.some((key) => key === '') || !group.some((key) => resultHeader.test(key))) continue;
      const sameAt = (at: number) => group.every((key, offset) => keys[at + offset] === key);
      let count = 1;
      while (start + (count + 1) * size <= keys.length && sameAt(start + count * size)) count++;
      if (count >= 2) return { start, size, count };
    }
  }
  return undefined;
}

/** A data row of the table: tab-separated, no wider than its header. */
function isRowOf(line: string, width: number): boolean {
  const cells = line.split('\t');
  return cells.length >= 2 && cells.length <= width && findRepeatedColumns(cells) === undefined;
}

/** The row above the header naming each group ('Dipstick  Microscopy', 'Cell type  Relative (%)  Absolute'). */
function isTitleRow(cells: readonly string[], repeat: Repeat): boolean {
  const labels = groupLabels(cells, repeat);
  return labels.every((label) => label !== '') && new Set(labels.map(normalise)).size === labels.length;
}

/** The label over each group: the cell at the group's start, or the nearest filled one inside the group. */
function groupLabels(cells: readonly string[], repeat: Repeat): string[] {
  if (repeat.start === 0 && cells.length === repeat.count) return cells.map((cell) => cell.trim());
  return Array.from({ length: repeat.count }, (_, group) => {
    const from = repeat.start + group * repeat.size;
    const inGroup = cells.slice(from, from + repeat.size).find((cell) => cell.trim() !== '');
    return (inGroup ?? '').trim();
  });
}

const joinRow = (cells: readonly string[]) => cells.join('\t').replace(/\t+$/, '');

function unfoldHalves(
  header: readonly string[],
  rows: readonly string[][],
  repeat: Repeat,
  titles: readonly string[] | undefined,
): string[] {
  const shared = header.slice(repeat.size * repeat.count);
  const labels = titles === undefined ? undefined : groupLabels(titles, repeat);
  return Array.from({ length: repeat.count }, (_, group) => {
    const part = (cells: readonly string[]) => cells.slice(group * repeat.size, (group + 1) * repeat.size);
    const lines = rows
      .filter((cells) => (part(cells)[0] ?? '').trim() !== '')
      .map((cells) => joinRow([...part(cells), ...cells.slice(repeat.size * repeat.count)]));
    const title = labels?.[group];
    return [...(title ? [title] : []), joinRow([...part(header), ...shared]), ...lines];
  }).flat();
}

/** The unit a group's label names in brackets ('Absolute (x10^9/L)', 'Relative (%)'). */
function unitOfLabel(label: string): string | undefined {
  const bracketed = /\(([^()]+)\)\s*$/.exec(label)?.[1]?.trim();
  return bracketed !== undefined && /%|\/|\^|10[⁰-⁹]/.test(bracketed) ? bracketed : undefined;
}

function unfoldReadings(
  header: readonly string[],
  rows: readonly string[][],
  repeat: Repeat,
  titles: readonly string[] | undefined,
): string[] {
  const key = (cells: readonly string[]) => cells.slice(0, repeat.start);
  const after = repeat.start + repeat.size * repeat.count;
  const shared = (cells: readonly string[]) => cells.slice(after);
  const labels = titles === undefined ? [] : groupLabels(titles, repeat);
  const units = labels.map(unitOfLabel);
  const withUnit = units.every((unit) => unit !== undefined);
  const group = (cells: readonly string[], index: number) => {
    const from = repeat.start + index * repeat.size;
    const part = cells.slice(from, from + repeat.size);
    while (part.length < repeat.size) part.push('');
    return part;
  };
  const place = (part: readonly string[], unit: string) => [part[0] ?? '', unit, ...part.slice(1)];
  // The group titles become each reading's unit (or a word after its name): their row is not kept.
  const lines = [
    joinRow([
      ...key(header),
      ...(withUnit ? place(group(header, 0), 'Unit') : group(header, 0)),
      ...shared(header),
    ]),
  ];
  for (const cells of rows) {
    for (let index = 0; index < repeat.count; index++) {
      const part = group(cells, index);
      if ((part[0] ?? '').trim() === '') continue;
      const label = labels[index];
      const names = key(cells);
      const named =
        withUnit || label === undefined || label === ''
          ? names
          : [`${names[0] ?? ''} (${label})`, ...names.slice(1)];
      lines.push(
        joinRow([...named, ...(withUnit ? place(part, units[index] ?? '') : part), ...shared(cells)]),
      );
    }
  }
  return lines;
}
