import type { ReactNode } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { esES } from '@mui/x-date-pickers/locales';
import { es } from 'date-fns/locale/es';

const texts = esES.components.MuiLocalizationProvider.defaultProps.localeText;

/** MUI X date pickers in Spanish (date-fns `es` and the pickers' esES texts). */
export function EsDateProvider({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={es} localeText={texts}>
      {children}
    </LocalizationProvider>
  );
}
