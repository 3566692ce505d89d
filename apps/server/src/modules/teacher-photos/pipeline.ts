// A teacher's photo, from the uploaded file to the stored copies (issue 27, docs/decisions/039):
// decoded by sharp (libvips) whatever the file claims to be, refused unless it is a JPEG, PNG, WebP
// or a HEIF sharp can read and at least 200 × 200, turned upright, cropped to a centred square and
// written as 96, 192 and 400 px WebP. sharp writes no metadata unless asked: no EXIF (a phone's GPS
// says where the tutor lives), no XMP, no ICC profile (colours are converted to sRGB first).
import { createHash } from 'node:crypto';
import { MSG, PHOTO_LIMITS } from '@gharguru/contract';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { AppError } from '../../lib/app-error.js';

// Each upload is decoded once; libvips' operation cache would only hold memory between uploads.
sharp.cache(false);

/** A 5 MB PNG can claim 50,000 × 50,000 pixels (10 GB decoded): anything above 50 MP is refused first. */
const MAX_INPUT_PIXELS = 50_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);
/** ISO-BMFF brands of HEVC-coded HEIF (an iPhone's HEIC); AVIF is the same container with AV1. */
const HEVC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs']);
const LARGEST = Math.max(...PHOTO_LIMITS.sizes);

export type PhotoSize = (typeof PHOTO_LIMITS.sizes)[number];

export interface PhotoCopies {
  /** Names the files: from the copies' bytes and the teacher, so a new photo gets new addresses. */
  hash: string;
  copies: { size: PhotoSize; data: Buffer }[];
}

/** Whether the file is an HEIF container whose `ftyp` box names an HEVC brand. */
export function isHevcHeif(file: Buffer): boolean {
  if (file.length < 16 || file.toString('latin1', 4, 8) !== 'ftyp') return false;
  const boxEnd = Math.min(file.readUInt32BE(0), file.length);
  const brands = [file.toString('latin1', 8, 12)];
  for (let at = 16; at + 4 <= boxEnd; at += 4) brands.push(file.toString('latin1', at, at + 4));
  return brands.some((brand) => HEVC_BRANDS.has(brand));
}

/** What a file sharp cannot read is told: HEIC gets its own advice, anything else is "not a photo". */
function unreadable(file: Buffer): AppError {
  return new AppError('BAD_REQUEST', isHevcHeif(file) ? MSG.photoHeicUnsupported : MSG.photoNotImage);
}

const open = (file: Buffer) => sharp(file, { limitInputPixels: MAX_INPUT_PIXELS });

async function uprightSize(file: Buffer): Promise<{ width: number; height: number }> {
  let metadata: Metadata;
  try {
    metadata = await open(file).metadata();
  } catch {
    throw unreadable(file);
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) throw new AppError('BAD_REQUEST', MSG.photoNotImage);
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) {
    throw new AppError('PAYLOAD_TOO_LARGE', MSG.photoTooManyPixels);
  }
  // Orientations 5 to 8 turn the picture a quarter: its upright width is the stored height.
  return metadata.autoOrient;
}

/** Decodes, checks and converts one uploaded file; throws AppError (4xx) for anything refused. */
export async function makePhotoCopies(file: Buffer, teacherId: string): Promise<PhotoCopies> {
  const { width, height } = await uprightSize(file);
  if (Math.min(width, height) < PHOTO_LIMITS.minSide) throw new AppError('BAD_REQUEST', MSG.photoTooSmall);
  let square: { data: Buffer; info: OutputInfo };
  try {
    // One decode: upright, sRGB, transparency on white, the centred square at the largest size.
    square = await open(file)
      .autoOrient()
      .flatten({ background: '#ffffff' })
      .resize(LARGEST, LARGEST, { fit: 'cover', position: 'centre' })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    // A header that reads but a body that does not (a truncated or damaged file).
    throw unreadable(file);
  }
  const { width: side, channels } = square.info;
  const raw = { raw: { width: side, height: side, channels } };
  const copies = await Promise.all(
    PHOTO_LIMITS.sizes.map(async (size) => ({
      size,
      data: await sharp(square.data, raw).resize(size, size).webp({ quality: 80 }).toBuffer(),
    })),
  );
  const hash = createHash('sha256').update(teacherId);
  for (const copy of copies) hash.update(copy.data);
  return { hash: hash.digest('hex').slice(0, 32), copies };
}
