import { useEffect } from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import type { Me } from '../../../common/accounts.js';

/** One section of /account: its address (`/account#orari`) and the title its card shows. */
interface AccountSection {
  id: string;
  title: string;
}

/** The sections this user's /account shows, in page order: with up to 13 of them, the page offers a way between them. */
export function accountSections(me: Me, enrolling: boolean): AccountSection[] {
  const op = me.op && !enrolling;
  const sections: (AccountSection | false)[] = [
    !enrolling && { id: 'profilo', title: 'Profilo' },
    !enrolling && { id: 'password', title: 'Cambia password' },
    { id: 'due-passaggi', title: 'Verifica in due passaggi' },
    { id: 'sessioni', title: 'Sessioni attive' },
    !enrolling && { id: 'notifiche', title: 'Notifiche' },
    !enrolling && { id: 'calendario', title: 'Il tuo calendario' },
    op && { id: 'videochiamate', title: 'Videochiamate' },
    op && { id: 'orari', title: 'Orari di lavoro' },
    op && { id: 'servizi', title: 'Servizi' },
    op && { id: 'calendari', title: 'I tuoi calendari' },
    op && { id: 'regole', title: 'Regole di prenotazione' },
    me.op && !me.admin && { id: 'registro-accessi', title: 'Registro accessi ai documenti' },
    !me.admin && { id: 'dati', title: 'I tuoi dati' },
  ];
  return sections.filter((section): section is AccountSection => section !== false);
}

/** The card titled `title` (SectionCard names its section by its title). */
const sectionTitled = (title: string) =>
  [...document.querySelectorAll<HTMLElement>('section[aria-label]')].find((section) => section.ariaLabel === title);

/**
 * The page's table of contents, and its addresses: opening `/account#orari` (a link, the
 * agenda's "Imposta orari", Back) scrolls to that card and puts focus on its heading.
 */
export function AccountSectionsNav({ sections }: { sections: AccountSection[] }) {
  const { hash } = useLocation();
  const title = sections.find((section) => `#${section.id}` === hash)?.title;

  // Keyed on the title, not the list: a later render (a form saved, `me` refreshed) must not take focus back.
  useEffect(() => {
    if (!title) return;
    // The card may still be loading, and the cards above it still settling: find it on the next
    // frames, then hold it at the top for a moment, unless the user scrolls first.
    let frame = 0;
    let frames = 0;
    let heading: HTMLElement | null | undefined;
    const stop = () => cancelAnimationFrame(frame);
    const hold = () => {
      if (!heading) {
        heading = sectionTitled(title)?.querySelector<HTMLElement>('h2');
        if (heading) {
          heading.tabIndex = -1;
          heading.style.scrollMarginTop = '96px';
          heading.focus({ preventScroll: true });
          heading.scrollIntoView({ block: 'start' });
        }
      } else if (Math.abs(heading.getBoundingClientRect().top - 96) > 1) {
        heading.scrollIntoView({ block: 'start' });
      }
      if (frames++ < 120) frame = requestAnimationFrame(hold);
    };
    hold();
    const userEvents = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
    for (const event of userEvents) window.addEventListener(event, stop, { once: true });
    return () => {
      stop();
      for (const event of userEvents) window.removeEventListener(event, stop);
    };
  }, [hash, title]);

  return (
    <Stack component="nav" aria-label="Sezioni dell’account" direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 3 }}>
      <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
        Vai a:
      </Typography>
      {sections.map((section) => (
        <Link
          key={section.id}
          component={RouterLink}
          to={`#${section.id}`}
          aria-current={`#${section.id}` === hash ? 'location' : undefined}
          underline="none"
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            minHeight: 44,
            px: 1.5,
            borderRadius: 99,
            border: '1px solid',
            borderColor: 'divider',
            fontSize: 14,
          }}
        >
          {section.title}
        </Link>
      ))}
    </Stack>
  );
}
