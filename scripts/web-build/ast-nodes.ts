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
