import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '@/test/render';
import { CancelButton } from './appointment-card';

describe('CancelButton', () => {
  it('with closedBy it is off and described by that text; without, on and undescribed', async () => {
    const closed = vi.fn();
    const open = vi.fn();
    renderAt(
      '/',
      <>
        <p id="corte">Ya no se puede cancelar este turno: faltan menos de 72 horas.</p>
        <CancelButton que="turno del martes" onClick={closed} closedBy="corte" />
        <CancelButton que="visita del jueves" onClick={open} />
      </>,
    );
    const off = await screen.findByRole('button', { name: 'Cancelar turno del martes' });
    expect(off).toBeDisabled();
    expect(off).toHaveAccessibleDescription(
      'Ya no se puede cancelar este turno: faltan menos de 72 horas.',
    );
    const on = screen.getByRole('button', { name: 'Cancelar visita del jueves' });
    expect(on).toBeEnabled();
    expect(on).not.toHaveAttribute('aria-describedby');
    await userEvent.setup().click(on);
    expect(open).toHaveBeenCalledTimes(1);
    expect(closed).not.toHaveBeenCalled();
  });
});
