import { getOptions, getLogo, getOptionsAndLogoAt, OPTION_DEFAULTS } from '../options';
import type { Db } from '../../db/types';
import { BASE_URL_MARK } from './templates';

/** Options with the shipped defaults for absent rows. */
export async function optionsWithDefaults(db: Db, names: string[]) {
  const stored = await getOptions(db, names);
  return (name: string) => stored.get(name) ?? OPTION_DEFAULTS[name] ?? '';
}

/** What every template of any event may show: the site, its login link and its logo. */
export async function siteValues(db: Db, get: (name: string) => string) {
  const logo = await getLogo(db);
  return site(get, logo ? logo.updatedAt.getTime() : null);
}

function site(get: (name: string) => string, logoVersion: number | null) {
  return {
    logoUrl:
      logoVersion === null ? null : `${BASE_URL_MARK}/wp-json/turnos/v1/logo?v=${logoVersion}`,
    values: {
      'Nombre del sitio': get('turnos_nombre_sitio') || 'Turnos',
      'Enlace para iniciar sesión': get('turnos_enlace_iniciar_sesion') || `${BASE_URL_MARK}/login`,
    },
  };
}

/**
 * `optionsWithDefaults` and `siteValues` in one round trip, or none when the caller just read the
 * configuration `generation` and this process's last read of these names was made at it (ADR 0081).
 */
export async function optionsAndSite(db: Db, names: string[], generation?: string) {
  const { stored, logoVersion } = await getOptionsAndLogoAt(
    db,
    [...names, ...SITE_OPTIONS],
    generation,
  );
  const get = (name: string) => stored.get(name) ?? OPTION_DEFAULTS[name] ?? '';
  return { get, site: site(get, logoVersion) };
}

export const SITE_OPTIONS = ['turnos_nombre_sitio', 'turnos_enlace_iniciar_sesion'];
