import { alpha, createTheme } from '@mui/material/styles';

const gold = '#d4af37';
const background = '#0e1014';
const paper = '#161920';
/** The red of destructive buttons: white text on it is 5.6:1. */
const DESTRUCTIVE = '#c62828';

export const theme = createTheme({
  palette: {
    mode: 'dark',
    primary: { main: gold, light: '#e6c766', dark: '#a8892a', contrastText: '#14120b' },
    secondary: { main: '#8fa3bf' },
    background: { default: background, paper },
    divider: alpha('#ffffff', 0.08),
    text: { primary: '#eceae4', secondary: alpha('#eceae4', 0.66) },
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", system-ui, -apple-system, "Helvetica Neue", Arial, sans-serif',
    h1: { fontWeight: 800, letterSpacing: '-0.02em' },
    h2: { fontWeight: 800, letterSpacing: '-0.02em' },
    h3: { fontWeight: 700, letterSpacing: '-0.01em' },
    h4: { fontWeight: 700, letterSpacing: '-0.01em' },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        body: {
          backgroundImage: `radial-gradient(1200px 640px at 85% -10%, ${alpha(gold, 0.09)}, transparent 65%)`,
          backgroundRepeat: 'no-repeat',
        },
      },
    },
    // A clear keyboard focus mark on everything clickable: buttons,
    // icon buttons, menu items, links, and the row whose name link has the focus.
    MuiButtonBase: {
      styleOverrides: { root: { '&.Mui-focusVisible': { outline: `2px solid ${gold}`, outlineOffset: 2 } } },
    },
    // A link inside running text is underlined: its colour alone is too close to the text's (WCAG 1.4.1).
    // Links that stand alone (navigation, table rows, actions) keep the underline on hover only.
    MuiLink: {
      defaultProps: { underline: 'hover' },
      styleOverrides: {
        root: {
          '&.Mui-focusVisible': { outline: `2px solid ${gold}`, outlineOffset: 2 },
          'p &, li &': { textDecoration: 'underline' },
        },
      },
    },
    MuiTableRow: {
      styleOverrides: { root: { '&:has(a:focus-visible)': { backgroundColor: alpha(gold, 0.08) } } },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: {
          borderRadius: 10,
          paddingInline: 18,
          // White on the default red is 3.7:1; this red makes 5.6:1 (WCAG 1.4.3). Error text keeps the lighter red.
          variants: [
            {
              props: { variant: 'contained', color: 'error' },
              style: { backgroundColor: DESTRUCTIVE, '&:hover': { backgroundColor: '#b71c1c' } },
            },
          ],
        },
        sizeLarge: { paddingBlock: 10 },
      },
    },
    MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: { root: { border: `1px solid ${alpha('#ffffff', 0.08)}`, backgroundColor: alpha(paper, 0.92) } },
    },
    MuiDialog: {
      styleOverrides: { paper: { border: `1px solid ${alpha('#ffffff', 0.08)}`, backgroundColor: paper } },
    },
    MuiAppBar: {
      defaultProps: { elevation: 0, color: 'transparent' },
      styleOverrides: {
        root: {
          backdropFilter: 'blur(12px)',
          backgroundColor: alpha(background, 0.82),
          borderBottom: `1px solid ${alpha('#ffffff', 0.07)}`,
        },
      },
    },
    MuiTextField: { defaultProps: { fullWidth: true } },
    // A field's border at 3.7:1 on the card (WCAG 1.4.11 asks 3:1; MUI's default is 2.1:1).
    MuiOutlinedInput: { styleOverrides: { notchedOutline: { borderColor: alpha('#ffffff', 0.4) } } },
    // closeText: the close button's tooltip and label; every word on screen is Italian.
    MuiAlert: { defaultProps: { closeText: 'Chiudi' }, styleOverrides: { root: { borderRadius: 10 } } },
    MuiTooltip: { defaultProps: { enterDelay: 100, enterTouchDelay: 700, leaveTouchDelay: 1500 } },
  },
});
