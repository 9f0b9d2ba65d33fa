import { Component, type ErrorInfo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

export const PAGE_CRASHED = 'Se produjo un error inesperado al mostrar esta página.';

interface Props {
  /** a new value (the path) clears the error */
  resetKey: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  resetKey: string;
}

/**
 * Catches a page that throws while rendering (or a chunk that can't be loaded after the one
 * reload of lazyPage): the top bar stays, and the page offers a reload. Moving to another path
 * (resetKey) shows that page again.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Box role="alert" sx={{ py: 8, px: 2, textAlign: 'center' }}>
        <Typography sx={{ mb: 2 }}>{PAGE_CRASHED}</Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Recargar la página
        </Button>
      </Box>
    );
  }
}
