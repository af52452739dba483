import Business from '@mui/icons-material/Business';
import type { ResourceProps } from 'react-admin';
import { OrganisationList } from './organisation-list.tsx';
import { OrganisationShow } from './organisation-show.tsx';

/** Organisations: the list, and each with members and roles and its discount. */
export const organisationsResource: ResourceProps = {
  name: 'organisations',
  list: OrganisationList,
  show: OrganisationShow,
  icon: Business,
  recordRepresentation: 'name',
};
