import { createTheme } from '@mui/material/styles';
import { spanishTexts } from './theme-locale';

export const theme = createTheme(
  {
    palette: {
      primary: { main: '#6d3b8c' },
      secondary: { main: '#00796b' },
      background: { default: '#f7f5fa' },
      // MUI's default orange (#ed6c02) and light blue (#0288d1) give white text (filled chips,
      // buttons) a contrast of 3.1 and 3.9: darker shades reach WCAG AA's 4.5 (5.0 and 4.8).
      warning: { main: '#b45309' },
      info: { main: '#0277bd' },
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
  spanishTexts,
);
