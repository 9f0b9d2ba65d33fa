import { useLocation, useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useProfessionalData } from '@/api/professionals';

/** 'Agenda' with whose it is, and Volver (back where the user came from, else `fallback`). */
export function AgendaHeading({
  professionalBranchId,
  fallback,
}: {
  professionalBranchId: string;
  fallback: string;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const pro = useProfessionalData(professionalBranchId);
  const back = () => (location.key === 'default' ? navigate(fallback) : navigate(-1));
  return (
    <Stack
      direction="row"
      sx={{
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1,
        mb: 2,
        flexWrap: 'wrap',
      }}
    >
      <Typography variant="h1" component="h1">
        Agenda
        {pro.data?.nombre && (
          <Typography
            component="span"
            variant="h2"
            color="text.secondary"
            sx={{ display: 'block', mt: 0.5 }}
          >
            {pro.data.nombre}
          </Typography>
        )}
      </Typography>
      <Button startIcon={<ArrowBackIcon />} onClick={() => void back()}>
        Volver
      </Button>
    </Stack>
  );
}
