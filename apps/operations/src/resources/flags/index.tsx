import Flag from '@mui/icons-material/Flag';
import type { ResourceProps } from 'react-admin';
import { FlagList } from './flag-list.tsx';

/** Feature flags: each flag's value in the flag service and its default, changed by administrators. */
export const flagsResource: ResourceProps = {
  name: 'flags',
  list: FlagList,
  icon: Flag,
};
