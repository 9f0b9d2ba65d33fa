import { createTheme } from '@mui/material/styles';
import { esES } from '@mui/material/locale';

export const theme = createTheme(
  {
    palette: {
      primary: { main: '#6d3b8c' },
      secondary: { main: '#00796b' },
      background: { default: '#f7f5fa' },
    },
    shape: { borderRadius: 10 },
    typography: {
      h1: { fontSize: '1.75rem', fontWeight: 600 },
      h2: { fontSize: '1.35rem', fontWeight: 600 },
      h3: { fontSize: '1.1rem', fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiCssBaseline: {
        styleOverrides: {
          // Visible keyboard focus everywhere, not only where MUI draws a ripple.
          ':focus-visible': { outline: '3px solid #f9a825', outlineOffset: '2px' },
        },
      },
    },
  },
  esES,
);
