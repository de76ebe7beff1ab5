import { useEffect, useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { LandingVideo } from './landing-videos.js';

interface NetworkInformation {
  saveData?: boolean;
}

/**
 * Whether the video may start by itself: not for visitors who asked for less motion, nor on a
 * connection in data-saver mode, where nothing is fetched until they press play.
 */
function mayAutoplay(): boolean {
  if (typeof window === 'undefined') return false;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  const saveData = (navigator as Navigator & { connection?: NetworkInformation }).connection?.saveData === true;
  return !reduced && !saveData;
}

/** Runs `start` once the page has finished loading and the browser is idle: the video never competes with the page. */
function afterLoad(start: () => void): () => void {
  let idle: number | undefined;
  const schedule = () => {
    idle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(start, { timeout: 2000 })
        : setTimeout(start, 200);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle !== undefined) {
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
      clearTimeout(idle);
    }
  };
}

/**
 * The landing page's explainer video (spec §2; docs/tour-video.md): the product tour, with its Italian
 * captions in the picture. It shows its poster first and fetches nothing (`preload="none"`)
 * until it starts: by itself, muted, once the page has loaded, unless the visitor prefers
 * reduced motion or saves data; or when the visitor presses play.
 */
export function TourVideo({ video }: { video: LandingVideo }) {
  const ref = useRef<HTMLVideoElement>(null);
  const descriptionId = useId();
  const [autoplay] = useState(() => video.autoplay && mayAutoplay());

  useEffect(() => {
    if (!autoplay) return;
    return afterLoad(() => {
      const element = ref.current;
      if (!element) return;
      element.muted = true;
      element.play().catch(() => undefined); // refused (a browser policy): the controls remain
    });
  }, [autoplay]);

  if (video.sources.length === 0) return null;
  return (
    <Box
      component="figure"
      sx={{
        m: 0,
        borderRadius: 3,
        overflow: 'hidden',
        border: '1px solid rgba(212, 175, 55, 0.35)',
        boxShadow: '0 30px 80px rgba(0,0,0,0.45)',
        bgcolor: '#0b0d11',
      }}
    >
      <Box
        component="video"
        ref={ref}
        controls
        muted
        loop
        playsInline
        preload="none"
        poster={video.poster}
        aria-label={video.title}
        aria-describedby={descriptionId}
        sx={{ display: 'block', width: '100%', aspectRatio: '16 / 9', objectFit: 'cover' }}
      >
        {video.sources.map((source) => (
          <source key={source.src} src={source.src} type={source.type} />
        ))}
      </Box>
      <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ px: 2, py: 1.25 }}>
        {video.title}
      </Typography>
      <Box component="p" id={descriptionId} sx={visuallyHidden}>
        {video.description}
      </Box>
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  p: 0,
  m: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
