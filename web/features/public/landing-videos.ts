export interface VideoSource {
  src: string;
  /** The MIME type, so the browser skips a format it cannot play without fetching it. */
  type?: string;
}

export interface LandingVideo {
  /** In order of preference; empty shows the CSS poster only, with no network request. */
  sources: VideoSource[];
  /** A still shown before the video plays (and instead of it when it does not autoplay). */
  poster?: string;
  title: string;
  /** What the video shows, for those who cannot see it (its captions are part of the picture). */
  description: string;
  autoplay: boolean;
}

/**
 * A video's sources: the address configured at build time (`VITE_LANDING_VIDEO_OP_URL`,
 * `VITE_LANDING_VIDEO_CLIENT_URL`, any format the browser plays) if set, else the product
 * tour recorded by `npm run record:tour` and served from `web/public/video/`.
 */
function sourcesOf(configured: string | undefined, tour: string): VideoSource[] {
  if (configured) return [{ src: configured }];
  return [
    { src: `/video/${tour}.webm`, type: 'video/webm; codecs="vp9"' },
    { src: `/video/${tour}.mp4`, type: 'video/mp4' },
  ];
}

function posterOf(configured: string | undefined, configuredPoster: string | undefined, tour: string): string | undefined {
  if (configured) return configuredPoster || undefined;
  return `/video/${tour}.webp`;
}

const env = import.meta.env as Record<string, string | undefined>;

/** The explainer videos of the landing page, one for professionals and one for clients (spec §2). */
export const LANDING_VIDEOS: Record<'op' | 'client', LandingVideo> = {
  op: {
    sources: sourcesOf(env.VITE_LANDING_VIDEO_OP_URL, 'tour-op'),
    poster: posterOf(env.VITE_LANDING_VIDEO_OP_URL, env.VITE_LANDING_VIDEO_OP_POSTER, 'tour-op'),
    title: 'Studio in un minuto: la tua agenda online',
    description:
      'Un professionista imposta i suoi orari di lavoro, che diventano appuntamenti prenotabili. Un cliente sceglie un orario libero e prenota; la prenotazione compare subito nell’agenda del professionista. Poi si scrivono in chat e il cliente carica un documento, che il professionista ritrova nella scheda del cliente.',
    autoplay: true,
  },
  client: {
    sources: sourcesOf(env.VITE_LANDING_VIDEO_CLIENT_URL, 'tour-client'),
    poster: posterOf(env.VITE_LANDING_VIDEO_CLIENT_URL, env.VITE_LANDING_VIDEO_CLIENT_POSTER, 'tour-client'),
    title: 'Come prenotare dal tuo professionista con Studio',
    description:
      'Un cliente apre la pagina del suo professionista, sceglie un orario libero e prenota; la prenotazione compare subito nell’agenda del professionista. Poi si scrivono in chat e il cliente carica un documento.',
    autoplay: true,
  },
};
