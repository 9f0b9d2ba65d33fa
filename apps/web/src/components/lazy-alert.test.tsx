import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';

// a fresh module per test, so that each one starts with MUI's Alert not loaded yet
let LazyAlert: typeof import('./lazy-alert').LazyAlert;
let preloadAlert: typeof import('./lazy-alert').preloadAlert;
beforeEach(async () => {
  vi.resetModules();
  ({ LazyAlert, preloadAlert } = await import('./lazy-alert'));
});

describe('LazyAlert', () => {
  it("says the message at once with the alert's role, then shows MUI's Alert with it", async () => {
    render(<LazyAlert severity="error">No pudimos ingresar</LazyAlert>);
    // at once: the text, with the role screen readers announce
    expect(screen.getByRole('alert')).toHaveTextContent('No pudimos ingresar');
    // then the Alert itself (its class and icon), still one alert with the same text
    await screen.findByText((_, el) => el?.classList.contains('MuiAlert-message') ?? false);
    expect(screen.getByRole('alert')).toHaveClass('MuiAlert-colorError');
    expect(screen.getByRole('alert')).toHaveTextContent('No pudimos ingresar');
  });

  it('keeps a role given to it (a success said politely)', async () => {
    render(
      <LazyAlert severity="success" role="status">
        Cuenta creada
      </LazyAlert>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Cuenta creada');
    expect(await screen.findByRole('status')).toHaveTextContent('Cuenta creada');
    await screen.findByText((_, el) => el?.classList.contains('MuiAlert-message') ?? false);
    expect(screen.getByRole('status')).toHaveClass('MuiAlert-colorSuccess');
  });

  it('once preloaded (as the forms do when they are on screen), shows the Alert at once', async () => {
    await preloadAlert();
    render(<LazyAlert severity="error">No pudimos ingresar</LazyAlert>);
    expect(screen.getByRole('alert')).toHaveClass('MuiAlert-colorError');
    expect(screen.getByRole('alert')).toHaveTextContent('No pudimos ingresar');
  });
});
