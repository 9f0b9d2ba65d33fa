import Typography from '@mui/material/Typography';
import { LoadError } from '@/components/load-error';
import { TableSkeleton } from '@/components/table-skeleton';
import { useAppointmentsList, type TurnosSearch } from '@/api/appointments';
import { turnosText } from '../utils/texts';
import { TurnosTable } from './turnos-table';

interface Props {
  search: TurnosSearch | null;
  isAdmin: boolean;
  label: string;
}

/** A search's results: prompt, loading, error with retry, or the table. */
export function TurnosResults({ search, isAdmin, label }: Props) {
  const list = useAppointmentsList(search);
  if (search === null)
    return (
      <Typography color="text.secondary">
        Elegí los datos de la búsqueda y presioná Buscar.
      </Typography>
    );
  if (list.isPending) return <TableSkeleton label="Cargando turnos" />;
  if (list.isError)
    return (
      <LoadError
        message={turnosText.loadError}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  return <TurnosTable rows={list.data} isAdmin={isAdmin} label={label} />;
}
