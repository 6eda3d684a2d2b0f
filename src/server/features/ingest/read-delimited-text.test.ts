import { describe, expect, it } from 'vitest';
import { readCsvFile, readTextFile } from './read-delimited-text';

describe('decoding text exports from lab systems', () => {
  it('strips a UTF-8 byte-order mark', () => {
    expect(readTextFile(Buffer.from('\ufeffHb 10.2 g/dL', 'utf8'))).toBe('Hb 10.2 g/dL');
  });

  it('falls back to Windows-1252 for an old export, keeping µ and °', () => {
    expect(readTextFile(Buffer.from('Creatinine 132 µmol/L\r\nTemp 38.5 °C', 'latin1'))).toBe(
      'Creatinine 132 µmol/L\nTemp 38.5 °C',
    );
  });

  it('decodes UTF-16 with its byte-order mark', () => {
    const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Hb\t10.2', 'utf16le')]);
    expect(readTextFile(bytes)).toBe('Hb\t10.2');
  });

  it('writes CSV rows as tab-separated cells, honouring quotes and doubled quotes', () => {
    const csv =
      'Test,Result,Range\r\n"Glucose, random",11.4,"3.9 - 7.8"\r\n"Comment","said ""haemolysed""",\r\n';
    expect(readCsvFile(Buffer.from(csv))).toBe(
      'Test\tResult\tRange\nGlucose, random\t11.4\t3.9 - 7.8\nComment\tsaid "haemolysed"',
    );
  });

  it('reads a semicolon CSV with decimal commas as a French-speaking lab writes it', () => {
    expect(readCsvFile(Buffer.from('Analyse;Résultat;Unité\nHémoglobine;10,2;g/dL\n'))).toBe(
      'Analyse\tRésultat\tUnité\nHémoglobine\t10,2\tg/dL',
    );
  });
});
