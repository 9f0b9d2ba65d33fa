import { subirLogo, type LOGO_MEDIA_TYPES } from '@turnos/contract';
import { invalid } from '../../http/app-error';
import { readOneFile } from '../../http/upload';
import { TURNOS, ok, routeFrom, type RouteSpec } from '../../http/route';
import { saveLogo } from './logo.queries';

export const LOGO_MAX_BYTES = 1024 * 1024;

/** The image type by its first bytes; the name and the declared type are not trusted. */
export function sniffImage(b: Uint8Array): (typeof LOGO_MEDIA_TYPES)[number] | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...b.subarray(from, to));
  if (
    b.length >= 8 &&
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((x, i) => b[i] === x)
  ) {
    return 'image/png';
  }
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

const FORMAT_ERROR = 'El logo debe ser una imagen PNG, JPEG o WebP de hasta 1 MB.';

/** Registered inside the multipart scope of app.ts: the only route that takes files. */
export const logoUploadRoutes: RouteSpec[] = [
  routeFrom(subirLogo, {
    async handler({ req, deps }) {
      // a malformed body in any way is a 4xx, and nothing is written (issue 28.7)
      const bytes = await readOneFile(req, {
        field: 'file',
        maxBytes: LOGO_MAX_BYTES,
        missing: 'Por favor, selecciona un archivo.',
        tooLarge: FORMAT_ERROR,
      });
      const mime = sniffImage(bytes);
      if (!mime) throw invalid(FORMAT_ERROR);
      const saved = await saveLogo(deps.db, mime, bytes, deps.clock());
      return ok({ logo_url: `${TURNOS}/logo?v=${saved.getTime()}` });
    },
  }),
];
