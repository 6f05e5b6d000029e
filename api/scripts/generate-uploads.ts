/** Draws every seeded media item, at each size the API lists, as a deterministic flat WebP illustration in api/uploads: run `node scripts/generate-uploads.ts` in api/ after changing the media seed, and commit the files. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { media } from '../src/db/seed/content/media.ts';
import { mediaSizes } from '../src/services/content/mediaSizes.ts';
import { artwork, drawArtwork } from './uploads/artwork.ts';
import { radialGlow, seededRandom, svgDocument } from './uploads/svg.ts';

const uploadsDir = fileURLToPath(new URL('../uploads/', import.meta.url));
const sharedDefs = radialGlow('glowRed', '#ff3b30') + radialGlow('glowWarm', '#ffd27a') + radialGlow('glowWhite', '#ffffff');
sharp.concurrency(1);

let total = 0;
let files = 0;
for (const item of media) {
  const art = artwork[item.slug];
  if (!art) throw new Error(`No artwork for media "${item.slug}": add it to scripts/uploads/artwork.ts`);
  if (!item.sourceUrl.startsWith('/uploads/')) throw new Error(`Media "${item.slug}" is not under /uploads/: ${item.sourceUrl}`);
  const relative = item.sourceUrl.slice('/uploads/'.length);
  const drawing = drawArtwork(art, { width: item.width, height: item.height, hue: art.hue, random: seededRandom(item.slug) });
  const svg = Buffer.from(svgDocument(item.width, item.height, sharedDefs + drawing.defs, drawing.body));
  const folder = join(uploadsDir, dirname(relative));
  mkdirSync(folder, { recursive: true });
  for (const size of mediaSizes(basename(relative), item.width, item.height)) {
    const image = await sharp(svg).resize(size.width, size.height, { fit: 'fill' }).webp({ quality: 72, effort: 6 }).toBuffer();
    writeFileSync(join(folder, size.file), image);
    total += image.length;
    files += 1;
  }
}
console.log(`${files} files, ${Math.round(total / 1024)} KiB in ${uploadsDir}`);
