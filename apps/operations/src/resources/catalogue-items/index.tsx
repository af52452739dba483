import Inventory from '@mui/icons-material/Inventory';
import type { ResourceProps } from 'react-admin';
import { CatalogueItemList } from './catalogue-item-list.tsx';

/** The catalogue per store: price, availability and stock of each item. */
export const catalogueItemsResource: ResourceProps = {
  name: 'catalogue/items',
  list: CatalogueItemList,
  icon: Inventory,
};
