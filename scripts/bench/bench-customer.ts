/** Who buys what in the benchmark's checkout measurements, through the API and in the browser. */

/** The demo customer at level C: the qualification gate lets every item through. */
export const BENCH_CUSTOMER = 'demo.us';
/** Record forms of a level A program: goods, taxed and delivered. */
export const BENCH_ITEM = { program: 'F439595', code: 'F439595-RF25' } as const;
