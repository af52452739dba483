import RequestQuote from '@mui/icons-material/RequestQuote';
import type { ResourceProps } from 'react-admin';
import { QuoteList } from './quote-list.tsx';
import { QuoteShow } from './quote-show.tsx';

/** Quotes: the requests by status, each with its lines and messages; offer, message, reject. */
export const quotesResource: ResourceProps = {
  name: 'quotes',
  list: QuoteList,
  show: QuoteShow,
  icon: RequestQuote,
  recordRepresentation: 'number',
};
