import VideocamOutlinedIcon from '@mui/icons-material/VideocamOutlined';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { VIDEO_OPENS_BEFORE_MINUTES } from '../../common/calendars.js';

interface VideoLinkProps {
  /** The meeting link. */
  url: string;
  /** ISO instant from which the button opens it: 10 minutes before the start. */
  opensAt: string;
}

/**
 * An online appointment's meeting link: the address to copy at any time, and 'Entra nella
 * videochiamata', which opens it in one click from 10 minutes before the start.
 */
export function VideoLink({ url, opensAt }: VideoLinkProps) {
  const opensAtMs = new Date(opensAt).getTime();
  const [now, setNow] = useState(() => Date.now());
  const open = now >= opensAtMs;
  useEffect(() => {
    if (open) return;
    const timer = window.setTimeout(() => setNow(Date.now()), Math.min(opensAtMs - Date.now(), 30_000));
    return () => window.clearTimeout(timer);
  }, [open, now, opensAtMs]);

  return (
    <Stack sx={{ gap: 1 }}>
      <Link href={url} target="_blank" rel="noopener noreferrer" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {url}
      </Link>
      {open ? (
        <Button
          variant="contained"
          startIcon={<VideocamOutlinedIcon />}
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          sx={{ alignSelf: 'flex-start' }}
        >
          Entra nella videochiamata
        </Button>
      ) : (
        <Button variant="contained" startIcon={<VideocamOutlinedIcon />} disabled sx={{ alignSelf: 'flex-start' }}>
          Entra nella videochiamata
        </Button>
      )}
      {!open && (
        <Typography variant="caption" color="text.secondary">
          Il pulsante si attiva {VIDEO_OPENS_BEFORE_MINUTES} minuti prima dell’inizio.
        </Typography>
      )}
    </Stack>
  );
}
