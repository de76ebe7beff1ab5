import AutoModeIcon from '@mui/icons-material/AutoMode';
import CloudDoneIcon from '@mui/icons-material/CloudDoneOutlined';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailReadOutlined';
import TimerIcon from '@mui/icons-material/TimerOutlined';
import TouchAppIcon from '@mui/icons-material/TouchApp';
import TuneIcon from '@mui/icons-material/Tune';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { PitchKey } from './pitch.js';

const ICONS = {
  simple: TouchAppIcon,
  automatic: AutoModeIcon,
  flexible: TuneIcon,
  mail: MarkEmailReadIcon,
  setup: TimerIcon,
  storage: CloudDoneIcon,
} satisfies Record<PitchKey, unknown>;

export function PitchIcon({ name, ...props }: SvgIconProps & { name: PitchKey }) {
  const Icon = ICONS[name];
  return <Icon color="primary" {...props} />;
}
