import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { TableCards } from './table-cards';
import { TablePager } from './table-pager';
import {
  TABLE_PAGE_SIZE,
  filterRows,
  pageCount,
  pageRows,
  sortRows,
  type SortState,
} from './table-state';
import type { DataTableProps } from './types';

export const TABLE_EMPTY = 'No hay nada por mostrar.';

/**
 * Sortable, filterable table with 8 rows per page (seed §2, §9). On a phone the rows become
 * stacked cards, so nothing scrolls sideways.
 */
export function DataTable<T>({
  label,
  rows,
  columns,
  rowKey,
  filter,
  initialSort,
  emptyText = TABLE_EMPTY,
  pageSize = TABLE_PAGE_SIZE,
  layout,
}: DataTableProps<T>) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const cards = layout ? layout === 'cards' : phone;
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<SortState | undefined>(initialSort);
  const [page, setPage] = useState(0);

  const shown = useMemo(() => {
    const filtered = filter ? filterRows(rows, query, filter.text) : [...rows];
    const column = columns.find((c) => c.id === sort?.id);
    return sortRows(filtered, column?.sortValue, sort?.direction ?? 'asc');
  }, [rows, query, filter, sort, columns]);

  const pages = pageCount(shown.length, pageSize);
  const current = Math.min(page, pages - 1);
  const visible = pageRows(shown, current, pageSize);

  function toggleSort(id: string) {
    setSort((s) =>
      s?.id === id
        ? { id, direction: s.direction === 'asc' ? 'desc' : 'asc' }
        : { id, direction: 'asc' },
    );
    setPage(0);
  }

  return (
    <Paper variant="outlined" sx={{ minWidth: 0 }}>
      {filter && (
        <Box sx={{ p: 1.5, pb: 0.5 }}>
          <TextField
            label={filter.label}
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              setPage(0);
            }}
            size="small"
            type="search"
            fullWidth
            sx={{ maxWidth: { sm: 360 } }}
          />
        </Box>
      )}
      {visible.length === 0 ? (
        <Typography sx={{ p: 2 }} role="status">
          {emptyText}
        </Typography>
      ) : cards ? (
        <TableCards label={label} rows={visible} columns={columns} rowKey={rowKey} />
      ) : (
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={label}>
            <TableHead>
              <TableRow>
                {columns.map((c) => {
                  const active = sort?.id === c.id;
                  const direction = active ? sort.direction : 'asc';
                  return (
                    <TableCell
                      key={c.id}
                      align={c.align}
                      sx={{ width: c.width, fontWeight: 600 }}
                      sortDirection={active ? direction : false}
                    >
                      {c.sortValue ? (
                        <TableSortLabel
                          active={active}
                          direction={direction}
                          onClick={() => toggleSort(c.id)}
                        >
                          {c.header}
                        </TableSortLabel>
                      ) : (
                        c.header
                      )}
                    </TableCell>
                  );
                })}
              </TableRow>
            </TableHead>
            <TableBody>
              {visible.map((row) => (
                <TableRow key={rowKey(row)} hover>
                  {columns.map((c) => (
                    <TableCell key={c.id} align={c.align}>
                      {c.cell(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {shown.length > pageSize && <TablePager page={current} pages={pages} onChange={setPage} />}
    </Paper>
  );
}
