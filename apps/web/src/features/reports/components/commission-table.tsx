import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatARS } from '@turnos/domain';
import type { CommissionRow } from '@/api/commissions';
import { COMMISSION_FIGURES, commissionTotals } from '../utils/commissions-csv';

interface Props {
  rows: readonly CommissionRow[];
  /** the branch of a professional-branch row ('' when unknown) */
  branchOf: (professionalBranchId: number) => string;
}

const strong = { fontWeight: 700 } as const;

/**
 * The commission report: a table with a totals row from a tablet up (and on paper), one card per
 * professional on a phone. Only one of the two is shown (display none hides the other from
 * screen readers too).
 */
export function CommissionTable({ rows, branchOf }: Props) {
  const totals = commissionTotals(rows);
  return (
    <>
      <TableContainer
        component={Paper}
        variant="outlined"
        className="commission-table"
        sx={{ display: { xs: 'none', sm: 'block' } }}
      >
        <Table size="small" aria-label="Comisiones por profesional">
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Profesional
              </TableCell>
              {COMMISSION_FIGURES.map(([key, label]) => (
                <TableCell key={key} component="th" scope="col" align="right">
                  {label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.id_peluquero_sucursal}>
                <TableCell component="th" scope="row">
                  {r.nombre}
                  {branchOf(r.id_peluquero_sucursal) && (
                    <Typography component="span" variant="body2" color="text.secondary">
                      {` · ${branchOf(r.id_peluquero_sucursal)}`}
                    </Typography>
                  )}
                </TableCell>
                {COMMISSION_FIGURES.map(([key]) => (
                  <TableCell
                    key={key}
                    align="right"
                    sx={key === 'total_a_pagar' ? strong : undefined}
                  >
                    {formatARS(r[key])}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell
                component="th"
                scope="row"
                sx={{ ...strong, color: 'text.primary', fontSize: '0.875rem' }}
              >
                Total
              </TableCell>
              {COMMISSION_FIGURES.map(([key]) => (
                <TableCell
                  key={key}
                  align="right"
                  sx={{ ...strong, color: 'text.primary', fontSize: '0.875rem' }}
                >
                  {formatARS(totals[key])}
                </TableCell>
              ))}
            </TableRow>
          </TableFooter>
        </Table>
      </TableContainer>
      <Box
        component="ul"
        className="commission-cards"
        aria-label="Comisiones por profesional"
        sx={{ display: { xs: 'grid', sm: 'none' }, gap: 1.5, p: 0, m: 0, listStyle: 'none' }}
      >
        {[...rows.map((r) => ({ key: String(r.id_peluquero_sucursal), row: r })), null].map(
          (item) => {
            const figures = item ? item.row : totals;
            const title = item ? item.row.nombre : 'Total';
            const branch = item ? branchOf(item.row.id_peluquero_sucursal) : '';
            return (
              <Paper component="li" variant="outlined" key={item?.key ?? 'total'} sx={{ p: 1.5 }}>
                <Typography component="h2" variant="subtitle1" sx={strong}>
                  {title}
                  {branch && (
                    <Typography component="span" variant="body2" color="text.secondary">
                      {` · ${branch}`}
                    </Typography>
                  )}
                </Typography>
                <Box
                  component="dl"
                  sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2 }}
                >
                  {COMMISSION_FIGURES.map(([key, label]) => (
                    <Box key={key} sx={{ display: 'contents' }}>
                      <Typography component="dt" variant="body2" color="text.secondary">
                        {label}
                      </Typography>
                      <Typography
                        component="dd"
                        variant="body2"
                        sx={{
                          m: 0,
                          textAlign: 'right',
                          ...(key === 'total_a_pagar' ? strong : {}),
                        }}
                      >
                        {formatARS(figures[key])}
                      </Typography>
                    </Box>
                  ))}
                </Box>
              </Paper>
            );
          },
        )}
      </Box>
    </>
  );
}
