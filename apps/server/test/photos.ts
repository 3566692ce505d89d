// Real images for the photo tests (issue 27), made by sharp, and the multipart body that carries one.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';

export type ImageFormat = 'jpeg' | 'png' | 'webp';

/** A picture of `width` × `height`: a coloured field with a darker disc, so the copies are not flat. */
export function testImage(
  format: ImageFormat,
  {
    width = 640,
    height = 480,
    exif,
  }: { width?: number; height?: number; exif?: Record<string, Record<string, string>> } = {},
): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#2a7f62"/>
    <circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#123"/></svg>`;
  let image = sharp(Buffer.from(svg))[format]();
  if (exif) image = image.withExif(exif);
  return image.toBuffer();
}

/** EXIF as a phone camera writes it, with where the picture was taken. */
export const PHONE_EXIF = {
  IFD0: { Make: 'PhoneMaker', Model: 'Phone 15', Copyright: 'Sita Sharma' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '27/1 42/1 3600/100',
    GPSLongitudeRef: 'E',
    GPSLongitude: '85/1 19/1 1200/100',
  },
};

/**
 * An iPhone-style HEIC: an HEIF whose brands and image item say HEVC. sharp's prebuilt libvips has
 * no HEVC decoder, so it is built from an AVIF (the same container) with the HEVC names written in.
 */
export async function hevcHeif(): Promise<Buffer> {
  const file = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#c33' } })
    .avif()
    .toBuffer();
  for (const [from, to] of [
    ['avif', 'heic'],
    ['av01', 'hvc1'],
  ] as const) {
    for (let at = file.indexOf(from); at >= 0; at = file.indexOf(from)) file.write(to, at, 'latin1');
  }
  return file;
}

/** A multipart/form-data body with one file part (what a browser's FormData sends). */
export function multipartFile(
  data: Buffer,
  { name = 'photo', fileName = 'photo.jpg', type = 'image/jpeg' } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----gharguru${randomUUID()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
