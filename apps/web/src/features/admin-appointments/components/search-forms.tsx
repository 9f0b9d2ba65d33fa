import { useState, type FormEvent, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { EsDateProvider } from '@/components/es-date-provider';
import type { AppointmentsSearch } from '@/api/appointments';
import { DateField } from '@/components/date-field';

interface FormProps {
  onSearch: (search: AppointmentsSearch) => void;
}

function SearchRow({
  children,
  canSearch,
  onSubmit,
}: {
  children: ReactNode;
  canSearch: boolean;
  onSubmit: () => void;
}) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (canSearch) onSubmit();
  };
  return (
    <Stack
      component="form"
      onSubmit={submit}
      direction="row"
      sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}
    >
      {children}
      <Button
        type="submit"
        variant="contained"
        startIcon={<SearchIcon />}
        disabled={!canSearch}
        sx={{ mt: 1 }}
      >
        Buscar
      </Button>
    </Stack>
  );
}

export function DateSearch({ onSearch, initial }: FormProps & { initial: string }) {
  const [fecha, setFecha] = useState(initial);
  return (
    <EsDateProvider>
      <SearchRow canSearch={fecha !== ''} onSubmit={() => onSearch({ by: 'fecha', fecha })}>
        <DateField label="Fecha" value={fecha} onChange={setFecha} />
      </SearchRow>
    </EsDateProvider>
  );
}

export function PeriodSearch({
  onSearch,
  initial,
}: FormProps & { initial: { desde: string; hasta: string } }) {
  const [desde, setDesde] = useState(initial.desde);
  const [hasta, setHasta] = useState(initial.hasta);
  const ok = desde !== '' && hasta !== '' && desde <= hasta;
  return (
    <EsDateProvider>
      <SearchRow canSearch={ok} onSubmit={() => onSearch({ by: 'periodo', desde, hasta })}>
        <DateField label="Desde" value={desde} onChange={setDesde} />
        <DateField label="Hasta" value={hasta} onChange={setHasta} minDate={desde || undefined} />
      </SearchRow>
    </EsDateProvider>
  );
}

export function NameSearch({ onSearch }: FormProps) {
  const [nombre, setNombre] = useState('');
  const text = nombre.trim();
  return (
    <SearchRow
      canSearch={text.length > 0}
      onSubmit={() => onSearch({ by: 'nombre', nombre: text })}
    >
      <TextField
        label="Nombre del cliente"
        value={nombre}
        onChange={(e) => setNombre(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 60 } }}
        sx={{ flex: '1 1 220px', maxWidth: 360 }}
      />
    </SearchRow>
  );
}
