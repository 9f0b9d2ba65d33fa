import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { ResumenReporte } from '@/api/reports';
import { ReportCards, changeText, formatFigure } from './report-cards';

const resumen = (over: Partial<ResumenReporte> = {}): ResumenReporte => ({
  turnos: 10,
  cancelados: 2,
  asistidos: 6,
  no_asistidos: 1,
  ingresos: '150000.50',
  senas_cobradas: '20000.00',
  minutos_laborables: 4800,
  minutos_reservados: 1200,
  ocupacion: 0.25,
  ...over,
});

describe('report cards', () => {
  it('money in ARS, occupancy as a percentage', () => {
    expect(formatFigure('ingresos', 150000.5)).toBe('$ 150.000,50');
    expect(formatFigure('ocupacion', 0.25)).toMatch(/^25\s?%$/);
    expect(formatFigure('turnos', 7)).toBe('7');
  });

  it('the change: percent, points for occupancy, and an empty previous period', () => {
    expect(changeText('turnos', 12, 10)).toBe('+20 % vs. período anterior');
    expect(changeText('ingresos', 5, 10)).toBe('-50 % vs. período anterior');
    expect(changeText('ocupacion', 0.3, 0.25)).toBe('+5 pp vs. período anterior');
    expect(changeText('turnos', 3, 0)).toBe('Sin datos del período anterior');
    expect(changeText('turnos', 0, 0, 'mes anterior')).toBe('Igual que el mes anterior');
  });

  it('shows each figure with its change, and placeholders while loading', () => {
    const { rerender } = render(<ReportCards current={undefined} previous={undefined} />);
    const list = screen.getByRole('list', { name: 'Resumen del período' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    expect(within(list).queryByText('10')).toBeNull();
    rerender(<ReportCards current={resumen()} previous={resumen({ turnos: 8, cancelados: 4 })} />);
    expect(within(list).getByText('10')).toBeTruthy();
    expect(within(list).getByText('+25 % vs. período anterior')).toBeTruthy();
    expect(within(list).getByText('-50 % vs. período anterior')).toBeTruthy();
    expect(within(list).getByText('$ 150.000,50')).toBeTruthy();
  });
});
