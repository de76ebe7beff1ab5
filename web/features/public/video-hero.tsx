import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { LandingVideo } from './landing-videos.js';
import { useHeroHeight } from './use-hero-height.js';

/** Drawn by CSS alone: without a video the hero makes no network request. */
const poster = {
  background: [
    'radial-gradient(900px 520px at 82% 18%, rgba(212, 175, 55, 0.2), transparent 62%)',
    'radial-gradient(760px 520px at 6% 96%, rgba(143, 163, 191, 0.14), transparent 60%)',
    'linear-gradient(180deg, #13161d 0%, #0e1014 100%)',
  ].join(', '),
  '&::before': {
    content: '""',
    position: 'absolute',
    inset: 0,
    backgroundImage:
      'linear-gradient(rgba(255,255,255,0.045) 1px, transparent 1px), linear-gradient(90deg, rgba(255,255,255,0.045) 1px, transparent 1px)',
    backgroundSize: '56px 56px',
    maskImage: 'radial-gradient(ellipse 70% 70% at 60% 40%, #000 20%, transparent 75%)',
  },
};

interface VideoHeroProps {
  video: LandingVideo;
  children: ReactNode;
}

/** The landing page's video background (spec §2): the content sits on the video or its poster. */
export function VideoHero({ video, children }: VideoHeroProps) {
  const height = useHeroHeight();
  return (
    <Box
      component="section"
      aria-label={video.title}
      sx={{ position: 'relative', overflow: 'hidden', display: 'flex', alignItems: 'center', minHeight: height, ...poster }}
    >
      {video.url && (
        <Box
          component="video"
          src={video.url}
          title={video.title}
          autoPlay={video.autoplay}
          muted
          loop
          playsInline
          preload="metadata"
          aria-hidden
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', opacity: 0.35 }}
        />
      )}
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          inset: 'auto 0 0 0',
          height: 120,
          background: 'linear-gradient(180deg, transparent, #0e1014)',
        }}
      />
      <Container maxWidth="lg" sx={{ position: 'relative', py: { xs: 5, md: 8 } }}>
        {children}
      </Container>
    </Box>
  );
}
