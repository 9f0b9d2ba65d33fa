import type { ThemeOptions } from '@mui/material/styles';

/**
 * MUI's Spanish texts (the `esES` of @mui/material/locale), with one change: its number formatter
 * is made on first use. `esES` builds an Intl.NumberFormat when its module loads, and the first
 * one a page makes loads the locale's data: ~80 ms of main thread on every page's start (a
 * Lighthouse profile of /login), for a formatter only the admin tables' pagination uses.
 */
let formatter: Intl.NumberFormat | undefined;
const formatNumber = (value: number) => {
  if (!Number.isFinite(value)) return String(value);
  formatter ??= new Intl.NumberFormat('es-ES');
  return formatter.format(value);
};

const pageLabel = (type: string) => {
  if (type === 'first') return 'Ir a la primera página';
  if (type === 'last') return 'Ir a la última página';
  if (type === 'next') return 'Ir a la página siguiente';
  return 'Ir a la página anterior';
};

export const spanishTexts: ThemeOptions = {
  components: {
    MuiBreadcrumbs: { defaultProps: { expandText: 'Mostrar ruta' } },
    MuiTablePagination: {
      defaultProps: {
        getItemAriaLabel: pageLabel,
        labelRowsPerPage: 'Filas por página:',
        labelDisplayedRows: ({ from, to, count }) =>
          `${formatNumber(from)}–${formatNumber(to)} de ${
            count !== -1 ? formatNumber(count) : `más de ${formatNumber(to)}`
          }`,
      },
    },
    MuiRating: {
      defaultProps: {
        getLabelText: (value: number) => `${value} Estrella${value !== 1 ? 's' : ''}`,
        emptyLabelText: 'Vacío',
      },
    },
    MuiAutocomplete: {
      defaultProps: {
        clearText: 'Limpiar',
        closeText: 'Cerrar',
        loadingText: 'Cargando…',
        noOptionsText: 'Sin opciones',
        openText: 'Abierto',
      },
    },
    MuiAlert: { defaultProps: { closeText: 'Cerrar' } },
    MuiPagination: {
      defaultProps: {
        'aria-label': 'Paginador',
        getItemAriaLabel: (type, page, selected) =>
          type === 'page' ? `${selected ? '' : 'Ir a la '}página ${page}` : pageLabel(type),
      },
    },
  },
};
