import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BusinessIcon from '@mui/icons-material/WorkOutlined';
import MailIcon from '@mui/icons-material/MailOutlined';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import type { ProfessionalItem } from '../../../common/links.js';
import { fullNameOf, placeOf } from './professional-cell.js';

/** The heading of a professional's page on the client side: name, firm and contacts. */
export function ProfessionalSummary({ professional }: { professional: ProfessionalItem | undefined }) {
  if (!professional) {
    return (
      <div>
        <Skeleton variant="text" width={280} sx={{ fontSize: '2.125rem' }} />
        <Skeleton variant="text" width={360} />
      </div>
    );
  }
  const facts = [
    { icon: <BusinessIcon />, text: professional.nome_azienda },
    { icon: <PlaceIcon />, text: placeOf(professional) },
    { icon: <MailIcon />, text: professional.email, href: `mailto:${professional.email}` },
    { icon: <PhoneIcon />, text: professional.telefono, href: `tel:${professional.telefono}` },
  ].filter((fact) => fact.text);

  return (
    <div>
      <title>{`${fullNameOf(professional)} · Studio`}</title>
      <Typography component="h1" variant="h4" sx={{ mb: 1.5 }}>
        {fullNameOf(professional)}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {facts.map((fact) => (
          <Chip
            key={fact.text}
            icon={fact.icon}
            label={fact.text}
            variant="outlined"
            component={fact.href ? 'a' : 'div'}
            href={fact.href}
            clickable={Boolean(fact.href)}
            sx={{ maxWidth: '100%' }}
          />
        ))}
      </Stack>
    </div>
  );
}
