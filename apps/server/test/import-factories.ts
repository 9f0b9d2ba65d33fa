import { eq } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { users, workingDays } from '../src/db/schema';
import { body, createUser } from './factories';
import { createBranch, createProfessional, createService, linkService } from './catalog-factories';
import type { TestApp } from './harness';

/** Contract §7.8: files as spreadsheets save them, and the upload of one. */

export const IMPORT_BOUNDARY = 'TurnosImportFrontera';

/** A CSV text as bytes: UTF-8 (optionally with a BOM) or Windows-1252 (Excel on Windows). */
export function csvBytes(text: string, encoding: 'utf-8' | 'utf-8-bom' | 'windows-1252' = 'utf-8') {
  if (encoding === 'windows-1252') return iconv.encode(text, 'win1252');
  const bytes = Buffer.from(text, 'utf8');
  return encoding === 'utf-8-bom' ? Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), bytes]) : bytes;
}

/** A multipart body: `simular` (when given) as a form field, then the file in `file`. */
export function importBody(file: Buffer, simular?: string, field = 'file') {
  const parts: Buffer[] = [];
  if (simular !== undefined)
    parts.push(
      Buffer.from(
        `--${IMPORT_BOUNDARY}\r\nContent-Disposition: form-data; name="simular"\r\n\r\n${simular}\r\n`,
      ),
    );
  parts.push(
    Buffer.from(
      `--${IMPORT_BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="datos.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${IMPORT_BOUNDARY}--\r\n`),
  );
  return Buffer.concat(parts);
}

export type ImportName = 'importar-clientes' | 'importar-turnos';

/** POSTs a file to an import endpoint. */
export function importFile(
  t: TestApp,
  name: ImportName,
  file: Buffer | string,
  opts: { token?: string; simular?: string; query?: Record<string, string>; field?: string } = {},
) {
  const bytes = typeof file === 'string' ? csvBytes(file) : file;
  return t.call({
    method: 'POST',
    url: `/wp-json/turnos/v1/${name}`,
    token: opts.token,
    query: opts.query,
    headers: { 'content-type': `multipart/form-data; boundary=${IMPORT_BOUNDARY}` },
    payload: importBody(bytes, opts.simular, opts.field),
  });
}

export interface ImportAnswer {
  resumen: Record<string, number>;
  errores: { linea: number; mensaje: string }[];
}

/** The answer of a successful import (fails the test on any other). */
export async function imported(
  t: TestApp,
  name: ImportName,
  file: Buffer | string,
  opts: Parameters<typeof importFile>[3] = {},
): Promise<ImportAnswer> {
  const res = await importFile(t, name, file, opts);
  if (res.statusCode !== 200) throw new Error(`${name} answered ${res.statusCode}: ${res.body}`);
  return body(res).data as unknown as ImportAnswer;
}

/**
 * A studio to import appointments into: branch 'Centro' where 'Lucía Fernández' (working every
 * day 09–20) does 'Coloración' (4 units '1101', $ 8000) and 'Corte' (2 units, $ 5000), and
 * branch 'Norte' where 'Lucía Gómez' does 'Corte'; an admin and a client 'Ana Pérez'.
 */
export async function createImportStudio(t: TestApp, tag = '') {
  const centro = await createBranch(t, { nombre: `Centro${tag}` });
  const norte = await createBranch(t, { nombre: `Norte${tag}` });
  const color = await createService(t, {
    nombre: `Coloración${tag}`,
    duracion: 4,
    pattern: '1101',
    precio: '8000.00',
  });
  const corte = await createService(t, {
    nombre: `Corte${tag}`,
    duracion: 2,
    pattern: '11',
    precio: '5000.00',
  });
  const lucia = await createProfessional(t, centro.id);
  const gomez = await createProfessional(t, norte.id);
  for (const [pro, nombre] of [
    [lucia, `Lucía Fernández${tag}`],
    [gomez, `Lucía Gómez${tag}`],
  ] as const) {
    await t.db
      .update(users)
      .set({ name: nombre, displayName: nombre })
      .where(eq(users.id, pro.user.id));
    await t.db
      .update(workingDays)
      .set({ active: true, shift1Start: '09:00', shift1End: '20:00' })
      .where(eq(workingDays.professionalBranchId, pro.link.id));
  }
  const colorLink = await linkService(t, lucia.link.id, color.id);
  const corteLink = await linkService(t, lucia.link.id, corte.id);
  await linkService(t, gomez.link.id, corte.id);
  const admin = await createUser(t, { roles: ['peluadmin'] });
  const client = await createUser(t, {
    roles: ['cliente'],
    nombre: 'Ana Pérez',
    email: `ana${tag.toLowerCase()}@example.com`,
    celular: '5491155550001',
  });
  return { centro, norte, color, corte, lucia, gomez, colorLink, corteLink, admin, client };
}
export type ImportStudio = Awaited<ReturnType<typeof createImportStudio>>;
