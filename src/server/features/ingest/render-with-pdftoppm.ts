import { spawn } from 'node:child_process';

const maxOutputBytes = 200 * 1024 * 1024;

/**
 * Renders one PDF page with Debian's pdftoppm (poppler-utils), for when pdf.js has no canvas to draw
 * on. The PDF goes in through stdin and the PNG comes back on stdout: nothing is written to disk.
 */
export function renderPageWithPdftoppm(
  pdf: Uint8Array,
  pageNumber: number,
  longSidePixels: number,
  timeoutMs: number,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const page = String(pageNumber);
    const child = spawn(
      'pdftoppm',
      ['-f', page, '-l', page, '-scale-to', String(longSidePixels), '-gray', '-png', '-'],
      { stdio: ['pipe', 'pipe', 'ignore'], timeout: timeoutMs },
    );
    const chunks: Buffer[] = [];
    let size = 0;
    child.stdout.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxOutputBytes) child.kill('SIGKILL');
      else chunks.push(chunk);
    });
    child.on('error', (error) => reject(new Error(`pdftoppm is not available (${error.message})`)));
    child.on('close', (code) => {
      if (code === 0 && size <= maxOutputBytes) resolve(Buffer.concat(chunks));
      else reject(new Error(`pdftoppm could not render page ${page}`));
    });
    child.stdin.on('error', () => undefined);
    child.stdin.end(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
  });
}
