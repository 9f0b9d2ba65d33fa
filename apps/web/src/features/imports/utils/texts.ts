import type { ImportKind } from '@turnos/domain';

/** The screen's texts (Spanish, voseo). */
export const importTexts = {
  intro:
    'Traé los clientes y los turnos que ya tenés en otro sistema o en una planilla. Guardala como CSV (Excel: «Guardar como» → «CSV»), elegí el archivo y revisá la vista previa antes de importar: nada se guarda hasta que confirmes.',
  kindLabel: '¿Qué querés importar?',
  kinds: { clientes: 'Clientes', turnos: 'Turnos' } satisfies Record<ImportKind, string>,
  kindHelp: {
    clientes:
      'Se buscan por email y, si no tienen, por celular: a quien ya existe solo se le completan los datos vacíos. Los nuevos entran con la cuenta validada y crean su contraseña con «¿Olvidaste tu contraseña?».',
    turnos:
      'Importá primero los clientes: cada turno se asigna a un cliente que ya exista (por email o celular). Un horario ocupado queda como línea con error y el resto se importa. No se envían avisos.',
  } satisfies Record<ImportKind, string>,
  template: 'Descargar plantilla',
  choose: 'Elegir archivo CSV',
  fileInput: 'Archivo CSV',
  chooseOther: 'Elegir otro archivo',
  noFile: 'Todavía no elegiste un archivo.',
  reading: 'Leyendo el archivo…',
  simulating: 'Revisando el archivo…',
  simulateError: 'No pudimos revisar el archivo.',
  previewHeading: 'Vista previa',
  mappingHeading: 'Columnas',
  ignored: 'no se importa',
  firstRows: 'Primeras líneas del archivo',
  noRows: 'El archivo tiene el encabezado y ninguna línea más.',
  checkHeading: 'Qué va a pasar',
  confirm: 'Importar',
  nothingToImport: 'No hay nada nuevo para importar en este archivo.',
  running: 'Importando el archivo: no cierres esta página.',
  runError: 'No se pudo importar el archivo.',
  resultHeading: 'Importación terminada',
  again: 'Importar otro archivo',
  errorsHeading: 'Líneas con errores',
  errorsDownload: 'Descargar errores (CSV)',
  seeClients: 'Ver clientes',
  seeAgenda: 'Ver agenda',
} as const;

/** `1 línea` / `3 líneas`. */
export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
