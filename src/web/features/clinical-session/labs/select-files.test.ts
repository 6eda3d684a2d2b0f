import { describe, it, expect } from 'vitest';
import { typesByExtension } from '../../../../contracts/lab-file-types';
import {
  MB,
  acceptedExtensions,
  labFileTypes,
  productionFileTypes,
  selectFiles,
  widgetLimits,
  workflowLimits,
} from './select-files';
import { formatFileSize } from './format-file-size';

const file = (name: string, sizeMb: number) => ({ name, size: Math.round(sizeMb * MB) });

describe('choosing lab files to upload', () => {
  it('refuses the whole drop when the session would pass five files in the widget', () => {
    const drop = [file('fbc.pdf', 1), file('bs-mps.jpg', 1)];
    expect(selectFiles(4, drop, widgetLimits)).toEqual({ accepted: [], tooMany: true, oversize: [] });
  });

  it('skips a photographed report over 10 MB and keeps the rest', () => {
    const selection = selectFiles(0, [file('urinalysis.png', 12), file('lft.pdf', 0.2)], workflowLimits);
    expect(selection.accepted.map((f) => f.name)).toEqual(['lft.pdf']);
    expect(selection.oversize.map((f) => f.name)).toEqual(['urinalysis.png']);
  });

  it('accepts ten files on the workflow page', () => {
    const ten = Array.from({ length: 10 }, (_, index) => file(`page-${index}.jpg`, 0.5));
    expect(selectFiles(0, ten, workflowLimits).accepted).toHaveLength(10);
  });
});

describe('file sizes as the clinician reads them', () => {
  it.each([
    [0, '0 Bytes'],
    [512, '512 Bytes'],
    [1536, '1.5 KB'],
    [10 * MB, '10 MB'],
    [1234567, '1.18 MB'],
    [3 * 1024 * MB, '3 GB'],
  ])('%i bytes read as %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});

describe('the file types a widget offers are the ones the upload check reads', () => {
  it('offers exactly the extensions the server accepts, and names them', () => {
    const offered = Object.values(labFileTypes).flat().sort();
    expect(offered).toEqual(
      Object.keys(typesByExtension)
        .map((extension) => `.${extension}`)
        .sort(),
    );
    expect(acceptedExtensions(productionFileTypes)).toBe('.jpg, .jpeg, .png, .pdf, .docx, .doc');
  });
});
