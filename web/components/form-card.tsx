import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

interface FormCardProps {
  title: string;
  subtitle?: ReactNode;
  maxWidth?: 'xs' | 'sm' | 'md';
  children: ReactNode;
}

const widths = { xs: 480, sm: 640, md: 900 };

export function FormCard({ title, subtitle, maxWidth = 'xs', children }: FormCardProps) {
  return (
    <Container maxWidth={false} sx={{ maxWidth: widths[maxWidth], py: { xs: 3, sm: 6 } }}>
      <Card>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 }, '&:last-child': { pb: { xs: 3, sm: 4 } } }}>
          <Typography component="h1" variant="h4" gutterBottom>
            {title}
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {subtitle}
            </Typography>
          )}
          {children}
        </CardContent>
      </Card>
    </Container>
  );
}
