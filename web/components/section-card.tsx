import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface SectionCardProps {
  title: string;
  description?: ReactNode;
  /** Controls beside the title: a search box, a 'new' button, the week arrows. */
  action?: ReactNode;
  children: ReactNode;
}

/** A titled card for one independent section of a page. */
export function SectionCard({ title, description, action, children }: SectionCardProps) {
  return (
    <Card component="section" aria-label={title}>
      <CardContent sx={{ p: { xs: 2, sm: 4 }, '&:last-child': { pb: { xs: 2.5, sm: 4 } } }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          sx={{ alignItems: { xs: 'stretch', md: 'flex-start' }, justifyContent: 'space-between', gap: 2, mb: 3 }}
        >
          <div>
            <Typography component="h2" variant="h5" gutterBottom={Boolean(description)}>
              {title}
            </Typography>
            {description && <Typography color="text.secondary">{description}</Typography>}
          </div>
          {action}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}
