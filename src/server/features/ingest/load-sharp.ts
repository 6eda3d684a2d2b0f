import type sharpModule from 'sharp';

let sharpPromise: Promise<typeof sharpModule> | undefined;

/**
 * sharp (libvips, tens of MB once loaded) is needed only when a photo or scan is read: it loads on the
 * first one rather than at server start.
 */
export function loadSharp(): Promise<typeof sharpModule> {
  sharpPromise ??= import('sharp').then((module) => module.default);
  return sharpPromise;
}
