import { memo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useBranches } from '@/api/branches';
import { BranchCard } from './branch-card';
import { LoadFailed, Loading, Section } from './section';

/** Every branch with its address, map and hours. */
export const BranchesSection = memo(function BranchesSection() {
  const { data, isPending, isError, refetch } = useBranches();
  const branches = data ?? [];
  return (
    <Section id="sucursales" title="Sucursales">
      {isPending ? (
        // the cards' room, kept while they load: what follows does not jump down (layout shift)
        <Box sx={{ minHeight: { xs: '100vh', md: 460 } }}>
          <Loading>Cargando sucursales…</Loading>
        </Box>
      ) : isError ? (
        <LoadFailed message="No pudimos cargar las sucursales." onRetry={() => void refetch()} />
      ) : branches.length === 0 ? (
        <Typography color="text.secondary">Pronto vas a ver acá nuestras sucursales.</Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: '1fr',
              sm: 'repeat(2, minmax(0, 1fr))',
              md: 'repeat(3, minmax(0, 1fr))',
            },
          }}
        >
          {branches.map((b) => (
            <BranchCard key={b.id} branch={b} />
          ))}
        </Box>
      )}
    </Section>
  );
});
