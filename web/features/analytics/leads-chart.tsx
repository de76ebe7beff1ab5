import { BarChart } from '@mui/x-charts/BarChart';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { LEAD_BUCKETS } from '../../../common/public.js';

/** Every bucket keeps its label; on phones they turn to fit. */
const narrowTicks = { tickLabelStyle: { angle: -50, textAnchor: 'end', fontSize: 11 }, height: 84 } as const;

/** Leads per bucket of time spent on the landing page (spec §9): loaded only on /admin/leads. */
export function LeadsChart({ bars }: { bars: number[] }) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const empty = bars.every((count) => count === 0);
  return (
    <BarChart
      height={400}
      xAxis={[
        {
          scaleType: 'band',
          data: [...LEAD_BUCKETS],
          label: 'Tempo sulla pagina',
          tickLabelInterval: () => true,
          ...(narrow ? narrowTicks : {}),
        },
      ]}
      yAxis={[{ label: 'Visitatori', min: 0, max: empty ? 5 : undefined, tickMinStep: 1, width: narrow ? 44 : 56 }]}
      series={[{ data: bars, label: 'Visitatori', color: theme.palette.primary.main }]}
      margin={narrow ? { left: 0, right: 4 } : undefined}
      hideLegend
      borderRadius={6}
    />
  );
}
