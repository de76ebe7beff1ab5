import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useHeroHeight } from './use-hero-height.js';

/** Drawn by CSS alone: the section's backdrop costs no request. */
const backdrop = {
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
  /** The explainer video's title, naming the section. */
  title: string;
  children: ReactNode;
}

/**
 * The landing page's video area (spec §2), at least as tall as the spec's 16:9-based height:
 * the title, the buttons and the explainer video (`TourVideo`) sit on a drawn backdrop.
 */
export function VideoHero({ title, children }: VideoHeroProps) {
  const height = useHeroHeight();
  return (
    <Box
      component="section"
      aria-label={title}
      sx={{ position: 'relative', overflow: 'hidden', display: 'flex', alignItems: 'center', minHeight: height, ...backdrop }}
    >
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
