import sharp from 'sharp';
const [file, out, left, top, w, h, scale] = process.argv.slice(2);
let img = sharp(file);
if (+w) img = img.extract({ left: +left, top: +top, width: +w, height: +h });
if (scale) img = sharp(await img.png().toBuffer()).resize({ width: +scale });
await img.png().toFile(out);
const m = await sharp(file).metadata();
console.log(m.width, m.height);
