import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { pageIndicator } from '../../../common/agenda.js';
import { AGENDA } from '../../../common/constants.js';

interface AgendaPagerProps {
  page: number;
  /** While a week loads, a new request is ignored (spec §4). */
  loading: boolean;
  onPageChange: (page: number) => void;
  /** The grid still shows the previous week while `page` loads (a query's placeholder data). */
  showingPrevious?: boolean;
}

/** Weeks 0 to 11: '1 - 7 di 84' between the arrows (spec §2). */
export function AgendaPager({ page, loading, onPageChange, showingPrevious = false }: AgendaPagerProps) {
  // The indicator names the week on screen: while the next one loads it keeps the old one.
  const [shown, setShown] = useState(page);
  if (!showingPrevious && shown !== page) setShown(page);
  const hasPrevious = page > 0;
  const hasNext = page < AGENDA.pages - 1;
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
      <IconButton
        aria-label="Settimana precedente"
        disabled={!hasPrevious}
        onClick={() => !loading && hasPrevious && onPageChange(page - 1)}
      >
        <ChevronLeftIcon />
      </IconButton>
      <Typography
        variant="body2"
        aria-live="polite"
        sx={{ minWidth: 104, textAlign: 'center', fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
      >
        {pageIndicator(showingPrevious ? shown : page)}
      </Typography>
      <IconButton
        aria-label="Settimana successiva"
        disabled={!hasNext}
        onClick={() => !loading && hasNext && onPageChange(page + 1)}
      >
        <ChevronRightIcon />
      </IconButton>
    </Stack>
  );
}
