// The demo tutors' photos (issue 27): initials on a coloured square, drawn as SVG and sent through the
// same pipeline as an upload (decoded by sharp, cropped, stored as 96/192/400 px WebP in the photos
// folder), so a newcomer's directory has faces and shows what a teacher's photo becomes. Every third
// tutor keeps no photo, so the initials drawn in CSS show too. Without system fonts the square
// stays plain: still a valid photo.
import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { AppConfig } from '../config.js';
import type { Db } from '../db/client.js';
import { teachers } from '../db/schema.js';
import { setTeacherPhoto } from '../modules/teacher-photos/service.js';

const COLOURS = ['#0f766e', '#0369a1', '#4338ca', '#be123c', '#92400e', '#065f46', '#6d28d9', '#b45309'];

function initialsSquare(firstName: string, lastName: string, colour: string): Promise<Buffer> {
  const initials = `${Array.from(firstName)[0] ?? ''}${Array.from(lastName)[0] ?? ''}`.toUpperCase();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480">
  <rect width="480" height="480" fill="${colour}"/>
  <text x="240" y="240" dy="0.35em" text-anchor="middle" font-family="sans-serif" font-size="200"
    font-weight="600" fill="#ffffff">${initials.replace(/[<>&"]/g, '')}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Gives two of every three demo teachers (by their e-mails) a photo; returns how many. */
export async function seedDemoPhotos({
  db,
  config,
  emails,
}: {
  db: Db;
  config: AppConfig;
  emails: string[];
}): Promise<number> {
  if (emails.length === 0) return 0;
  const rows = await db
    .select({ id: teachers.id, email: teachers.email, firstName: teachers.firstName, lastName: teachers.lastName })
    .from(teachers)
    .where(inArray(teachers.email, emails));
  const byEmail = new Map(rows.map((row) => [row.email, row]));
  let given = 0;
  for (const [index, email] of emails.entries()) {
    const teacher = byEmail.get(email);
    if (!teacher || index % 3 === 2) continue;
    const file = await initialsSquare(
      teacher.firstName,
      teacher.lastName,
      COLOURS[index % COLOURS.length] ?? '#0f766e',
    );
    await setTeacherPhoto({ ctx: { db, config }, teacherId: teacher.id, file });
    given += 1;
  }
  return given;
}
