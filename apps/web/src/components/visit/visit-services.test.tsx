import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, jsonResponse, renderAt } from '@/test/render';
import { callsTo, mockApi } from '@/test/mock-api';
import { visitAppointments } from '@/test/visit-appointments';
import { VisitServices } from './visit-services';

const FECHA = '2030-01-15';
const [coloracion, corte] = visitAppointments(FECHA);
const agenda = { profesionales: [], turnos: [corte, coloracion] };

describe('VisitServices', () => {
  it('says it is loading, then lists every service in order with its time and professional and the total', async () => {
    let answer: (r: Response) => void = () => undefined;
    const fetchMock = mockApi({
      'obtener-agenda-sucursal': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderAt('/', <VisitServices appointment={corte} complete />);
    expect(await screen.findByRole('status', { name: 'Cargando la visita…' })).toBeInTheDocument();
    answer(jsonResponse(200, { success: true, data: agenda }));
    const section = await screen.findByRole('region', { name: 'Visita de 2 servicios' });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      '10:00 a 11:00 hs · Coloración con Lucía Fernández',
      '11:00 a 11:45 hs · Corte de dama con Sofía Romero (este turno)',
    ]);
    expect(section).toHaveTextContent('Total de la visita: $ 53.000');
    expect(section).toHaveTextContent(
      'Los turnos de una visita se reprograman y se cancelan juntos: cancelar este turno cancela la visita completa.',
    );
    expect(screen.queryByRole('status')).toBeNull();
    // the visit's day at its branch
    const url = callsTo(fetchMock, 'obtener-agenda-sucursal')[0]?.url;
    expect(url?.searchParams.get('id_sucursal')).toBe('1');
    expect(url?.searchParams.get('fecha_desde')).toBe(FECHA);
    expect(url?.searchParams.get('fecha_hasta')).toBe(FECHA);
  });

  it('tells a failed load and reads it again on Reintentar', async () => {
    let calls = 0;
    mockApi({
      'obtener-agenda-sucursal': () =>
        ++calls === 1
          ? errorResponse(500, 1099, 'Error interno del servidor')
          : jsonResponse(200, { success: true, data: agenda }),
    });
    renderAt('/', <VisitServices appointment={coloracion} complete />);
    expect(
      await screen.findByText('No pudimos cargar los servicios de la visita.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    const section = await screen.findByRole('region', { name: 'Visita de 2 servicios' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(2);
    expect(calls).toBe(2);
  });

  it('for a professional who sees only their own services: no count, no total, and says why', async () => {
    mockApi({ 'obtener-agenda-sucursal': { data: { profesionales: [], turnos: [corte] } } });
    renderAt('/', <VisitServices appointment={corte} complete={false} />);
    const section = await screen.findByRole('region', { name: 'Parte de una visita' });
    expect(await within(section).findAllByRole('listitem')).toHaveLength(1);
    expect(section).not.toHaveTextContent('Total');
    expect(section).toHaveTextContent(
      'Los servicios de la visita con otros profesionales no se muestran en tu agenda.',
    );
  });
});
