import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, TABLE_EMPTY } from './data-table';
import type { DataTableColumn } from './types';

interface Row {
  id: number;
  nombre: string;
  precio: number;
}

const rows: Row[] = Array.from({ length: 11 }, (_, i) => ({
  id: i + 1,
  nombre:
    [
      'Ángela',
      'beto',
      'Carla',
      'Dario',
      'Elena',
      'Fabián',
      'Gina',
      'Hugo',
      'Inés',
      'José',
      'Karen',
    ][i] ?? '',
  precio: (i * 7) % 11,
}));

const columns: DataTableColumn<Row>[] = [
  { id: 'nombre', header: 'Nombre', cell: (r) => r.nombre, sortValue: (r) => r.nombre },
  { id: 'precio', header: 'Precio', cell: (r) => `$${r.precio}`, sortValue: (r) => r.precio },
  { id: 'x', header: 'Sin orden', cell: () => '-' },
];

function renderTable(data: Row[] = rows) {
  render(
    <DataTable
      label="Personas"
      rows={data}
      columns={columns}
      rowKey={(r) => r.id}
      filter={{ label: 'Filtrar por nombre', text: (r) => r.nombre }}
      layout="table"
    />,
  );
}

const bodyNames = () =>
  within(screen.getByRole('table', { name: 'Personas' }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]?.textContent);

describe('DataTable', () => {
  it('shows 8 rows per page with Anterior / Siguiente', async () => {
    const user = userEvent.setup();
    renderTable();
    expect(bodyNames()).toHaveLength(8);
    expect(screen.getByText('Página 1 de 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(bodyNames()).toEqual(['Inés', 'José', 'Karen']);
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(bodyNames()[0]).toBe('Ángela');
  });

  it('sorts by a column, both ways, ignoring case and accents, and marks aria-sort', async () => {
    const user = userEvent.setup();
    renderTable();
    await user.click(screen.getByRole('button', { name: 'Nombre' }));
    expect(bodyNames().slice(0, 3)).toEqual(['Ángela', 'beto', 'Carla']);
    expect(screen.getByRole('columnheader', { name: /Nombre/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await user.click(screen.getByRole('button', { name: /Nombre/ }));
    expect(bodyNames().slice(0, 2)).toEqual(['Karen', 'José']);
    expect(screen.getByRole('columnheader', { name: /Nombre/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await user.click(screen.getByRole('button', { name: 'Precio' }));
    const prices = within(screen.getByRole('table'))
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[1]?.textContent);
    expect(prices.slice(0, 3)).toEqual(['$0', '$1', '$2']);
    expect(screen.queryByRole('button', { name: 'Sin orden' })).not.toBeInTheDocument();
  });

  it('filters by text without accents or case, back to page 1, with the empty text', async () => {
    const user = userEvent.setup();
    renderTable();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.type(screen.getByLabelText('Filtrar por nombre'), 'JOSE');
    expect(bodyNames()).toEqual(['José']);
    expect(screen.queryByRole('navigation', { name: 'Paginación' })).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Filtrar por nombre'));
    await user.type(screen.getByLabelText('Filtrar por nombre'), 'an');
    expect(bodyNames()).toEqual(['Ángela', 'Fabián']);
    await user.type(screen.getByLabelText('Filtrar por nombre'), 'zzz');
    expect(screen.getByText(TABLE_EMPTY)).toBeInTheDocument();
  });

  it('says there is nothing to show for an empty list, and renders cards on a phone', () => {
    renderTable([]);
    expect(screen.getByText('No hay nada por mostrar.')).toBeInTheDocument();
    render(
      <DataTable
        label="Tarjetas"
        rows={rows.slice(0, 2)}
        columns={columns}
        rowKey={(r) => r.id}
        layout="cards"
      />,
    );
    const list = screen.getByRole('list', { name: 'Tarjetas' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getAllByText('Precio')).toHaveLength(2);
  });
});
