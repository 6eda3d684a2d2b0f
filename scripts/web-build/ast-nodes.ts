/** The parts of an acorn syntax tree the web-build plugins read. */
export interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

export const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** A property's key as written: `name` or `'name'`. */
export const keyName = (property: Node): string | undefined => {
  const key = property.key as Node | undefined;
  if (key?.type === 'Identifier') return key.name as string;
  if (key?.type === 'Literal') return String(key.value);
  return undefined;
};

/** Calls `visit` on each node directly under `node` (its node values and the nodes of its arrays), in order. */
export function eachChild(node: Node, visit: (child: Node) => void): void {
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const child of value) if (isNode(child)) visit(child);
    } else if (isNode(value)) visit(value);
  }
}

/** The code without the [start, end) ranges, which do not overlap; the last is cut first. */
export function withoutRanges(code: string, ranges: [number, number][]): string {
  return ranges
    .sort((a, b) => b[0] - a[0])
    .reduce((text, [start, end]) => text.slice(0, start) + text.slice(end), code);
}
