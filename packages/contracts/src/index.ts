export * from './flags.ts';
export * from './content.ts';
export * from './notifications.ts';
export * from './commerce.ts';
