export interface LandingVideo {
  /** An mp4/webm address; null shows the poster only, with no network request. */
  url: string | null;
  title: string;
  autoplay: boolean;
}

/** The explainer videos of the landing page, one for professionals and one for clients (spec §2). */
export const LANDING_VIDEOS: Record<'op' | 'client', LandingVideo> = {
  op: { url: null, title: 'Studio in due minuti: la tua agenda online', autoplay: true },
  client: { url: null, title: 'Come prenotare dal tuo professionista con Studio', autoplay: true },
};
