import Typography from '@mui/material/Typography';
import { LoadError } from '@/components/load-error';
import { TableSkeleton } from '@/components/table-skeleton';
import { useAppointmentsList, type AppointmentsSearch } from '@/api/appointments';
import { appointmentsText } from '../utils/texts';
import { AppointmentsTable } from './appointments-table';

interface Props {
  search: AppointmentsSearch | null;
  isAdmin: boolean;
  label: string;
}

/** A search's results: prompt, loading, error with retry, or the table. */
export function AppointmentsResults({ search, isAdmin, label }: Props) {
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
        message={appointmentsText.loadError}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  return <AppointmentsTable rows={list.data} isAdmin={isAdmin} label={label} />;
}
