import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { MouseEvent, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { LongText } from './long-text.js';

/** The one row a list shows when it has nothing to show. */
export function EmptyTableRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={colSpan} sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
        {children}
      </TableCell>
    </TableRow>
  );
}

/**
 * Props that make a table row open something when the mouse clicks anywhere on it; inert when
 * `enabled` is false. The keyboard and screen readers use the row's `RowLink` instead (one tab
 * stop per row, announced as a link), so a click on that link or on a button of the row
 * is left to it and never opens the page twice.
 */
export function openableRow(enabled: boolean, onOpen: () => void) {
  return {
    hover: enabled,
    onClick: enabled
      ? (event: MouseEvent) => {
          if (!(event.target as Element).closest('a, button')) onOpen();
        }
      : undefined,
    sx: { cursor: enabled ? 'pointer' : 'default' },
  };
}

/** The link in the name cell of an openable row: the same page the row opens, for keyboard and screen readers. */
export function RowLink({ to, label, children }: { to: string; label?: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to} color="inherit" aria-label={label} sx={{ minWidth: 0, borderRadius: 0.5 }}>
      {children}
    </Link>
  );
}

/** An icon button inside an openable row: it acts without opening the row. */
export function RowAction({
  title,
  label,
  onClick,
  children,
}: {
  title: string;
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip title={title}>
      <IconButton
        aria-label={label}
        onClick={(event) => {
          event.stopPropagation();
          onClick();
        }}
        onKeyDown={(event) => event.stopPropagation()}
      >
        {children}
      </IconButton>
    </Tooltip>
  );
}

interface Person {
  nome: string;
  cognome: string;
  email: string;
  telefono: string;
}

/** The headers of a person's four columns; only the surname stays on narrow screens. */
export function PersonHeadCells({ wideColumn }: { wideColumn: object }) {
  return (
    <>
      <TableCell>COGNOME</TableCell>
      <TableCell sx={wideColumn}>NOME</TableCell>
      <TableCell sx={wideColumn}>EMAIL</TableCell>
      <TableCell sx={wideColumn}>TELEFONO</TableCell>
    </>
  );
}

/** The opposite of `narrowOnly`: shown from the breakpoint where it hides. */
const wideOnly = (narrowOnly: { display: Record<string, string> }) => ({
  display: { xs: 'none', ...Object.fromEntries(Object.keys(narrowOnly.display).map((key) => [key, 'block'])) },
});

/**
 * A person's four cells: surname in bold; on narrow screens the name, e-mail and phone stack under it.
 * With `to`, the surname is the row's link, named 'Cognome Nome' as the row shows them.
 */
export function PersonCells({
  person,
  wideColumn,
  narrowOnly,
  badge,
  to,
}: {
  person: Person;
  wideColumn: object;
  narrowOnly: { display: Record<string, string> };
  /** Beside the name (the unread messages). */
  badge?: ReactNode;
  /** The page the row opens. */
  to?: string;
}) {
  const name = (
    <>
      <Box component="span" sx={wideOnly(narrowOnly)}>
        <LongText text={person.cognome} />
      </Box>
      <Box component="span" sx={narrowOnly}>
        <LongText text={`${person.cognome} ${person.nome}`} maxWidth="100%" />
      </Box>
    </>
  );
  return (
    <>
      <TableCell>
        <Typography variant="body2" component="div" sx={{ fontWeight: 600, display: 'flex', alignItems: 'flex-start' }}>
          {to ? (
            <RowLink to={to} label={`${person.cognome} ${person.nome}`}>
              {name}
            </RowLink>
          ) : (
            name
          )}
          {badge}
        </Typography>
        <Box sx={{ ...narrowOnly, color: 'text.secondary' }}>
          <Typography variant="body2" component="div">
            <LongText text={person.email} lines={1} maxWidth="100%" />
          </Typography>
          <Typography variant="body2">{person.telefono}</Typography>
        </Box>
      </TableCell>
      <TableCell sx={wideColumn}>
        <LongText text={person.nome} />
      </TableCell>
      <TableCell sx={wideColumn}>
        <LongText text={person.email} maxWidth={300} />
      </TableCell>
      <TableCell sx={{ ...wideColumn, whiteSpace: 'nowrap' }}>{person.telefono}</TableCell>
    </>
  );
}
