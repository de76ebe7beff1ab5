import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';

interface ListPagerProps {
  page: number;
  pageSize: number;
  total: number;
  /** While a page loads, a new request is ignored (spec §4). */
  loading: boolean;
  onPageChange: (page: number) => void;
}

/** 'x - y di total' with previous and next: previous blocked at 0, next when pageSize*(page+1) >= total (spec §5). */
export function ListPager({ page, pageSize, total, loading, onPageChange }: ListPagerProps) {
  const first = total === 0 ? 0 : page * pageSize + 1;
  const last = Math.min((page + 1) * pageSize, total);
  const hasPrevious = page > 0;
  const hasNext = pageSize * (page + 1) < total;

  return (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'flex-end', gap: 1 }}>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {first} - {last} di {total}
      </Typography>
      <IconButton
        aria-label="Pagina precedente"
        size="small"
        disabled={!hasPrevious}
        onClick={() => !loading && hasPrevious && onPageChange(page - 1)}
      >
        <ChevronLeftIcon />
      </IconButton>
      <IconButton
        aria-label="Pagina successiva"
        size="small"
        disabled={!hasNext}
        onClick={() => !loading && hasNext && onPageChange(page + 1)}
      >
        <ChevronRightIcon />
      </IconButton>
    </Stack>
  );
}
