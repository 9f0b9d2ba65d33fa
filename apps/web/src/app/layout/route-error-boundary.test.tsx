import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { PAGE_CRASHED, RouteErrorBoundary } from './route-error-boundary';

function Broken(): never {
  throw new Error('boom');
}

describe('RouteErrorBoundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows an alert with a reload button instead of a blank screen, and clears on a new path', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(
      <RouteErrorBoundary resetKey="/a">
        <Broken />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(PAGE_CRASHED);
    expect(screen.getByRole('button', { name: 'Recargar la página' })).toBeInTheDocument();

    rerender(
      <RouteErrorBoundary resetKey="/b">
        <p>otra página</p>
      </RouteErrorBoundary>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('otra página')).toBeInTheDocument();
  });
});
